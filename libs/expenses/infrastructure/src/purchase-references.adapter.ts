import { Injectable } from '@nestjs/common';
import { PurchaseReferences, VendorRef } from '@backoffice/expenses/application';
import { DescribeFiles } from '@backoffice/files/application';
import { DescribeApiKeys } from '@backoffice/identity/application';
import { DescribeEntities } from '@backoffice/parties/application';

/** Vendors from parties, key names from identity, receipts with signed links from files. */
@Injectable()
export class PurchaseReferencesAdapter implements PurchaseReferences {
  constructor(
    private readonly entities: DescribeEntities,
    private readonly keys: DescribeApiKeys,
    private readonly filesOf: DescribeFiles,
  ) {}

  async vendors(companyId: number, ids: number[]): Promise<Map<number, VendorRef>> {
    const found = await this.entities.byIds(companyId, ids);
    return new Map([...found.values()].map((e) => [e.id, { id: e.id, name: e.name, isVendor: e.isVendor }]));
  }

  users(companyId: number, ids: number[]): Promise<Map<number, { id: number; name: string }>> {
    return this.keys.byIds(companyId, ids);
  }

  async files(companyId: number, ids: number[]): Promise<Map<number, { id: number; remoteUrl: string }>> {
    const found = await this.filesOf.byIds(companyId, ids);
    return new Map([...found.values()].map((f) => [f.id, { id: f.id, remoteUrl: f.remoteUrl }]));
  }
}
