import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { parseEnv } from 'node:util';
import { AppConfig } from './app-config';

type Env = Record<string, string | undefined>;

/** Thrown with every problem found, each naming its variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const DEFAULT_RETRY_DELAYS_MS = [60_000, 300_000, 1_800_000, 7_200_000, 43_200_000];

/**
 * Parses the environment once. Every variable is listed in the README and `.env.example`
 * with its default; an unparseable value fails start-up with a message naming it.
 */
export function loadConfig(env: Env = process.env, cwd = process.cwd()): AppConfig {
  const problems: string[] = [];
  const r = new Reader(env, problems);

  const nodeEnv = r.oneOf('NODE_ENV', ['development', 'production', 'test'] as const, 'development');
  const port = r.int('PORT', 3000, 0, 65535);
  const dataDir = path.resolve(cwd, r.string('DATA_DIR', '.data'));
  const retryDelays = r.intList('WEBHOOK_RETRY_DELAYS_MS', DEFAULT_RETRY_DELAYS_MS);
  if (retryDelays.length !== 5) problems.push('WEBHOOK_RETRY_DELAYS_MS: must list exactly five delays in milliseconds');

  const config: AppConfig = {
    nodeEnv,
    port,
    host: r.string('HOST', '0.0.0.0'),
    publicBaseUrl: r.url('PUBLIC_BASE_URL', `http://localhost:${port}`, ['http:', 'https:']).replace(/\/+$/, ''),
    logLevel: r.oneOf('LOG_LEVEL', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const, 'info'),
    dataDir,
    database: {
      url: r.optionalUrl('DATABASE_URL', ['postgres:', 'postgresql:']),
      embeddedPort: r.int('EMBEDDED_PG_PORT', 54329, 1, 65535),
      migrationsRun: r.bool('MIGRATIONS_RUN', true),
      poolSize: r.int('DATABASE_POOL_SIZE', 10, 1, 200),
      recordCacheTtlMs: r.int('RECORD_CACHE_TTL_MS', 60_000, 0, 3_600_000),
    },
    redisUrl: r.optionalUrl('REDIS_URL', ['redis:', 'rediss:']),
    runJobs: r.bool('RUN_JOBS', true),
    backgroundTasks: r.bool('BACKGROUND_TASKS', true),
    queuePrefix: r.pattern('QUEUE_PREFIX', /^[A-Za-z0-9_-]{1,64}$/, 'backoffice', 'letters, digits, _ and - only'),
    secretsKey: r.optionalSecret('SECRETS_KEY'),
    files: {
      dir: path.resolve(cwd, r.string('FILES_DIR', path.join(dataDir, 'files'))),
      urlTtlSeconds: r.int('FILE_URL_TTL_SECONDS', 3600, 1, 7 * 24 * 3600),
      maxBytes: 10 * 1024 * 1024,
    },
    webhooks: {
      allowHttp: r.bool('WEBHOOKS_ALLOW_HTTP', false),
      retryDelaysMs: retryDelays,
      timeoutMs: r.int('WEBHOOK_TIMEOUT_MS', 10_000, 1, 120_000),
    },
    jobRecoveryIntervalMs: r.int('JOB_RECOVERY_INTERVAL_MS', 300_000, 100, 86_400_000),
    webhookDelivery: {
      secretOverlapHours: r.int('WEBHOOK_SECRET_OVERLAP_HOURS', 24, 0, 24 * 30),
      endpointConcurrency: r.int('WEBHOOK_ENDPOINT_CONCURRENCY', 8, 1, 256),
      relayIntervalMs: r.int('WEBHOOK_RELAY_INTERVAL_MS', 1000, 20, 60_000),
      requeueAfterMs: r.int('WEBHOOK_REQUEUE_AFTER_MS', 60_000, 100, 3_600_000),
      disableAfterMs: r.int('WEBHOOK_DISABLE_AFTER_MS', 5 * 86_400_000, 100, 30 * 86_400_000),
      disableMinAttempts: r.int('WEBHOOK_DISABLE_MIN_ATTEMPTS', 10, 1, 100_000),
      catchUpWindowMs: r.int('WEBHOOK_CATCH_UP_WINDOW_MS', 14 * 86_400_000, 0, 90 * 86_400_000),
      catchUpPerSecond: r.int('WEBHOOK_CATCH_UP_PER_SECOND', 20, 1, 10_000),
    },
    allowPrivateTargets: r.bool('ALLOW_PRIVATE_TARGETS', false),
    rateLimit: {
      perMinute: r.int('RATE_LIMIT_PER_MINUTE', 3000, 0, 10_000_000),
      burst: r.int('RATE_LIMIT_BURST', 100, 1, 1_000_000),
    },
    http: {
      hstsMaxAgeSeconds: r.int('HSTS_MAX_AGE_SECONDS', 31_536_000, 0, 2 * 31_536_000),
      metricsToken: r.optionalSecret('METRICS_TOKEN', 16),
    },
    shutdown: {
      timeoutMs: r.int('SHUTDOWN_TIMEOUT_MS', 10_000, 100, 600_000),
      drainDelayMs: r.int('SHUTDOWN_DRAIN_DELAY_MS', 0, 0, 600_000),
    },
    documents: {
      idempotencyRetentionHours: r.int('IDEMPOTENCY_RETENTION_HOURS', 48, 24, 24 * 365),
      approvalWaitMs: r.int('TAX_AUTHORITY_WAIT_MS', 1500, 0, 30_000),
    },
    taxAuthority: {
      latencyMs: r.int('TAX_AUTHORITY_LATENCY_MS', 100, 0, 120_000),
      failureRate: r.rate('TAX_AUTHORITY_FAILURE_RATE', 0),
      refusalRate: r.rate('TAX_AUTHORITY_REFUSAL_RATE', 0),
    },
    worker: { concurrency: r.int('WORKER_CONCURRENCY', 20, 1, 1000), httpPort: r.optionalInt('WORKER_HTTP_PORT', 0, 65535) },
    admin: { token: r.optionalSecret('ADMIN_TOKEN', 32) },
    extraction: {
      ocrCommand: r.string('OCR_COMMAND', 'tesseract'),
      pdfRenderCommand: r.string('PDF_RENDER_COMMAND', 'pdftoppm'),
      fetchMaxBytes: r.int('EXTRACTION_FETCH_MAX_BYTES', 10 * 1024 * 1024, 1, 100 * 1024 * 1024),
      fetchTimeoutMs: r.int('EXTRACTION_FETCH_TIMEOUT_MS', 10_000, 1, 120_000),
      waitMs: r.int('EXTRACTION_WAIT_MS', 30_000, 100, 300_000),
    },
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

class Reader {
  constructor(
    private readonly env: Env,
    private readonly problems: string[],
  ) {}

  private raw(name: string): string | undefined {
    const value = this.env[name];
    return value === undefined || value.trim() === '' ? undefined : value.trim();
  }

  string(name: string, fallback: string): string {
    return this.raw(name) ?? fallback;
  }

  int(name: string, fallback: number, min: number, max: number): number {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    const n = Number(value);
    if (!/^\d+$/.test(value) || n < min || n > max) {
      this.problems.push(`${name}: must be a whole number from ${min} to ${max}, got "${value}"`);
      return fallback;
    }
    return n;
  }

  optionalInt(name: string, min: number, max: number): number | undefined {
    return this.raw(name) === undefined ? undefined : this.int(name, min, min, max);
  }

  bool(name: string, fallback: boolean): boolean {
    const value = this.raw(name)?.toLowerCase();
    if (value === undefined) return fallback;
    if (['true', '1', 'yes'].includes(value)) return true;
    if (['false', '0', 'no'].includes(value)) return false;
    this.problems.push(`${name}: must be true or false, got "${value}"`);
    return fallback;
  }

  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    if ((allowed as readonly string[]).includes(value)) return value as T;
    this.problems.push(`${name}: must be one of ${allowed.join(', ')}, got "${value}"`);
    return fallback;
  }

  url(name: string, fallback: string, protocols: string[]): string {
    return this.optionalUrl(name, protocols) ?? fallback;
  }

  optionalUrl(name: string, protocols: string[]): string | undefined {
    const value = this.raw(name);
    if (value === undefined) return undefined;
    try {
      const parsed = new URL(value);
      if (!protocols.includes(parsed.protocol)) throw new Error('protocol');
      return value;
    } catch {
      this.problems.push(`${name}: must be a ${protocols.map((p) => p.replace(':', '://')).join(' or ')} URL`);
      return undefined;
    }
  }

  optionalSecret(name: string, minLength = 32): string | undefined {
    const value = this.raw(name);
    if (value !== undefined && value.length < minLength) {
      this.problems.push(`${name}: must be at least ${minLength} characters`);
      return undefined;
    }
    return value;
  }

  rate(name: string, fallback: number): number {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    const n = Number(value);
    if (!/^\d+(\.\d+)?$/.test(value) || n > 1) {
      this.problems.push(`${name}: must be a number from 0 to 1, got "${value}"`);
      return fallback;
    }
    return n;
  }

  pattern(name: string, re: RegExp, fallback: string, rule: string): string {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    if (re.test(value)) return value;
    this.problems.push(`${name}: ${rule}, got "${value}"`);
    return fallback;
  }

  intList(name: string, fallback: number[]): number[] {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    const parts = value.split(',').map((p) => p.trim());
    if (parts.some((p) => !/^\d+$/.test(p))) {
      this.problems.push(`${name}: must be a comma-separated list of whole milliseconds, got "${value}"`);
      return fallback;
    }
    return parts.map(Number);
  }
}

/**
 * Whether this process runs the background timers: as BACKGROUND_TASKS says, and always without
 * REDIS_URL, where this process is the whole service and nobody else would run them.
 */
export function runsBackgroundTasks(config: Pick<AppConfig, 'backgroundTasks' | 'redisUrl'>): boolean {
  return config.backgroundTasks || !config.redisUrl;
}

/**
 * Loads `.env` from the working directory into the environment when the file exists (the shipped
 * `.env.example` is meant to be copied there), with Node's own parser (the one behind
 * `process.loadEnvFile`). Variables already set in the environment win. Returns the file's path,
 * or undefined when there is none.
 */
export function loadDotEnv(cwd = process.cwd(), env: Env = process.env): string | undefined {
  const file = path.join(cwd, '.env');
  if (!existsSync(file)) return undefined;
  for (const [name, value] of Object.entries(parseEnv(readFileSync(file, 'utf8')))) {
    if (env[name] === undefined) env[name] = value;
  }
  return file;
}

/**
 * For a process entry point: `.env` loaded when present, then the configuration, or every problem
 * on stderr and exit 78 (EX_CONFIG).
 */
export function loadConfigOrExit(): AppConfig {
  try {
    loadDotEnv();
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(78);
  }
}
