import { Controller, Get, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { QueueHealth } from '@backoffice/shared/queue';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { Public } from '../http/auth';
import { Operation } from '../http/openapi/operation';
import { Named, StringEnum, Type } from '../http/openapi/schemas';
import { ShutdownState } from './shutdown-state';

const Checks = Type.Object({ database: StringEnum(['up', 'down'] as const), queue: StringEnum(['up', 'down'] as const), queueMode: StringEnum(['bullmq', 'in-process'] as const) });
const LiveSchema = Named('Live', { status: Type.Literal('ok') });
const ReadySchema = Named('Ready', { status: Type.Literal('ready'), checks: Checks });

/**
 * Liveness (the process answers) and readiness (it can serve: database and queue reachable, and
 * not shutting down).
 */
@ApiTags('health')
@Public()
@Controller('health')
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly queue: QueueHealth,
    private readonly shutdown: ShutdownState,
  ) {}

  @Get('live')
  @Operation({ id: 'health.live', summary: 'The process answers', response: LiveSchema })
  live() {
    return { status: 'ok' };
  }

  @Get('ready')
  @Operation({
    id: 'health.ready',
    summary: 'The instance can serve: database and queue backend reachable, not shutting down (503 NOT_READY otherwise, with the failing check)',
    response: ReadySchema,
    errors: { 503: ['NOT_READY'] },
    errorProperties: { 503: { status: StringEnum(['draining', 'unavailable'] as const), checks: Type.Optional(Checks) } },
  })
  async ready(@Res() reply: FastifyReply): Promise<void> {
    if (this.shutdown.draining) {
      await reply.status(503).send({ error: 'NOT_READY', message: 'This instance is shutting down', status: 'draining' });
      return;
    }
    const [database, queue] = await Promise.all([this.databaseUp(), this.queue.ping()]);
    const checks = { database: database ? 'up' : 'down', queue: queue ? 'up' : 'down', queueMode: this.queue.mode() };
    const ready = database && queue;
    await reply
      .status(ready ? 200 : 503)
      .send(ready ? { status: 'ready', checks } : { error: 'NOT_READY', message: 'A dependency is not reachable', status: 'unavailable', checks });
  }

  private async databaseUp(): Promise<boolean> {
    const timeout = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 2000).unref());
    const query = this.dataSource.query('SELECT 1').then(
      () => true,
      () => false,
    );
    return Promise.race([query, timeout]);
  }
}
