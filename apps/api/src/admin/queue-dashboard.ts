import { timingSafeEqual } from 'node:crypto';
import { createBullBoard } from '@bull-board/api';
import type { IServerAdapter } from '@bull-board/api/dist/types';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppConfig } from '@backoffice/shared/config';
import { JobQueue } from '@backoffice/shared/kernel';
import { Logger } from '@backoffice/shared/observability';
import { BullMqJobQueue, JobRegistry } from '@backoffice/shared/queue';

export const QUEUE_DASHBOARD_PATH = '/admin/queues';

/**
 * Bull Board is a single-page app: its own scripts, styles and images from this origin, inline
 * style attributes, and JSON calls to its own API. Everything else is refused (its stylesheet
 * asks for web fonts from a third party, which are left out: the page falls back to system fonts).
 */
const DASHBOARD_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; manifest-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'";

/**
 * The operators' queue dashboard (Bull Board) at /admin/queues: every BullMQ queue of this
 * deployment, its jobs, their data, errors and retries. Served only with REDIS_URL (the in-process
 * mode has no queue to show) and ADMIN_TOKEN set. Access is the operator token, not a company's
 * API key: a browser gives it as the password of HTTP Basic authentication (any user name), a
 * script as `Authorization: Bearer <ADMIN_TOKEN>`. Returns whether it was registered.
 *
 * Register after the root hooks (security headers, request context, metrics): a Fastify child
 * scope takes the root's hooks as they are when it is created.
 */
export async function registerQueueDashboard(fastify: FastifyInstance, deps: { config: AppConfig; jobs: JobQueue; registry: JobRegistry; logger: Logger }): Promise<boolean> {
  const { config, jobs, registry, logger } = deps;
  if (!(jobs instanceof BullMqJobQueue)) return false;
  const token = config.admin.token;
  if (!token) {
    logger.info(`queue dashboard not served: set ADMIN_TOKEN to open it at ${QUEUE_DASHBOARD_PATH}`);
    return false;
  }
  const board = new FastifyAdapter();
  board.setBasePath(QUEUE_DASHBOARD_PATH);
  // Contexts register their job handlers (and so their queues) when the app initialises, after this.
  const { replaceQueues } = createBullBoard({
    queues: [],
    // The Fastify adapter's latest release (9.10.1) declares its types against @bull-board/api 9.10.1; at run time it
    // only takes the routes and the UI path that this @bull-board/api (9.10.2) hands it.
    serverAdapter: board as unknown as IServerAdapter,
    options: { uiConfig: { boardTitle: 'Back office queues', hideDocsLink: true } },
  });
  let shown = '';
  await fastify.register(async (scope) => {
    scope.addHook('onRequest', (request, reply, done) => {
      void reply.header('content-security-policy', DASHBOARD_CSP).header('cache-control', 'no-store');
      const given = operatorToken(request);
      if (given === undefined || !sameSecret(given, token)) return refuse(reply);
      const names = registry.queues();
      if (names.join() !== shown) {
        replaceQueues(names.map((name) => new BullMQAdapter(jobs.queue(name))));
        shown = names.join();
      }
      done();
    });
    await scope.register(board.registerPlugin(), { prefix: QUEUE_DASHBOARD_PATH });
  });
  logger.info({ path: QUEUE_DASHBOARD_PATH }, 'queue dashboard served (operator token)');
  return true;
}

/** The token a request offers: the password of Basic credentials, or a bearer token. */
function operatorToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization ?? '';
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (bearer) return bearer[1];
  const basic = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header);
  if (!basic) return undefined;
  const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? undefined : decoded.slice(colon + 1);
}

function refuse(reply: FastifyReply): void {
  void reply
    .status(401)
    .header('www-authenticate', 'Basic realm="Back office operators", charset="UTF-8"')
    .send({ error: 'UNAUTHORIZED', message: `${QUEUE_DASHBOARD_PATH} needs the operator token (ADMIN_TOKEN) as the Basic password or a bearer token` });
}

function sameSecret(given: string, expected: string): boolean {
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}
