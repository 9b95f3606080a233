import * as http from 'node:http';
import * as https from 'node:https';
import { DocumentFetcher, FetchFailedError } from '@backoffice/extraction/application';
import { AddressPolicy, BlockedAddressError, resolveAllowed } from '@backoffice/shared/net';

const MAX_REDIRECTS = 3;

export interface FetchOptions {
  policy: AddressPolicy;
  maxBytes: number;
  timeoutMs: number;
  /** Name resolution with the policy applied; tests map names to local addresses here. */
  resolve?: (host: string, policy: AddressPolicy) => Promise<{ address: string; family: number }>;
}

/**
 * GETs a document for extract-from-url with the webhooks' address guard: the host is resolved and
 * checked, and the socket connects to that checked address only (TLS still verifies the name), so
 * a name cannot be re-pointed at an internal service between check and use. A redirect is
 * followed (at most three) only after its target passes the same check. One deadline covers every
 * hop; the body is cut off past the size limit.
 */
export class GuardedHttpFetcher implements DocumentFetcher {
  constructor(private readonly options: FetchOptions) {}

  async fetch(url: URL): Promise<Buffer> {
    const deadline = Date.now() + this.options.timeoutMs;
    let target = url;
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      const answer = await this.get(target, deadline);
      if (answer.redirect === undefined) return answer.body as Buffer;
      let next: URL;
      try {
        next = new URL(answer.redirect, target);
      } catch {
        throw new FetchFailedError('the server redirected to an invalid address');
      }
      if (next.protocol !== 'http:' && next.protocol !== 'https:') throw new FetchFailedError('the server redirected to a non-HTTP address');
      target = next;
    }
    throw new FetchFailedError(`more than ${MAX_REDIRECTS} redirects`);
  }

  private async get(url: URL, deadline: number): Promise<{ body?: Buffer; redirect?: string }> {
    const remaining = () => Math.max(1, deadline - Date.now());
    let address: { address: string; family: number };
    try {
      address = await withDeadline((this.options.resolve ?? resolveAllowed)(url.hostname, this.options.policy), remaining());
    } catch (error) {
      if (error instanceof BlockedAddressError) throw new FetchFailedError(`${url.hostname} is a ${error.kind} address, which is not an allowed target`);
      if (error instanceof FetchFailedError) throw error;
      throw new FetchFailedError(`${url.hostname} does not resolve`);
    }
    const secure = url.protocol === 'https:';
    return new Promise((resolve, reject) => {
      const req = (secure ? https : http).request(
        {
          method: 'GET',
          host: address.address,
          family: address.family,
          port: url.port || (secure ? 443 : 80),
          path: `${url.pathname}${url.search}`,
          servername: secure && !/^[\d.:[\]]+$/.test(url.hostname) ? url.hostname : undefined,
          headers: { host: url.host, accept: 'application/pdf,image/png,image/jpeg,*/*;q=0.5', 'user-agent': 'backoffice-extraction/1' },
          timeout: remaining(),
        },
        (res) => {
          const status = res.statusCode ?? 0;
          if (status >= 300 && status < 400 && res.headers.location) {
            res.resume();
            return resolve({ redirect: res.headers.location });
          }
          if (status < 200 || status >= 300) {
            res.resume();
            return reject(new FetchFailedError(`the server answered ${status}`));
          }
          const declared = Number(res.headers['content-length']);
          if (declared > this.options.maxBytes) {
            req.destroy();
            return reject(tooLarge(this.options.maxBytes));
          }
          const chunks: Buffer[] = [];
          let size = 0;
          res.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > this.options.maxBytes) {
              req.destroy();
              reject(tooLarge(this.options.maxBytes));
              return;
            }
            chunks.push(chunk);
          });
          res.on('end', () => resolve({ body: Buffer.concat(chunks) }));
          res.on('error', () => reject(new FetchFailedError('the connection broke while reading the answer')));
        },
      );
      const timer = setTimeout(() => req.destroy(Object.assign(new Error('deadline'), { code: 'EDEADLINE' })), remaining());
      timer.unref();
      req.on('close', () => clearTimeout(timer));
      req.on('timeout', () => req.destroy(Object.assign(new Error('deadline'), { code: 'EDEADLINE' })));
      req.on('error', (error: NodeJS.ErrnoException) =>
        reject(new FetchFailedError(error.code === 'EDEADLINE' ? `no complete answer within ${this.options.timeoutMs} ms` : `could not connect (${error.code ?? error.message})`)),
      );
      req.end();
    });
  }
}

function tooLarge(maxBytes: number): FetchFailedError {
  return new FetchFailedError(`the document is larger than ${maxBytes} bytes`);
}

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new FetchFailedError('the host name did not resolve in time')), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
