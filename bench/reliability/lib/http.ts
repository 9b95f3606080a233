/**
 * A small keep-alive HTTP client for the load run and the drills: every call is timed, and a
 * refused or reset connection is an answer (status 0), never an exception, because the drills
 * provoke exactly those.
 */
import * as http from 'node:http';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  ms: number;
  /** Set when no HTTP answer came back (connection refused, reset, timed out). */
  failure?: string;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

export function call(
  baseUrl: string,
  method: string,
  path: string,
  options: { key?: string; body?: unknown; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<Answer> {
  const started = performance.now();
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = { ...options.headers };
  if (options.key) headers.authorization = `Bearer ${options.key}`;
  if (payload !== undefined) headers['content-type'] = 'application/json';
  return new Promise((resolve) => {
    const req = http.request(`${baseUrl}${path}`, { method, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - started }));
      res.on('error', (error) => resolve({ status: 0, headers: {}, text: '', ms: performance.now() - started, failure: error.message }));
    });
    req.setTimeout(options.timeoutMs ?? 30_000, () => req.destroy(new Error('client timeout')));
    req.on('error', (error) => resolve({ status: 0, headers: {}, text: '', ms: performance.now() - started, failure: error.message }));
    req.end(payload);
  });
}

export const json = <T = Record<string, unknown>>(answer: Answer): T => JSON.parse(answer.text) as T;

/** Latency and status counts per route label. */
export class RouteStats {
  private readonly byRoute = new Map<string, { ms: number[]; statuses: Record<string, number> }>();

  record(route: string, answer: Answer): void {
    let entry = this.byRoute.get(route);
    if (!entry) this.byRoute.set(route, (entry = { ms: [], statuses: {} }));
    entry.ms.push(answer.ms);
    const status = answer.status === 0 ? 'no answer' : String(answer.status);
    entry.statuses[status] = (entry.statuses[status] ?? 0) + 1;
  }

  serverErrors(): number {
    let n = 0;
    for (const { statuses } of this.byRoute.values()) for (const [s, c] of Object.entries(statuses)) if (s === 'no answer' || Number(s) >= 500) n += c;
    return n;
  }

  summary(seconds: number) {
    const pct = (sorted: number[], p: number) => Number((sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0).toFixed(1));
    return [...this.byRoute.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([route, { ms, statuses }]) => {
        const sorted = [...ms].sort((a, b) => a - b);
        return { route, requests: ms.length, rps: Number((ms.length / seconds).toFixed(1)), p50: pct(sorted, 50), p99: pct(sorted, 99), statuses };
      });
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
