import { AppMetrics } from '@backoffice/shared/metrics';
import type { FastifyInstance } from 'fastify';

/** One latency observation per answer, labelled by the route pattern that matched (bounded). */
export function registerHttpMetrics(fastify: FastifyInstance, metrics: AppMetrics): void {
  fastify.addHook('onResponse', (request, reply, done) => {
    metrics.observeHttp(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}
