import { DynamicModule, Type } from '@nestjs/common';
import { CatalogueInfrastructureModule } from '@backoffice/catalogue/infrastructure';
import { DocumentsInfrastructureModule } from '@backoffice/documents/infrastructure';
import { ExchangeRatesModule, ExpensesInfrastructureModule } from '@backoffice/expenses/infrastructure';
import { ExtractionInfrastructureModule } from '@backoffice/extraction/infrastructure';
import { FilesInfrastructureModule } from '@backoffice/files/infrastructure';
import { IdentityInfrastructureModule } from '@backoffice/identity/infrastructure';
import { InventoryInfrastructureModule } from '@backoffice/inventory/infrastructure';
import { PartiesInfrastructureModule } from '@backoffice/parties/infrastructure';
import { PaymentsInfrastructureModule } from '@backoffice/payments/infrastructure';
import { WebhooksInfrastructureModule } from '@backoffice/webhooks/infrastructure';

type ContextModule = Type<unknown> | DynamicModule;

const identity = IdentityInfrastructureModule;
const files = FilesInfrastructureModule;
const catalogue = CatalogueInfrastructureModule;
const parties = PartiesInfrastructureModule.register({ imports: [catalogue, identity, files] });
const inventory = InventoryInfrastructureModule.register({ imports: [catalogue, identity] });
const documents = DocumentsInfrastructureModule.register({ imports: [identity, parties] });
const expenses = ExpensesInfrastructureModule.register({ imports: [identity, files, parties] });
const webhooks = WebhooksInfrastructureModule.register({ imports: [identity] });
const payments = PaymentsInfrastructureModule.register({ imports: [documents, parties] });
const extraction = ExtractionInfrastructureModule.register({ imports: [files, parties] });

/**
 * Every bounded context's infrastructure module, each built exactly once, with the modules of the
 * other contexts whose application libs its adapters call. Nest tells dynamic modules apart by
 * reference: an app that imports `contexts.parties` in three places gets one parties module, and
 * a context's job handlers are registered once whoever imports it.
 *
 * This is the only place that knows how contexts depend on each other. Apps take what they serve
 * from here (the API one context per controller module, the worker all of them) and never call
 * `register` themselves.
 */
export const contexts = { identity, files, catalogue, parties, inventory, documents, expenses, webhooks, payments, extraction } as const satisfies Record<string, ContextModule>;

export type ContextName = keyof typeof contexts;

/** All of them: what a process that runs every job (the worker, `npm start`) loads. */
export const ALL_CONTEXTS: ContextModule[] = Object.values(contexts);

/** The exchange-rates import of the expenses context, without the rest of it (the CLI's `import-rates`). */
export const exchangeRates = ExchangeRatesModule;
