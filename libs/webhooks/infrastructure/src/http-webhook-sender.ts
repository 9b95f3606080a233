import * as http from 'node:http';
import * as https from 'node:https';
import { AddressPolicy, resolveAllowed } from '@backoffice/shared/net';
import { SendResult, WebhookSender } from '@backoffice/webhooks/application';
import { classifyStatus, FailureReason } from '@backoffice/webhooks/domain';

const MAX_RESPONSE_BYTES = 64 * 1024;

/** Why a request failed, from Node's error code. */
export function classifyError(error: NodeJS.ErrnoException): FailureReason {
  const code = error.code ?? '';
  if (code === 'EBLOCKEDADDRESS') return 'blocked_address';
  if (code === 'ETIMEOUTWEBHOOK') return 'timeout';
  if (['ENOTFOUND', 'EAI_AGAIN', 'ENODATA', 'EAI_FAIL', 'EAI_NONAME'].includes(code)) return 'dns';
  if (/CERT|TLS|SSL|SELF_SIGNED|UNABLE_TO_|HOSTNAME_MISMATCH|ALTNAME/.test(code) || /certificate|ssl|tls/i.test(error.message)) return 'tls';
  return 'connect';
}

/**
 * POSTs a delivery with `http.request` on keep-alive agents (global fetch was 1.7-3.6x slower,
 * docs/performance.md, pitfall 6). The host is resolved and checked first and the socket connects to that checked
 * address only (TLS still verifies the name). Redirects are not followed: a 3xx is a failure.
 * One deadline covers connect, headers and body.
 */
export class HttpWebhookSender implements WebhookSender {
  private readonly httpAgent: http.Agent;
  private readonly httpsAgent: https.Agent;

  constructor(private readonly options: { timeoutMs: number; policy: AddressPolicy; maxSocketsPerHost: number }) {
    this.httpAgent = new http.Agent({ keepAlive: true, maxSockets: options.maxSocketsPerHost, keepAliveMsecs: 1000 });
    this.httpsAgent = new https.Agent({ keepAlive: true, maxSockets: options.maxSocketsPerHost, keepAliveMsecs: 1000 });
  }

  async send(request: { url: string; body: string; headers: Record<string, string> }): Promise<SendResult> {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    const url = new URL(request.url);
    let cleanup: () => void = () => undefined;
    const deadline = new Promise<never>((_, reject) => {
      const timer = setTimeout(() => reject(Object.assign(new Error(`no answer within ${this.options.timeoutMs} ms`), { code: 'ETIMEOUTWEBHOOK' })), this.options.timeoutMs);
      timer.unref();
      cleanup = () => clearTimeout(timer);
    });
    let req: http.ClientRequest | undefined;
    try {
      const target = await Promise.race([resolveAllowed(url.hostname, this.options.policy), deadline]);
      const secure = url.protocol === 'https:';
      const body = Buffer.from(request.body, 'utf8');
      const answer = new Promise<{ status: number; retryAfter?: string }>((resolve, reject) => {
        req = (secure ? https : http).request(
          {
            method: 'POST',
            host: target.address,
            family: target.family,
            port: url.port || (secure ? 443 : 80),
            path: `${url.pathname}${url.search}`,
            servername: secure && !/^[\d.:[\]]+$/.test(url.hostname) ? url.hostname : undefined,
            agent: secure ? this.httpsAgent : this.httpAgent,
            headers: { ...request.headers, host: url.host, 'content-length': String(body.length) },
          },
          (res) => {
            let received = 0;
            res.on('data', (chunk: Buffer) => {
              received += chunk.length;
              if (received > MAX_RESPONSE_BYTES) res.destroy();
            });
            const done = () => resolve({ status: res.statusCode ?? 0, retryAfter: header(res.headers['retry-after']) });
            res.on('end', done);
            res.on('close', done);
            res.on('error', done);
          },
        );
        req.on('error', reject);
        req.end(body);
      });
      const { status, retryAfter } = await Promise.race([answer, deadline]);
      return { status, failure: classifyStatus(status), retryAfter, durationMs: elapsed(), errorMessage: null };
    } catch (error) {
      const failure = classifyError(error as NodeJS.ErrnoException);
      (req as http.ClientRequest | undefined)?.destroy();
      return { status: null, failure, durationMs: elapsed(), errorMessage: String((error as Error).message).slice(0, 500) };
    } finally {
      cleanup();
    }
  }

  close(): void {
    this.httpAgent.destroy();
    this.httpsAgent.destroy();
  }
}

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
