import * as http from 'node:http';
import { AddressInfo } from 'node:net';
import { FetchFailedError } from '@backoffice/extraction/application';
import { AddressPolicy, BlockedAddressError, resolveAllowed } from '@backoffice/shared/net';
import { GuardedHttpFetcher } from './guarded-http.fetcher';

describe('GuardedHttpFetcher', () => {
  let server: http.Server;
  let port: number;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.url === '/doc') return res.end(Buffer.from('%PDF-1.4 small'));
      if (req.url === '/big') return res.end(Buffer.alloc(5000, 1));
      if (req.url === '/to-internal') return res.writeHead(302, { location: `http://internal.test:${port}/doc` }).end();
      if (req.url === '/to-doc') return res.writeHead(301, { location: '/doc' }).end();
      if (req.url === '/loop') return res.writeHead(302, { location: '/loop' }).end();
      if (req.url === '/slow') return setTimeout(() => res.end('late'), 1000);
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  // "receipts.test" stands for a public host (served locally); "internal.test" resolves to a private address.
  const resolve = async (host: string, policy: AddressPolicy) => {
    if (host === 'receipts.test') return { address: '127.0.0.1', family: 4 };
    if (host === 'internal.test') throw new BlockedAddressError(host, '10.0.0.5', 'private');
    return resolveAllowed(host, policy);
  };
  const fetcher = (options: Partial<ConstructorParameters<typeof GuardedHttpFetcher>[0]> = {}) =>
    new GuardedHttpFetcher({ policy: { allowPrivate: false }, maxBytes: 1000, timeoutMs: 500, resolve, ...options });
  const at = (path: string, host = 'receipts.test') => new URL(`http://${host}:${port}${path}`);

  it('downloads a document', async () => {
    expect((await fetcher().fetch(at('/doc'))).toString()).toBe('%PDF-1.4 small');
  });

  it('follows a redirect whose target passes the address check', async () => {
    expect((await fetcher().fetch(at('/to-doc'))).toString()).toBe('%PDF-1.4 small');
  });

  it('refuses a redirect to a private address', async () => {
    await expect(fetcher().fetch(at('/to-internal'))).rejects.toThrow(/internal.test is a private address/);
  });

  it('refuses loopback targets unless private targets are allowed', async () => {
    await expect(fetcher().fetch(at('/doc', '127.0.0.1'))).rejects.toThrow(/loopback address/);
    const allowed = fetcher({ policy: { allowPrivate: true } });
    expect((await allowed.fetch(at('/doc', '127.0.0.1'))).length).toBe(14);
  });

  it('fails on a non-2xx answer, past the size limit, after the deadline, and on redirect loops', async () => {
    await expect(fetcher().fetch(at('/missing'))).rejects.toThrow(/answered 404/);
    await expect(fetcher().fetch(at('/big'))).rejects.toThrow(/larger than 1000 bytes/);
    await expect(fetcher().fetch(at('/slow'))).rejects.toThrow(/within 500 ms/);
    await expect(fetcher().fetch(at('/loop'))).rejects.toThrow(/more than 3 redirects/);
    await expect(fetcher().fetch(at('/missing'))).rejects.toBeInstanceOf(FetchFailedError);
  });

  it('fails when the name does not resolve', async () => {
    await expect(fetcher().fetch(new URL('http://no-such-host.invalid/doc'))).rejects.toThrow(/does not resolve/);
  });
});
