import { Module } from '@nestjs/common';
import { CatalogueInfrastructureModule } from '@backoffice/catalogue/infrastructure';
import { ExpensesInfrastructureModule } from '@backoffice/expenses/infrastructure';
import { FilesInfrastructureModule } from '@backoffice/files/infrastructure';
import { IdentityInfrastructureModule } from '@backoffice/identity/infrastructure';
import { PartiesInfrastructureModule } from '@backoffice/parties/infrastructure';
import { ExpensesController } from './expenses.controller';
import { PurchaseController } from './purchase.controller';

const parties = PartiesInfrastructureModule.register({ imports: [CatalogueInfrastructureModule, IdentityInfrastructureModule] });

/** Expenses and the supplier invoices of the purchase side. */
@Module({
  imports: [ExpensesInfrastructureModule.register({ imports: [IdentityInfrastructureModule, FilesInfrastructureModule, parties] })],
  controllers: [ExpensesController, PurchaseController],
})
export class ExpensesApiModule {}
