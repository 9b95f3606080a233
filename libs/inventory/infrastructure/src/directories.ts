import { Injectable } from '@nestjs/common';
import { FindProducts } from '@backoffice/catalogue/application';
import { DescribeApiKeys } from '@backoffice/identity/application';
import { ProductDirectory, UserDirectory } from '@backoffice/inventory/application';

/** Products of the company, from the catalogue context. */
@Injectable()
export class CatalogueProductDirectory implements ProductDirectory {
  constructor(private readonly findProducts: FindProducts) {}

  async existing(companyId: number, ids: number[]): Promise<Set<number>> {
    return new Set((await this.findProducts.byIds(companyId, ids)).keys());
  }
}

/** The API keys that made movements (`user`), from the identity context. */
@Injectable()
export class ApiKeyUserDirectory implements UserDirectory {
  constructor(private readonly describeApiKeys: DescribeApiKeys) {}

  describe(companyId: number, ids: number[]): Promise<Map<number, { id: number; name: string }>> {
    return this.describeApiKeys.byIds(companyId, ids);
  }
}
