import { DynamicModule, Module, ModuleMetadata } from '@nestjs/common';
import {
  CancelSupplierInvoice,
  CreateExpense,
  CreateSupplierInvoice,
  DeleteExpense,
  EXCHANGE_RATES,
  EXCHANGE_RATE_FILE_READER,
  EXPENSE_REPOSITORY,
  EditExpense,
  GetExpense,
  GetSupplierInvoice,
  ImportExchangeRates,
  ListExpenses,
  ListSupplierInvoices,
  PURCHASE_REFERENCES,
  PurchaseReferenceCheck,
  PurchaseRowBuilder,
  SUPPLIER_INVOICE_REPOSITORY,
  SummarizeExpenses,
} from '@backoffice/expenses/application';
import { CLOCK, systemClock } from '@backoffice/shared/kernel';
import { BoiRatesFileReader } from './boi-rates-file.reader';
import { PgExchangeRates } from './pg-exchange-rates';
import { PgExpenseRepository } from './pg-expense.repository';
import { PgSupplierInvoiceRepository } from './pg-supplier-invoice.repository';
import { PurchaseReferencesAdapter } from './purchase-references.adapter';

const rateProviders = [ImportExchangeRates, { provide: EXCHANGE_RATES, useClass: PgExchangeRates }, { provide: EXCHANGE_RATE_FILE_READER, useClass: BoiRatesFileReader }];

const useCases = [
  CreateExpense,
  EditExpense,
  DeleteExpense,
  GetExpense,
  ListExpenses,
  SummarizeExpenses,
  CreateSupplierInvoice,
  ListSupplierInvoices,
  GetSupplierInvoice,
  CancelSupplierInvoice,
  ImportExchangeRates,
];

const providers = [
  ...useCases,
  ...rateProviders,
  PurchaseReferenceCheck,
  PurchaseRowBuilder,
  { provide: EXPENSE_REPOSITORY, useClass: PgExpenseRepository },
  { provide: SUPPLIER_INVOICE_REPOSITORY, useClass: PgSupplierInvoiceRepository },
  { provide: PURCHASE_REFERENCES, useClass: PurchaseReferencesAdapter },
  { provide: CLOCK, useValue: systemClock },
];

/**
 * The expenses context's adapters and use cases. The app passes in the modules of the other
 * contexts whose application libs its adapters call (parties, identity, files).
 */
@Module({})
export class ExpensesInfrastructureModule {
  static register(options: { imports: NonNullable<ModuleMetadata['imports']> }): DynamicModule {
    return { module: ExpensesInfrastructureModule, imports: options.imports, providers, exports: useCases };
  }
}

/** Only the rates import, for the CLI: it needs no other context. */
@Module({ providers: rateProviders, exports: [ImportExchangeRates] })
export class ExchangeRatesModule {}
