import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { ConfigError, loadConfig, loadDotEnv, runsBackgroundTasks } from './load-config';

describe('loadConfig', () => {
  it('starts on embedded defaults with an empty environment', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config.port).toBe(3000);
    expect(config.database.url).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.dataDir).toBe('/srv/app/.data');
    expect(config.database.migrationsRun).toBe(true);
    expect(config.webhooks.retryDelaysMs).toEqual([60_000, 300_000, 1_800_000, 7_200_000, 43_200_000]);
    expect(config.webhooks.timeoutMs).toBe(10_000);
    expect(config.webhooks.allowHttp).toBe(false);
    expect(config.allowPrivateTargets).toBe(false);
    expect(config.runJobs).toBe(true);
  });

  it('reads the test-only switches under the contract names', () => {
    const config = loadConfig({ WEBHOOKS_ALLOW_HTTP: 'true', ALLOW_PRIVATE_TARGETS: '1', WEBHOOK_RETRY_DELAYS_MS: '100,200,300,400,500', WEBHOOK_TIMEOUT_MS: '250' });
    expect(config.webhooks).toEqual({ allowHttp: true, retryDelaysMs: [100, 200, 300, 400, 500], timeoutMs: 250 });
    expect(config.allowPrivateTargets).toBe(true);
  });

  it('fails naming every bad variable', () => {
    let caught: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', MIGRATIONS_RUN: 'maybe', WEBHOOK_RETRY_DELAYS_MS: '1,2' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const problems = (caught as ConfigError).problems.join('\n');
    expect(problems).toMatch(/^PORT: /m);
    expect(problems).toMatch(/^DATABASE_URL: /m);
    expect(problems).toMatch(/^MIGRATIONS_RUN: /m);
    expect(problems).toMatch(/^WEBHOOK_RETRY_DELAYS_MS: /m);
    expect((caught as ConfigError).message).toContain('Invalid configuration');
  });

  it('rejects a SECRETS_KEY too short to be a key', () => {
    expect(() => loadConfig({ SECRETS_KEY: 'short' })).toThrow(/SECRETS_KEY/);
  });
});

describe('loadConfig: rate limit, HTTP and shutdown settings', () => {
  it('defaults to a limit per key, HSTS on HTTPS, an open /metrics and a 10 s shutdown bound', () => {
    const config = loadConfig({});
    expect(config.rateLimit).toEqual({ perMinute: 3000, burst: 100 });
    expect(config.http).toEqual({ hstsMaxAgeSeconds: 31_536_000, metricsToken: undefined });
    expect(config.shutdown).toEqual({ timeoutMs: 10_000, drainDelayMs: 0 });
  });

  it('reads them, 0 turning the limit off', () => {
    const config = loadConfig({
      RATE_LIMIT_PER_MINUTE: '0',
      RATE_LIMIT_BURST: '5',
      HSTS_MAX_AGE_SECONDS: '0',
      METRICS_TOKEN: 'a-scrape-token-of-some-length',
      SHUTDOWN_TIMEOUT_MS: '2500',
      SHUTDOWN_DRAIN_DELAY_MS: '300',
    });
    expect(config.rateLimit).toEqual({ perMinute: 0, burst: 5 });
    expect(config.http).toEqual({ hstsMaxAgeSeconds: 0, metricsToken: 'a-scrape-token-of-some-length' });
    expect(config.shutdown).toEqual({ timeoutMs: 2500, drainDelayMs: 300 });
  });

  it('names each bad one', () => {
    expect(() => loadConfig({ RATE_LIMIT_PER_MINUTE: '-1', RATE_LIMIT_BURST: '0', METRICS_TOKEN: 'short', SHUTDOWN_TIMEOUT_MS: 'soon' })).toThrow(
      /RATE_LIMIT_PER_MINUTE[\s\S]*RATE_LIMIT_BURST[\s\S]*METRICS_TOKEN[\s\S]*SHUTDOWN_TIMEOUT_MS/,
    );
  });
});

describe('loadConfig: operations settings', () => {
  it('defaults to background timers on, no worker HTTP port and no dashboard', () => {
    const config = loadConfig({});
    expect(config.backgroundTasks).toBe(true);
    expect(config.worker.httpPort).toBeUndefined();
    expect(config.admin.token).toBeUndefined();
  });

  it('reads BACKGROUND_TASKS, WORKER_HTTP_PORT and ADMIN_TOKEN', () => {
    const config = loadConfig({ BACKGROUND_TASKS: 'false', WORKER_HTTP_PORT: '9464', ADMIN_TOKEN: 'operator-token-0123456789abcdef0123' });
    expect(config.backgroundTasks).toBe(false);
    expect(config.worker.httpPort).toBe(9464);
    expect(config.admin.token).toBe('operator-token-0123456789abcdef0123');
  });

  it('refuses a bad port and a short operator token, naming them', () => {
    expect(() => loadConfig({ WORKER_HTTP_PORT: 'nine' })).toThrow(/WORKER_HTTP_PORT/);
    expect(() => loadConfig({ WORKER_HTTP_PORT: '70000' })).toThrow(/WORKER_HTTP_PORT/);
    expect(() => loadConfig({ ADMIN_TOKEN: 'short' })).toThrow(/ADMIN_TOKEN: must be at least 32 characters/);
  });

  it('runs the background timers without Redis whatever BACKGROUND_TASKS says: nobody else would', () => {
    expect(runsBackgroundTasks({ backgroundTasks: false, redisUrl: undefined })).toBe(true);
    expect(runsBackgroundTasks({ backgroundTasks: false, redisUrl: 'redis://r:6379' })).toBe(false);
    expect(runsBackgroundTasks({ backgroundTasks: true, redisUrl: 'redis://r:6379' })).toBe(true);
  });
});

describe('loadDotEnv', () => {
  const names = ['BACKOFFICE_DOTENV_A', 'BACKOFFICE_DOTENV_B'];
  afterEach(() => names.forEach((name) => delete process.env[name]));

  it('loads .env from the directory, leaving variables already set as they are', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'dotenv-'));
    try {
      writeFileSync(path.join(dir, '.env'), '# comment\nBACKOFFICE_DOTENV_A=from-file\nBACKOFFICE_DOTENV_B=from-file\n');
      process.env.BACKOFFICE_DOTENV_B = 'from-environment';
      expect(loadDotEnv(dir)).toBe(path.join(dir, '.env'));
      expect(process.env.BACKOFFICE_DOTENV_A).toBe('from-file');
      expect(process.env.BACKOFFICE_DOTENV_B).toBe('from-environment');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('does nothing where there is no .env', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'dotenv-'));
    try {
      expect(loadDotEnv(dir)).toBeUndefined();
      expect(process.env.BACKOFFICE_DOTENV_A).toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
