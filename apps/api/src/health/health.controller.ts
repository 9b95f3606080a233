import { Controller, Get, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { QueueHealth } from '@backoffice/shared/queue';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { Public } from '../http/auth';
import { ShutdownState } from './shutdown-state';

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
  live() {
    return { status: 'ok' };
  }

  @Get('ready')
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
