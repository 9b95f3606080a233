/** The typed configuration every process receives; nothing else reads the environment. */
export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Absolute base of links the service hands out (signed file URLs). */
  publicBaseUrl: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Where the embedded database, stored files and generated secrets live. */
  dataDir: string;
  database: {
    /** Absent: an embedded PostgreSQL is started under `<dataDir>/pg`. */
    url?: string;
    embeddedPort: number;
    migrationsRun: boolean;
    poolSize: number;
    /**
     * How long a process may answer API keys and company settings from memory (RECORD_CACHE_TTL_MS,
     * default 60 s; 0: always read them). Any change to them is heard at once through PostgreSQL
     * notifications, so this bounds only what a lost notification could leave stale.
     */
    recordCacheTtlMs: number;
  };
  /** Absent: jobs run in-process. */
  redisUrl?: string;
  /**
   * Whether the API process also consumes the BullMQ queues (RUN_JOBS, default true), so that one
   * process is the whole service. API instances of a split deployment set it to false and leave
   * the jobs to the worker app. Without REDIS_URL jobs always run in the API process.
   */
  runJobs: boolean;
  /**
   * Whether this process runs the background timers (BACKGROUND_TASKS, default true): the webhook
   * outbox relay and the recovery passes that put back jobs Redis lost. API pods of a split
   * deployment may leave them to the workers. Without REDIS_URL they always run (the process is
   * the whole service); see `runsBackgroundTasks`.
   */
  backgroundTasks: boolean;
  /** Prefix of every BullMQ key, so several deployments (or test runs) can share one Redis. */
  queuePrefix: string;
  /** Master key for signing file URLs and encrypting webhook secrets; embedded default under dataDir. */
  secretsKey?: string;
  files: {
    dir: string;
    urlTtlSeconds: number;
    maxBytes: number;
  };
  webhooks: {
    allowHttp: boolean;
    retryDelaysMs: number[];
    timeoutMs: number;
  };
  /**
   * How often each process puts back the jobs Redis may have lost (allocation numbers of PENDING
   * documents, inspections of uploaded files), rebuilt from PostgreSQL.
   */
  jobRecoveryIntervalMs: number;
  /** Webhook delivery tuning beyond the contract's test switches (docs/webhooks.md). */
  webhookDelivery: {
    /** How long deliveries stay signed with the previous secret after a rotation. */
    secretOverlapHours: number;
    /** Attempts in flight to one endpoint per worker process; the rest wait in the queue. */
    endpointConcurrency: number;
    /** How often each process relays the outbox and re-enqueues overdue deliveries. */
    relayIntervalMs: number;
    /** A due delivery not attempted this long after it was enqueued is enqueued again (lost job). */
    requeueAfterMs: number;
    /** An endpoint whose attempts have all failed for this long… */
    disableAfterMs: number;
    /** …and at least this many times is disabled (reason FAILING). */
    disableMinAttempts: number;
    /** Enabling an endpoint delivers what it missed within this window… */
    catchUpWindowMs: number;
    /** …oldest first, at most this many per second. */
    catchUpPerSecond: number;
  };
  allowPrivateTargets: boolean;
  /** Requests per API key, shared by every API instance through Redis (docs/operations.md). */
  rateLimit: {
    /** Sustained rate per key; 0 turns limiting off. */
    perMinute: number;
    /** How many requests a key may send at once after a quiet spell (the bucket's size). */
    burst: number;
  };
  /** HTTP answers beyond the routes themselves. */
  http: {
    /** Strict-Transport-Security max-age, sent on requests that arrived over HTTPS; 0 sends none. */
    hstsMaxAgeSeconds: number;
    /** When set, GET /metrics needs `Authorization: Bearer <token>`; unset, it is open. */
    metricsToken?: string;
  };
  shutdown: {
    /** From SIGTERM to exit, at most; a second signal exits at once. */
    timeoutMs: number;
    /** After SIGTERM, how long the API keeps accepting connections while /health/ready answers 503. */
    drainDelayMs: number;
  };
  documents: {
    /** How long a stored Idempotency-Key answer is kept (at least 24 hours). */
    idempotencyRetentionHours: number;
    /** How long the issuing request waits for a tax-authority allocation number. */
    approvalWaitMs: number;
  };
  /** The simulated tax authority (the default adapter). */
  taxAuthority: {
    latencyMs: number;
    /** Share of requests that fail as if the authority were unreachable (0-1). */
    failureRate: number;
    /** Share of documents the authority refuses (0-1), decided per document so retries agree. */
    refusalRate: number;
  };
  worker: {
    concurrency: number;
    /** When set, the worker app serves /health/live, /health/ready and /metrics on this port. */
    httpPort?: number;
  };
  /** Operator pages (the queue dashboard at /admin/queues). */
  admin: {
    /** Needed to open /admin/*; unset, the dashboard is not served. Never a company's API key. */
    token?: string;
  };
  /** Receipt extraction (docs/extraction.md). */
  extraction: {
    /** The OCR program (Debian's `tesseract`); when it cannot be run, image extraction answers 503. */
    ocrCommand: string;
    /** Renders scanned PDF pages for OCR (poppler's `pdftoppm`). */
    pdfRenderCommand: string;
    /** Largest document extract-from-url downloads. */
    fetchMaxBytes: number;
    fetchTimeoutMs: number;
    /** How long the API waits for the worker's answer before 503 EXTRACTION_TIMEOUT. */
    waitMs: number;
  };
}
