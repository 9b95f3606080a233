import { ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { databaseUrl, TEST_SECRETS_KEY } from '@backoffice/shared/testing';

const ROOT = path.resolve(__dirname, '../../../..');

export interface SpawnedProcess {
  /** Everything the process wrote on stdout and stderr so far. */
  output(): string;
  stop(): Promise<void>;
}

/** One of the apps (`apps/<name>/src/main.ts`) as its own process, exactly as deployed, its output kept. */
export function spawnApp(name: 'api' | 'worker' | 'cli', env: Record<string, string | undefined>, args: string[] = []): Spawned {
  return spawnKept(process.execPath, ['-r', '@swc-node/register', `apps/${name}/src/main.ts`, ...args], env, false);
}

/**
 * A command in the repository root, exactly as the README tells a user to type it (`npm start`,
 * `npx nx serve api`), in its own process group so that stopping it stops npm, the shell and the
 * node process under them together.
 */
export function spawnCommand(command: 'npm' | 'npx', args: string[], env: Record<string, string | undefined>): Spawned {
  return spawnKept(command, args, env, true);
}

type Spawned = SpawnedProcess & { child: ChildProcess; exited: Promise<number | null> };

/** A process in the repository root with its output kept; `group`: signalled with every process under it. */
function spawnKept(command: string, args: string[], env: Record<string, string | undefined>, group: boolean): Spawned {
  const chunks: Buffer[] = [];
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: group,
  });
  child.stdout?.on('data', (c: Buffer) => chunks.push(c));
  child.stderr?.on('data', (c: Buffer) => chunks.push(c));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const signal = (name: NodeJS.Signals) => {
    if (!group) return void child.kill(name);
    try {
      if (child.pid) process.kill(-child.pid, name);
    } catch {
      // The group is gone already.
    }
  };
  return {
    child,
    exited,
    output: () => Buffer.concat(chunks).toString('utf8'),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) signal('SIGTERM');
      const timer = setTimeout(() => signal('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Runs `npm <args>` to the end: its exit code, stdout and stderr. */
export async function runNpm(args: string[], env: Record<string, string | undefined>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn('npm', args, { cwd: ROOT, env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  child.stdout.on('data', (c: Buffer) => out.push(c));
  child.stderr.on('data', (c: Buffer) => err.push(c));
  const code = await new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)));
  return { code, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8') };
}

/**
 * The environment of a service started as a real process on the test database: a data directory
 * of its own (pushed on `dataDirs`, for the suite to remove), the test secrets key, loopback only,
 * webhooks allowed to the local receivers. `extra` adds or overrides (undefined removes).
 */
export function serviceEnv(dataDirs: string[], extra: Record<string, string | undefined>): Record<string, string | undefined> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'backoffice-service-'));
  dataDirs.push(dataDir);
  return {
    DATABASE_URL: databaseUrl(),
    DATA_DIR: dataDir,
    SECRETS_KEY: TEST_SECRETS_KEY,
    HOST: '127.0.0.1',
    TAX_AUTHORITY_LATENCY_MS: '0',
    WEBHOOKS_ALLOW_HTTP: 'true',
    ALLOW_PRIVATE_TARGETS: 'true',
    ...extra,
  };
}
