import { DynamicModule, Module, ModuleMetadata } from '@nestjs/common';

/**
 * The expenses context's adapters and use cases. The app passes in the modules of the other
 * contexts whose application libs its adapters call.
 */
@Module({})
export class ExpensesInfrastructureModule {
  static register(options: { imports: NonNullable<ModuleMetadata['imports']> }): DynamicModule {
    return { module: ExpensesInfrastructureModule, imports: options.imports, providers: [], exports: [] };
  }
}
