import { DynamicModule, Module, ModuleMetadata } from '@nestjs/common';

/**
 * The webhooks context's adapters and use cases. The app passes in the modules of the other
 * contexts whose application libs its adapters call.
 */
@Module({})
export class WebhooksInfrastructureModule {
  static register(options: { imports: NonNullable<ModuleMetadata['imports']> }): DynamicModule {
    return { module: WebhooksInfrastructureModule, imports: options.imports, providers: [], exports: [] };
  }
}
