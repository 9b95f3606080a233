import { Injectable, Type } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { FindProducts } from '@backoffice/catalogue/application';
import { DescribeApiKeys } from '@backoffice/identity/application';
import { ProductDirectory, UserDirectory } from '@backoffice/inventory/application';

/**
 * Other contexts are reached through their application libs only. Their Nest modules live in
 * their infrastructure libs, which this lib may not import, so the use case is resolved from
 * the running application (api and worker both load the catalogue and identity modules).
 */
function lazily<T>(moduleRef: ModuleRef, type: Type<T>): () => T {
  let instance: T | undefined;
  return (): T => {
    const resolved = instance ?? (moduleRef.get(type, { strict: false }) as T);
    instance = resolved;
    return resolved;
  };
}

@Injectable()
export class CatalogueProductDirectory implements ProductDirectory {
  private readonly findProducts: () => FindProducts;

  constructor(moduleRef: ModuleRef) {
    this.findProducts = lazily(moduleRef, FindProducts);
  }

  async existing(companyId: number, ids: number[]): Promise<Set<number>> {
    return new Set((await this.findProducts().byIds(companyId, ids)).keys());
  }
}

@Injectable()
export class ApiKeyUserDirectory implements UserDirectory {
  private readonly describeApiKeys: () => DescribeApiKeys;

  constructor(moduleRef: ModuleRef) {
    this.describeApiKeys = lazily(moduleRef, DescribeApiKeys);
  }

  describe(companyId: number, ids: number[]): Promise<Map<number, { id: number; name: string }>> {
    return this.describeApiKeys().byIds(companyId, ids);
  }
}
