import { Inject, Injectable } from '@nestjs/common';
import { SupplierInvoice, checkAmounts, inIls } from '@backoffice/expenses/domain';
import { Actor, CLOCK, Clock, Decimal, NotFoundError, assertCan, isVisibleId } from '@backoffice/shared/kernel';
import { PurchaseRowBuilder, SupplierInvoiceRow } from './expense-rows';
import { EXCHANGE_RATES, ExchangeRates, PurchaseFilter, SUPPLIER_INVOICE_REPOSITORY, SupplierInvoiceRepository } from './expenses.ports';
import { PurchaseReferenceCheck } from './expenses.use-cases';

export class SupplierInvoiceNotFoundError extends NotFoundError {
  constructor() {
    super('Supplier invoice', 'SUPPLIER_INVOICE_NOT_FOUND');
  }
}

export interface SupplierInvoiceInput {
  vendorId: number;
  date: string;
  total: Decimal;
  tax: Decimal;
  /** Defaults to the whole tax. */
  deductableTax?: Decimal;
  documentNumber?: string;
  currency?: string;
  title?: string;
  fileId?: number;
}

/** `POST /purchase/create/supplierInvoice`. */
@Injectable()
export class CreateSupplierInvoice {
  constructor(
    @Inject(SUPPLIER_INVOICE_REPOSITORY) private readonly invoices: SupplierInvoiceRepository,
    @Inject(EXCHANGE_RATES) private readonly rates: ExchangeRates,
    private readonly check: PurchaseReferenceCheck,
  ) {}

  async execute(actor: Actor, input: SupplierInvoiceInput): Promise<{ id: number; visibleId: string }> {
    assertCan(actor, 'write_business_data');
    const amounts = { total: input.total, tax: input.tax, deductableTax: input.deductableTax ?? input.tax };
    checkAmounts(amounts);
    await this.check.vendor(actor.companyId, input.vendorId);
    if (input.fileId !== undefined) await this.check.file(actor.companyId, input.fileId);
    const currency = input.currency ?? 'ILS';
    const rate = await this.rates.rateOn(currency, input.date);
    return this.invoices.insert({
      companyId: actor.companyId,
      userId: actor.keyId,
      vendorId: input.vendorId,
      fileId: input.fileId ?? null,
      date: input.date,
      title: input.title ?? '',
      documentNumber: input.documentNumber ?? '',
      currency,
      ...amounts,
      ...inIls(currency, amounts, rate),
    });
  }
}

/** `GET /purchase`: the whole set (pagination rule 6), narrowed by dates and vendor. */
@Injectable()
export class ListSupplierInvoices {
  constructor(
    @Inject(SUPPLIER_INVOICE_REPOSITORY) private readonly invoices: SupplierInvoiceRepository,
    private readonly rows: PurchaseRowBuilder,
  ) {}

  async execute(actor: Actor, filter: PurchaseFilter): Promise<SupplierInvoiceRow[]> {
    assertCan(actor, 'read');
    const invoices = await this.invoices.list(actor.companyId, filter);
    return (await this.rows.build(
      actor.companyId,
      invoices.map((i) => ({ ...i, source: 'supplier_invoice' as const })),
    )) as SupplierInvoiceRow[];
  }
}

@Injectable()
export class GetSupplierInvoice {
  constructor(
    @Inject(SUPPLIER_INVOICE_REPOSITORY) private readonly invoices: SupplierInvoiceRepository,
    private readonly rows: PurchaseRowBuilder,
  ) {}

  async execute(actor: Actor, visibleId: string): Promise<SupplierInvoiceRow> {
    assertCan(actor, 'read');
    const invoice: SupplierInvoice | null = isVisibleId(visibleId) ? await this.invoices.findByVisibleId(actor.companyId, visibleId.toLowerCase()) : null;
    if (!invoice) throw new SupplierInvoiceNotFoundError();
    return (await this.rows.build(actor.companyId, [{ ...invoice, source: 'supplier_invoice' }]))[0] as SupplierInvoiceRow;
  }
}

/** `POST /purchase/cancel/:visibleId`: a cancelled invoice leaves the lists and the summary. */
@Injectable()
export class CancelSupplierInvoice {
  constructor(
    @Inject(SUPPLIER_INVOICE_REPOSITORY) private readonly invoices: SupplierInvoiceRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(actor: Actor, visibleId: string): Promise<void> {
    assertCan(actor, 'write_business_data');
    if (!isVisibleId(visibleId)) throw new SupplierInvoiceNotFoundError();
    const invoice = await this.invoices.findByVisibleId(actor.companyId, visibleId.toLowerCase());
    if (!invoice) throw new SupplierInvoiceNotFoundError();
    if (invoice.status === 'CANCELLED') return;
    await this.invoices.cancel(actor.companyId, invoice.visibleId, this.clock.now());
  }
}
