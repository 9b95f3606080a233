import { ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import * as path from 'node:path';

const ROOT = path.resolve(__dirname, '../../../..');

export interface SpawnedProcess {
  /** Everything the process wrote on stdout and stderr so far. */
  output(): string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** One of the apps (`apps/<name>/src/main.ts`) as its own process, exactly as deployed, its output kept. */
export function spawnApp(
  name: 'api' | 'worker' | 'cli',
  env: Record<string, string | undefined>,
  args: string[] = [],
): SpawnedProcess & { child: ChildProcess; exited: Promise<number | null> } {
  const chunks: Buffer[] = [];
  const child = spawn(process.execPath, ['-r', '@swc-node/register', `apps/${name}/src/main.ts`, ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (c: Buffer) => chunks.push(c));
  child.stderr?.on('data', (c: Buffer) => chunks.push(c));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    exited,
    output: () => Buffer.concat(chunks).toString('utf8'),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * A command in the repository root, exactly as the README tells a user to type it (`npm start`,
 * `npx nx serve api`), in its own process group so that stopping it stops npm, the shell and the
 * node process under them together.
 */
export function spawnCommand(
  command: 'npm' | 'npx',
  args: string[],
  env: Record<string, string | undefined>,
): SpawnedProcess & { child: ChildProcess; exited: Promise<number | null> } {
  const chunks: Buffer[] = [];
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.on('data', (c: Buffer) => chunks.push(c));
  child.stderr?.on('data', (c: Buffer) => chunks.push(c));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const signal = (name: NodeJS.Signals) => {
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
