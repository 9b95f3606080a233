import { DynamicModule, Type } from '@nestjs/common';
import { AppConfig, ConfigModule } from '@backoffice/shared/config';
import { MetricsModule } from '@backoffice/shared/metrics';
import { Logger, ObservabilityModule } from '@backoffice/shared/observability';
import { PersistenceModule } from '@backoffice/shared/persistence';
import { QueueModule } from '@backoffice/shared/queue';

/**
 * What every process stands on, in this order: configuration, logging, PostgreSQL, and, for the
 * processes that run or enqueue jobs, the queue (consuming or not) and the metrics registry.
 */
export function foundation(config: AppConfig, logger: Logger, jobs?: { consume: boolean }): (Type<unknown> | DynamicModule)[] {
  const base = [ConfigModule.forRoot(config), ObservabilityModule.forRoot(logger), PersistenceModule];
  return jobs ? [...base, QueueModule.forRoot({ consume: jobs.consume }), MetricsModule.forRoot()] : base;
}
