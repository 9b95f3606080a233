import { Global, Module } from '@nestjs/common';
import type { Logger } from 'pino';

export const LOGGER = Symbol('Logger');

/** Provides the process's pino logger to every module. */
@Global()
@Module({})
export class ObservabilityModule {
  static forRoot(logger: Logger) {
    return { module: ObservabilityModule, providers: [{ provide: LOGGER, useValue: logger }], exports: [LOGGER] };
  }
}
