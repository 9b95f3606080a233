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
