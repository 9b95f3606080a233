import { Global, Module } from '@nestjs/common';
import { AppConfig } from './app-config';
import { loadConfig } from './load-config';
import { SECRETS_KEY, SecretsKey } from './secrets-key';

export const APP_CONFIG = Symbol('AppConfig');

/** Provides the one parsed AppConfig. Apps call `ConfigModule.forRoot(config)` with what they loaded at start. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig = loadConfig()) {
    return {
      module: ConfigModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: SECRETS_KEY, useFactory: () => SecretsKey.resolve(config) },
      ],
      exports: [APP_CONFIG, SECRETS_KEY],
    };
  }
}
