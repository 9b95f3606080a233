import { timingSafeEqual } from 'node:crypto';
import { Controller, Get, Headers, Inject, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { APP_CONFIG, AppConfig } from '@backoffice/shared/config';
import { UnauthorizedError } from '@backoffice/shared/kernel';
import { AppMetrics } from '@backoffice/shared/metrics';
import type { FastifyReply } from 'fastify';
import { Public } from '../http/auth';

/**
 * Prometheus text exposition. Not an API-key route: a scraper is not a company. With
 * METRICS_TOKEN set it needs `Authorization: Bearer <METRICS_TOKEN>`; without, it is open, for a
 * deployment that keeps /metrics off the public side of its proxy (docs/operations.md).
 */
@ApiExcludeController()
@Public()
@Controller('metrics')
export class MetricsController {
  constructor(
    private readonly metrics: AppMetrics,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  async scrape(@Headers('authorization') authorization: string | undefined, @Res() reply: FastifyReply): Promise<void> {
    const token = this.config.http.metricsToken;
    if (token && !sameSecret(/^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1] ?? '', token)) {
      throw new UnauthorizedError('GET /metrics needs Authorization: Bearer <METRICS_TOKEN>');
    }
    await reply
      .header('content-type', this.metrics.contentType())
      .header('cache-control', 'no-store')
      .send(await this.metrics.render());
  }
}

function sameSecret(given: string, expected: string): boolean {
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}
