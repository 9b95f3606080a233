/**
 * The pieces a reliability run starts and stops: private Redis and PostgreSQL servers on free
 * ports (never the shared ones: the drills kill and restart them), and the real API and worker
 * as separate processes, as in production.
 */
import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, chownSync, createWriteStream, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { freePort } from '@backoffice/shared/testing';
import { Client } from 'pg';
import { call, sleep } from './http';

export const ROOT = path.resolve(__dirname, '../../..');
export const SECRETS_KEY = 'reliability-secrets-key-0123456789abcdef0123';

export async function until(what: string, check: () => Promise<boolean>, timeoutMs = 60_000, intervalMs = 100): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check().catch(() => false)) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not reached within ${timeoutMs} ms`);
    await sleep(intervalMs);
  }
}

export interface PrivateRedis {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

/** redis-server on a free port, nothing persisted: a restart loses every queued job, the worst case. */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const ping = async () => execFileSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() === 'PONG';
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'], { stdio: 'ignore' });
    await until('private redis up', ping, 10_000);
  };
  const stop = async () => {
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop };
}

export interface PrivatePostgres {
  url: string;
  /** Immediate shutdown: no checkpoint, clients cut off, as in a crash. */
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

function pgBin(name: string): string {
  const base = '/usr/lib/postgresql';
  const version = readdirSync(base).sort((a, b) => Number(b) - Number(a))[0];
  return path.join(base, version, 'bin', name);
}

/** A throw-away cluster from the installed PostgreSQL binaries, run as the postgres user when we are root. */
export async function startPrivatePostgres(database = 'bo_reliability_drill'): Promise<PrivatePostgres> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'bo-reliability-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  chmodSync(dir, 0o700);
  const run = (bin: string, args: string[]) => {
    const command = asRoot ? 'runuser' : pgBin(bin);
    const argv = asRoot ? ['-u', 'postgres', '--', pgBin(bin), ...args] : args;
    execFileSync(command, argv, { stdio: ['ignore', 'ignore', 'pipe'], cwd: '/tmp' });
  };
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c max_connections=200 -c fsync=off`;
  const start = async () => {
    run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'server.log'), '-w', '-t', '30', 'start']);
  };
  const stop = async () => {
    if (existsSync(path.join(data, 'postmaster.pid'))) run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
  };
  await start();
  const admin = new Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/${database}`,
    start,
    stop,
    destroy: async () => {
      await stop().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface AppProcess {
  name: string;
  child: ChildProcess;
  /** SIGKILL, no shutdown hooks: what a crash or an OOM kill does. */
  kill(): Promise<void>;
  /** SIGTERM and wait for the exit. */
  stop(): Promise<void>;
}

/** The real API or worker (`apps/<name>/src/main.ts`), its output appended to `logFile`. */
export function startApp(name: 'api' | 'worker', env: Record<string, string>, logFile: string): AppProcess {
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(process.execPath, ['-r', '@swc-node/register', `apps/${name}/src/main.ts`], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', SECRETS_KEY, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  const exit = (signal: NodeJS.Signals) => async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  };
  return { name, child, kill: exit('SIGKILL'), stop: exit('SIGTERM') };
}

export const isReady = async (baseUrl: string) => (await call(baseUrl, 'GET', '/health/ready', { timeoutMs: 5000 })).status === 200;
export const isLive = async (baseUrl: string) => (await call(baseUrl, 'GET', '/health/live', { timeoutMs: 5000 })).status === 200;

/**
 * Settings for the load run and the drills: retries and the relay visible within a short run,
 * the tax authority instant, and the rate limit lifted (the limiter still runs, never refuses).
 */
export const RELIABILITY_ENV = {
  // A split deployment: API processes take no jobs, the worker takes them all.
  RUN_JOBS: 'false',
  WEBHOOKS_ALLOW_HTTP: 'true',
  ALLOW_PRIVATE_TARGETS: 'true',
  WEBHOOK_RETRY_DELAYS_MS: '200,400,800,1600,3200',
  WEBHOOK_TIMEOUT_MS: '1000',
  WEBHOOK_RELAY_INTERVAL_MS: '100',
  WEBHOOK_REQUEUE_AFTER_MS: '2000',
  TAX_AUTHORITY_LATENCY_MS: '0',
  RATE_LIMIT_PER_MINUTE: '10000000',
  RATE_LIMIT_BURST: '1000000',
};
