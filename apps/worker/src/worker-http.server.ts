import { timingSafeEqual } from 'node:crypto';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '@backoffice/shared/config';
import { AppMetrics } from '@backoffice/shared/metrics';
import { LOGGER, Logger } from '@backoffice/shared/observability';
import { QueueHealth, QueueLifecycle } from '@backoffice/shared/queue';
import { DataSource } from 'typeorm';

const HEADERS = { 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' };

/**
 * The worker's optional HTTP port (WORKER_HTTP_PORT), for orchestrators and Prometheus: nothing
 * else is served, and it carries no API. `/health/live` answers while the process runs;
 * `/health/ready` when PostgreSQL and Redis answer and the consumers are running (503 from the
 * first shutdown signal on); `/metrics` is the Prometheus exposition (behind METRICS_TOKEN when
 * set). The port closes last at shutdown, so probes and scrapes see the drain.
 */
@Injectable()
export class WorkerHttpServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private server?: Server;
  /** Set by stopWorker at the first signal: readiness answers 503 from then on. */
  draining = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly dataSource: DataSource,
    private readonly queue: QueueHealth,
    private readonly consumers: QueueLifecycle,
    private readonly metrics: AppMetrics,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const port = this.config.worker.httpPort;
    if (port === undefined) return;
    const server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, this.config.host, () => resolve());
    });
    this.server = server;
    this.logger.info({ port: this.port(), host: this.config.host }, 'worker HTTP port listening (/health/live, /health/ready, /metrics)');
  }

  /** The port it listens on (WORKER_HTTP_PORT=0 picks a free one); undefined when it does not listen. */
  port(): number | undefined {
    return (this.server?.address() as AddressInfo | null)?.port;
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = (request.url ?? '/').split('?', 1)[0];
    try {
      if (request.method !== 'GET' && request.method !== 'HEAD') return send(response, 405, { error: 'METHOD_NOT_ALLOWED', message: 'Only GET is served here' });
      if (path === '/health/live') return send(response, 200, { status: 'ok' });
      if (path === '/health/ready') return await this.ready(response);
      if (path === '/metrics') return await this.scrape(request, response);
      return send(response, 404, { error: 'NOT_FOUND', message: 'The worker serves /health/live, /health/ready and /metrics' });
    } catch (error) {
      this.logger.error({ err: error, path }, 'worker HTTP port: unexpected error');
      if (!response.headersSent) send(response, 500, { error: 'INTERNAL_ERROR', message: 'Unexpected error' });
    }
  }

  private async ready(response: ServerResponse): Promise<void> {
    const [database, queue] = this.draining ? [false, false] : await Promise.all([this.databaseUp(), this.queue.ping()]);
    // Checked after the pings: a signal that came meanwhile has stopped the consumers.
    if (this.draining) return send(response, 503, { error: 'NOT_READY', message: 'This worker is shutting down', status: 'draining' });
    const consumers = this.consumers.consuming();
    const checks = { database: up(database), queue: up(queue), consumers: consumers.running ? 'running' : 'stopped', queues: consumers.queues };
    const ready = database && queue && consumers.running;
    send(response, ready ? 200 : 503, ready ? { status: 'ready', checks } : { error: 'NOT_READY', message: 'A dependency is not reachable', status: 'unavailable', checks });
  }

  private async scrape(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const token = this.config.http.metricsToken;
    const given = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (token && !sameSecret(given, token)) return send(response, 401, { error: 'UNAUTHORIZED', message: 'GET /metrics needs Authorization: Bearer <METRICS_TOKEN>' });
    const body = await this.metrics.render();
    response.writeHead(200, { ...HEADERS, 'content-type': this.metrics.contentType() }).end(body);
  }

  private databaseUp(): Promise<boolean> {
    const timeout = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 2000).unref());
    const query = this.dataSource.query('SELECT 1').then(
      () => true,
      () => false,
    );
    return Promise.race([query, timeout]);
  }
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { ...HEADERS, 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
}

const up = (ok: boolean) => (ok ? 'up' : 'down');

function sameSecret(given: string, expected: string): boolean {
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}
