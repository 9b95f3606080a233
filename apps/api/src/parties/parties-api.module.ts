import { Module } from '@nestjs/common';
import { contexts } from '@backoffice/platform/composition';
import { CompanySettingsController } from '../identity/company-settings.controller';
import { AddressesController, ClientsController, ContactsController } from './parties.controllers';
import { PricelistsController } from './pricelists.controller';
import { VendorsController } from './vendors.controller';

/** Clients, vendors, addresses, contacts, pricelists; and the company settings vendors fall back to. */
@Module({
  imports: [contexts.parties, contexts.identity],
  controllers: [VendorsController, PricelistsController, ClientsController, AddressesController, ContactsController, CompanySettingsController],
})
export class PartiesApiModule {}
