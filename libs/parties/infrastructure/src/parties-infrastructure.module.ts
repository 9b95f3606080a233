import { DynamicModule, Module, ModuleMetadata } from '@nestjs/common';
import {
  COMPANY_DEFAULTS,
  CreateAddress,
  CreateClient,
  CreateContact,
  CreateVendor,
  DescribeEntities,
  ENTITY_DIRECTORY,
  EditVendor,
  FILE_REFERENCES,
  GetPricelist,
  GetVendor,
  ListVendors,
  PARTY_REPOSITORY,
  PRICELIST_REPOSITORY,
  PRODUCT_CATALOGUE,
  QuoteVendorPrice,
  ReplacePricelist,
  VendorReferences,
} from '@backoffice/parties/application';
import { CatalogueProductAdapter, CompanySettingsDefaults, FilesReferencesAdapter } from './cross-context.adapters';
import { PgEntityDirectory } from './pg-entity-directory';
import { PgPartyRepository } from './pg-party.repository';
import { PgPricelistRepository } from './pg-pricelist.repository';

const useCases = [CreateVendor, EditVendor, GetVendor, ListVendors, CreateClient, CreateAddress, CreateContact, GetPricelist, ReplacePricelist, QuoteVendorPrice, DescribeEntities];

const providers = [
  ...useCases,
  VendorReferences,
  { provide: PARTY_REPOSITORY, useClass: PgPartyRepository },
  { provide: PRICELIST_REPOSITORY, useClass: PgPricelistRepository },
  { provide: PRODUCT_CATALOGUE, useClass: CatalogueProductAdapter },
  { provide: COMPANY_DEFAULTS, useClass: CompanySettingsDefaults },
  { provide: FILE_REFERENCES, useClass: FilesReferencesAdapter },
  { provide: ENTITY_DIRECTORY, useClass: PgEntityDirectory },
];

/**
 * The parties context's adapters and use cases: clients, vendors, addresses, contacts,
 * pricelists. Its adapters call the catalogue (`FindProducts`), identity (`GetCompanySettings`)
 * and files (`DescribeFiles`) application libs; the composition root passes in the modules that provide them, so
 * this lib depends on no other context's infrastructure.
 */
@Module({})
export class PartiesInfrastructureModule {
  static register(options: { imports: NonNullable<ModuleMetadata['imports']> }): DynamicModule {
    return { module: PartiesInfrastructureModule, imports: options.imports, providers, exports: useCases };
  }
}
