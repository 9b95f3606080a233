import { DynamicModule, Module } from '@nestjs/common';
import { ALL_CONTEXTS, foundation } from '@backoffice/platform/composition';
import { AppConfig } from '@backoffice/shared/config';
import { Logger } from '@backoffice/shared/observability';
import { WorkerHttpServer } from './worker-http.server';

/**
 * The worker: every context, consuming every BullMQ queue a context registered a handler for, so
 * no job any context defines is left without a consumer. Its only HTTP is the optional probe and
 * metrics port (WORKER_HTTP_PORT).
 */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig, logger: Logger): DynamicModule {
    return {
      module: WorkerModule,
      imports: [...foundation(config, logger, { consume: true }), ...ALL_CONTEXTS],
      providers: [WorkerHttpServer],
    };
  }
}
