import { Module } from '@nestjs/common';
import { contexts } from '@backoffice/platform/composition';
import { ExpensesController } from './expenses.controller';
import { PurchaseController } from './purchase.controller';

/** Expenses and the supplier invoices of the purchase side. */
@Module({
  imports: [contexts.expenses],
  controllers: [ExpensesController, PurchaseController],
})
export class ExpensesApiModule {}
