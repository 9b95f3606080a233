import type { FastifyInstance, FastifyRequest } from 'fastify';

/** JSON answers load nothing and may not be framed. */
const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
/**
 * The API reference (Swagger UI) loads its own scripts and styles from /docs and calls the API
 * from the page; its HTML carries inline <style> blocks, hence 'unsafe-inline' for styles only.
 */
const DOCS_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'";

/**
 * Headers every answer carries, errors and 404s included (set on arrival, so nothing can skip
 * them). A route that serves other content sets its own Content-Security-Policy on top (signed
 * file links and the document preview sandbox theirs). HSTS goes only on requests that came
 * over HTTPS, directly or through a proxy's X-Forwarded-Proto: browsers ignore it on plain HTTP.
 */
export function registerSecurityHeaders(fastify: FastifyInstance, options: { hstsMaxAgeSeconds: number }): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    void reply
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'no-referrer')
      .header('x-frame-options', 'DENY')
      .header('cross-origin-opener-policy', 'same-origin')
      .header('content-security-policy', isDocs(request) ? DOCS_CSP : API_CSP);
    if (options.hstsMaxAgeSeconds > 0 && request.protocol === 'https') {
      void reply.header('strict-transport-security', `max-age=${options.hstsMaxAgeSeconds}`);
    }
    done();
  });
}

function isDocs(request: FastifyRequest): boolean {
  const path = request.url.split('?', 1)[0];
  return path === '/docs' || path.startsWith('/docs/');
}
