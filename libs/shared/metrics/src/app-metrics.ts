import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * This process's metrics, in its own registry (never prom-client's global one, so two apps in
 * one process, as in the tests, do not collide). Labels are bounded by construction: the route
 * is the pattern a request matched (`/documents/:visibleId`), never the URL it asked for.
 */
export class AppMetrics {
  readonly registry = new Registry();
  readonly httpDuration = new Histogram({
    name: 'backoffice_http_request_duration_seconds',
    help: 'HTTP requests by route pattern, method and status class, from arrival to the last byte sent',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: HTTP_BUCKETS,
    registers: [this.registry],
  });
  readonly rateLimited = new Counter({
    name: 'backoffice_rate_limited_requests_total',
    help: 'Requests refused with 429 RATE_LIMITED',
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  /** `route` undefined: no route matched (a 404 for an unknown path). */
  observeHttp(method: string, route: string | undefined, statusCode: number, seconds: number): void {
    this.httpDuration.observe({ method, route: route ?? 'unmatched', status_class: `${Math.floor(statusCode / 100)}xx` }, seconds);
  }

  contentType(): string {
    return this.registry.contentType;
  }

  render(): Promise<string> {
    return this.registry.metrics();
  }
}
