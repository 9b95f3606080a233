import { DynamicModule, Module } from '@nestjs/common';
import { AppMetrics } from './app-metrics';
import { SystemMetrics } from './system-metrics';

/** The process's metrics registry, with the system-wide collectors registered in it. */
@Module({})
export class MetricsModule {
  static forRoot(): DynamicModule {
    return {
      module: MetricsModule,
      providers: [{ provide: AppMetrics, useFactory: () => new AppMetrics() }, SystemMetrics],
      exports: [AppMetrics, SystemMetrics],
    };
  }
}
