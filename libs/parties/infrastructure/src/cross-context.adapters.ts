import { Injectable } from '@nestjs/common';
import { FindProducts } from '@backoffice/catalogue/application';
import { DescribeFiles } from '@backoffice/files/application';
import { GetCompanySettings } from '@backoffice/identity/application';
import { CatalogueProduct, CompanyDefaults, FileReferences, ProductCatalogue } from '@backoffice/parties/application';
import { VendorDefaults } from '@backoffice/parties/domain';

/** Pricelists read products through the catalogue's FindProducts (one query per batch of ids). */
@Injectable()
export class CatalogueProductAdapter implements ProductCatalogue {
  constructor(private readonly findProducts: FindProducts) {}

  async byIds(companyId: number, ids: number[]): Promise<Map<number, CatalogueProduct>> {
    return this.findProducts.byIds(companyId, ids);
  }
}

/** Vendor fallbacks come from identity's company settings. */
@Injectable()
export class CompanySettingsDefaults implements CompanyDefaults {
  constructor(private readonly settings: GetCompanySettings) {}

  async forCompany(companyId: number): Promise<VendorDefaults> {
    const s = await this.settings.forCompany(companyId);
    return { paymentTermType: s.defaultPaymentTermType, paymentTermDays: s.defaultPaymentTermDays, withholdingTaxRate: s.defaultWithholdingTaxRate, vatRate: s.vatRate };
  }
}

/** Whether a file id is the company's, asked of the files context (its DescribeFiles). */
@Injectable()
export class FilesReferencesAdapter implements FileReferences {
  constructor(private readonly files: DescribeFiles) {}

  async exists(companyId: number, fileId: number): Promise<boolean> {
    return (await this.files.byIds(companyId, [fileId])).has(fileId);
  }
}
