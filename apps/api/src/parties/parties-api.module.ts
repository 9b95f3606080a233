import { Module } from '@nestjs/common';
import { CatalogueInfrastructureModule } from '@backoffice/catalogue/infrastructure';
import { IdentityInfrastructureModule } from '@backoffice/identity/infrastructure';
import { PartiesInfrastructureModule } from '@backoffice/parties/infrastructure';
import { CompanySettingsController } from '../identity/company-settings.controller';
import { AddressesController, ClientsController, ContactsController } from './parties.controllers';
import { PricelistsController } from './pricelists.controller';
import { VendorsController } from './vendors.controller';

/** Clients, vendors, addresses, contacts, pricelists; and the company settings vendors fall back to. */
@Module({
  imports: [PartiesInfrastructureModule.register({ imports: [CatalogueInfrastructureModule, IdentityInfrastructureModule] }), IdentityInfrastructureModule],
  controllers: [VendorsController, PricelistsController, ClientsController, AddressesController, ContactsController, CompanySettingsController],
})
export class PartiesApiModule {}
