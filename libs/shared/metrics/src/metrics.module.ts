import { DynamicModule, Global, Module } from '@nestjs/common';
import { JOB_OBSERVER, JobObserver } from '@backoffice/shared/queue';
import { AppMetrics } from './app-metrics';
import { SystemMetrics } from './system-metrics';

/**
 * The process's metrics registry, with the system-wide collectors registered in it, and the
 * observer through which the queue adapters time every job this process runs. Global, so the
 * queue module (and any context) finds them.
 */
@Global()
@Module({})
export class MetricsModule {
  static forRoot(): DynamicModule {
    return {
      module: MetricsModule,
      providers: [
        { provide: AppMetrics, useFactory: () => new AppMetrics() },
        SystemMetrics,
        {
          provide: JOB_OBSERVER,
          inject: [AppMetrics],
          useFactory: (metrics: AppMetrics): JobObserver => ({
            started: (job) => metrics.jobStarted(job),
            finished: (job, outcome, seconds) => metrics.jobFinished(job, outcome, seconds),
          }),
        },
      ],
      exports: [AppMetrics, SystemMetrics, JOB_OBSERVER],
    };
  }
}
