import { mkdtempSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { AppConfig, loadConfig } from '@backoffice/shared/config';
import { createLogger, Logger } from '@backoffice/shared/observability';

/** A known secrets key, so tests can sign file links the way the service does. */
export const TEST_SECRETS_KEY = 'test-secrets-key-0123456789abcdef0123456789';

/**
 * Configuration for a test process: the real servers from the environment, a private data
 * directory, and the test-only switches the contract names. `env` overrides any variable.
 */
export function testConfig(env: Record<string, string | undefined> = {}): AppConfig {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'backoffice-test-'));
  chmodSync(dataDir, 0o755);
  return loadConfig(
    {
      NODE_ENV: 'test',
      DATABASE_URL: process.env.DATABASE_URL,
      REDIS_URL: process.env.REDIS_URL,
      SECRETS_KEY: TEST_SECRETS_KEY,
      DATA_DIR: dataDir,
      PORT: '0',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      QUEUE_PREFIX: `test-${process.pid}-${Math.random().toString(36).slice(2, 8)}`,
      // As in a split deployment: with REDIS_URL the tests run a worker beside the API (test-app.ts).
      RUN_JOBS: 'false',
      // Tests send many requests fast with one key; the rate-limit tests set their own limits.
      RATE_LIMIT_PER_MINUTE: '10000000',
      RATE_LIMIT_BURST: '1000000',
      ...env,
    },
    process.cwd(),
  );
}

export function testLogger(config: AppConfig): Logger {
  return createLogger({ level: config.logLevel, name: 'test' });
}

/** Polls until `check` returns a value, or fails after `timeoutMs`. */
export async function eventually<T>(check: () => Promise<T | undefined | null | false>, timeoutMs = 10_000, intervalMs = 50): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
