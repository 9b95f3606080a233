import { Injectable } from '@nestjs/common';
import { DocumentClient, DocumentParties, DocumentSettings, DocumentTaxSettings } from '@backoffice/documents/application';
import { GetCompanySettings } from '@backoffice/identity/application';
import { DescribeEntities } from '@backoffice/parties/application';
import { Decimal } from '@backoffice/shared/kernel';

/** The entity a document is issued to, from the parties context. */
@Injectable()
export class DocumentPartiesAdapter implements DocumentParties {
  constructor(private readonly entities: DescribeEntities) {}

  async find(companyId: number, entityId: number): Promise<DocumentClient | null> {
    const entity = (await this.entities.byIds(companyId, [entityId])).get(entityId);
    return entity ? { id: entity.id, name: entity.name, taxId: entity.taxId || null } : null;
  }
}

/** VAT rate and allocation-number threshold, from the company settings (identity context). */
@Injectable()
export class DocumentSettingsAdapter implements DocumentSettings {
  constructor(private readonly settings: GetCompanySettings) {}

  async forCompany(companyId: number): Promise<DocumentTaxSettings> {
    const settings = await this.settings.forCompany(companyId);
    return { vatRate: Decimal.of(settings.vatRate), allocationNumberThreshold: Decimal.of(settings.allocationNumberThreshold) };
  }
}
