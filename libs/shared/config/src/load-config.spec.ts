import { ConfigError, loadConfig } from './load-config';

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
