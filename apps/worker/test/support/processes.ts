import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import * as path from 'node:path';
import { eventually } from '@backoffice/shared/testing';

export { freePort } from '@backoffice/shared/testing';

export const ROOT = path.resolve(__dirname, '../../../..');

export interface Started {
  child: ChildProcess;
  /** Every line the process wrote on stdout so far (its JSON logs). */
  lines(): string[];
  /** Everything on stderr so far. */
  stderr(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
  /** Sends a signal to the whole process group (npm, the shell and node under it, as a terminal or an orchestrator does). */
  signal(name: NodeJS.Signals): void;
  stop(): Promise<void>;
}

/**
 * A command as its own process in the repository root, its stdout kept line by line, in its own
 * process group so that stopping it stops npm, the shell and node under it together.
 */
export function startProcess(command: string, args: string[], env: Record<string, string | undefined>): Started {
  const out: string[] = [];
  let partial = '';
  let err = '';
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    const text = partial + chunk.toString('utf8');
    const parts = text.split('\n');
    partial = parts.pop() ?? '';
    out.push(...parts.filter((line) => line.length > 0));
  });
  child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString('utf8')));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  const signal = (name: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, name);
    } catch {
      // The group is gone already.
    }
  };
  return {
    child,
    lines: () => [...out],
    stderr: () => err,
    exited,
    signal,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) signal('SIGTERM');
      const timer = setTimeout(() => signal('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * Signals the node process an npm script runs (npm → sh → node), the way an orchestrator signals
 * a container's main process. npm 11 itself exits at once on SIGTERM, without waiting for its
 * script; signalled alone, the service shuts down and npm exits with its code.
 */
export function signalService(started: Started, name: NodeJS.Signals): number {
  const rows = execFileSync('ps', ['-e', '-o', 'pid=,ppid=,args='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((row) => row.length > 2);
  const descendants: string[][] = [];
  const queue = [String(started.child.pid)];
  while (queue.length > 0) {
    const parent = queue.shift();
    for (const row of rows.filter((r) => r[1] === parent)) {
      descendants.push(row);
      queue.push(row[0]);
    }
  }
  const service = descendants.find((row) => /(^|\/)node$/.test(row[2]) && row.slice(3).some((arg) => /main\.(ts|js)$/.test(arg)));
  if (!service) throw new Error(`no node service under process ${started.child.pid}:\n${descendants.map((r) => r.join(' ')).join('\n')}`);
  process.kill(Number(service[0]), name);
  return Number(service[0]);
}

/** One of the apps from its TypeScript sources, as `npm start` / `start:worker` / `cli` run it. */
export function startApp(app: 'api' | 'worker' | 'cli', env: Record<string, string | undefined>, args: string[] = []): Started {
  return startProcess(process.execPath, ['-r', '@swc-node/register', `apps/${app}/src/main.ts`, ...args], env);
}

/** Waits until `url` answers 200, failing early with the process's output if it exits. */
export async function waitForReady(started: Started, url: string, timeoutMs = 90_000): Promise<void> {
  await eventually(
    async () => {
      if (started.child.exitCode !== null) throw new Error(`exited with ${started.child.exitCode}:\n${started.stderr()}\n${started.lines().join('\n')}`);
      return (await fetch(url).catch(() => undefined))?.status === 200;
    },
    timeoutMs,
    200,
  );
}

/** The JSON log lines of a process, parsed, with the raw text kept (to count keys). */
export function jsonLines(started: Started): { raw: string; fields: Record<string, unknown> }[] {
  return started.lines().flatMap((raw) => {
    try {
      return [{ raw, fields: JSON.parse(raw) as Record<string, unknown> }];
    } catch {
      return [];
    }
  });
}
