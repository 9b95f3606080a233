import { Inject, Injectable } from '@nestjs/common';
import { Expense, ExpenseSummary, checkAmounts, inIls, summarise } from '@backoffice/expenses/domain';
import { Actor, Decimal, NotFoundError, Page, PageWindow, UNIT_OF_WORK, UnitOfWork, ValidationError, assertCan, pageOf } from '@backoffice/shared/kernel';
import { ExpenseRow, PurchaseRow, PurchaseRowBuilder } from './expense-rows';
import { EXCHANGE_RATES, EXPENSE_REPOSITORY, ExchangeRates, ExpenseRepository, ExpenseSort, PURCHASE_REFERENCES, PurchaseFilter, PurchaseReferences } from './expenses.ports';

export class ExpenseNotFoundError extends NotFoundError {
  constructor() {
    super('Expense', 'EXPENSE_NOT_FOUND');
  }
}

export interface ExpenseInput {
  vendorId: number;
  fileId: number;
  date: string;
  total: Decimal;
  tax: Decimal;
  deductableTax: Decimal;
  title?: string;
  documentNumber?: string;
  currency?: string;
  notes?: string | null;
  isEquipment?: boolean;
}

export type ExpenseChanges = Partial<ExpenseInput>;

/** Checks that the vendor and the file are the company's own (another company's id is unknown). */
@Injectable()
export class PurchaseReferenceCheck {
  constructor(@Inject(PURCHASE_REFERENCES) private readonly refs: PurchaseReferences) {}

  async vendor(companyId: number, vendorId: number): Promise<void> {
    const vendor = (await this.refs.vendors(companyId, [vendorId])).get(vendorId);
    if (!vendor || !vendor.isVendor) throw new NotFoundError(`Vendor ${vendorId}`, 'VENDOR_NOT_FOUND');
  }

  async file(companyId: number, fileId: number): Promise<void> {
    if (!(await this.refs.files(companyId, [fileId])).has(fileId)) throw new NotFoundError(`File ${fileId}`, 'FILE_NOT_FOUND');
  }
}

/** `POST /expenses/create`: employees may record expenses. */
@Injectable()
export class CreateExpense {
  constructor(
    @Inject(EXPENSE_REPOSITORY) private readonly expenses: ExpenseRepository,
    @Inject(EXCHANGE_RATES) private readonly rates: ExchangeRates,
    private readonly check: PurchaseReferenceCheck,
  ) {}

  async execute(actor: Actor, input: ExpenseInput): Promise<number> {
    assertCan(actor, 'create_expenses');
    checkAmounts(input);
    await this.check.vendor(actor.companyId, input.vendorId);
    await this.check.file(actor.companyId, input.fileId);
    const currency = input.currency ?? 'ILS';
    const rate = await this.rates.rateOn(currency, input.date);
    return this.expenses.insert({
      companyId: actor.companyId,
      userId: actor.keyId,
      vendorId: input.vendorId,
      fileId: input.fileId,
      date: input.date,
      title: input.title ?? '',
      documentNumber: input.documentNumber ?? '',
      currency,
      total: input.total,
      tax: input.tax,
      deductableTax: input.deductableTax,
      notes: input.notes ?? null,
      isEquipment: input.isEquipment ?? false,
      ...inIls(currency, input, rate),
    });
  }
}

/** `PUT /expenses/edit/:id`: business-data writers; the ILS amounts are recomputed from the result. */
@Injectable()
export class EditExpense {
  constructor(
    @Inject(EXPENSE_REPOSITORY) private readonly expenses: ExpenseRepository,
    @Inject(EXCHANGE_RATES) private readonly rates: ExchangeRates,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    private readonly check: PurchaseReferenceCheck,
  ) {}

  async execute(actor: Actor, id: number, changes: ExpenseChanges): Promise<void> {
    assertCan(actor, 'write_business_data');
    await this.uow.run(async () => {
      const current = await this.expenses.lockById(actor.companyId, id);
      if (!current) throw new ExpenseNotFoundError();
      const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) as ExpenseChanges;
      const next: Expense = { ...current, ...defined, notes: changes.notes === undefined ? current.notes : changes.notes };
      checkAmounts(next);
      if (next.vendorId !== current.vendorId) await this.check.vendor(actor.companyId, next.vendorId);
      if (next.fileId !== current.fileId) await this.check.file(actor.companyId, next.fileId);
      const rate = await this.rates.rateOn(next.currency, next.date);
      await this.expenses.update({ ...next, ...inIls(next.currency, next, rate) });
    });
  }
}

@Injectable()
export class DeleteExpense {
  constructor(@Inject(EXPENSE_REPOSITORY) private readonly expenses: ExpenseRepository) {}

  async execute(actor: Actor, id: number): Promise<void> {
    assertCan(actor, 'write_business_data');
    if (!(await this.expenses.delete(actor.companyId, id))) throw new ExpenseNotFoundError();
  }
}

@Injectable()
export class GetExpense {
  constructor(
    @Inject(EXPENSE_REPOSITORY) private readonly expenses: ExpenseRepository,
    private readonly rows: PurchaseRowBuilder,
  ) {}

  /** Null for an unknown id or another company's (spec: 200 `null`). */
  async execute(actor: Actor, id: number): Promise<ExpenseRow | null> {
    assertCan(actor, 'read');
    const expense = await this.expenses.findById(actor.companyId, id);
    return expense ? (await this.rows.expenses(actor.companyId, [expense]))[0] : null;
  }
}

@Injectable()
export class ListExpenses {
  constructor(
    @Inject(EXPENSE_REPOSITORY) private readonly expenses: ExpenseRepository,
    private readonly rows: PurchaseRowBuilder,
  ) {}

  async execute(actor: Actor, filter: PurchaseFilter, sort: ExpenseSort, window: PageWindow, includeAll: boolean): Promise<Page<PurchaseRow>> {
    assertCan(actor, 'read');
    if (includeAll) {
      const { rows, total } = await this.expenses.listMerged(actor.companyId, filter, sort, window);
      return pageOf(await this.rows.build(actor.companyId, rows), total, window);
    }
    const { rows, total } = await this.expenses.list(actor.companyId, filter, sort, window);
    return pageOf(await this.rows.expenses(actor.companyId, rows), total, window);
  }
}

/** `GET /expenses/summary`: the VAT-report figure over expenses and active supplier invoices. */
@Injectable()
export class SummarizeExpenses {
  constructor(@Inject(EXPENSE_REPOSITORY) private readonly expenses: ExpenseRepository) {}

  async execute(actor: Actor, startDate: string, endDate: string): Promise<ExpenseSummary> {
    assertCan(actor, 'read');
    if (startDate > endDate) throw ValidationError.field('endDate', 'must not be before startDate');
    return summarise(await this.expenses.summary(actor.companyId, startDate, endDate));
  }
}
