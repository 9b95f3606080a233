import { Injectable, Inject } from '@nestjs/common';
import { Expense, ListedPurchase, SupplierInvoice } from '@backoffice/expenses/domain';
import { PURCHASE_REFERENCES, PurchaseReferences } from './expenses.ports';

export interface NamedRef {
  id: number;
  name: string | null;
}

export interface ExpenseRow {
  source: 'expense';
  expense: Expense;
  vendor: NamedRef;
  user: NamedRef;
  file: { id: number; remoteUrl: string | null };
}

export interface SupplierInvoiceRow {
  source: 'supplier_invoice';
  invoice: SupplierInvoice;
  vendor: NamedRef;
}

export type PurchaseRow = ExpenseRow | SupplierInvoiceRow;

/** Resolves the vendor, user and file of many rows with one call per context. */
@Injectable()
export class PurchaseRowBuilder {
  constructor(@Inject(PURCHASE_REFERENCES) private readonly refs: PurchaseReferences) {}

  async expenses(companyId: number, expenses: Expense[]): Promise<ExpenseRow[]> {
    const refs = await this.resolve(companyId, expenses, expenses);
    return expenses.map((expense) => this.expenseRow(expense, refs));
  }

  async build(companyId: number, items: ListedPurchase[]): Promise<PurchaseRow[]> {
    const own = items.filter((i): i is ListedPurchase & { source: 'expense' } => i.source === 'expense');
    const refs = await this.resolve(companyId, items, own);
    // The listed item is used as the expense or invoice itself (its extra `source` field is
    // harmless): copying it without that field costs more than the rest of the mapping.
    return items.map((item) =>
      item.source === 'supplier_invoice' ? { source: 'supplier_invoice', invoice: item, vendor: vendorOf(item.vendorId, refs.vendors) } : this.expenseRow(item, refs),
    );
  }

  private async resolve(companyId: number, all: { vendorId: number }[], own: Expense[]) {
    const [vendors, users, files] = await Promise.all([
      this.refs.vendors(
        companyId,
        all.map((i) => i.vendorId),
      ),
      this.refs.users(
        companyId,
        own.map((i) => i.userId),
      ),
      this.refs.files(
        companyId,
        own.map((i) => i.fileId),
      ),
    ]);
    return { vendors, users, files };
  }

  private expenseRow(expense: Expense, refs: Awaited<ReturnType<PurchaseRowBuilder['resolve']>>): ExpenseRow {
    return {
      source: 'expense',
      expense,
      vendor: vendorOf(expense.vendorId, refs.vendors),
      user: { id: expense.userId, name: refs.users.get(expense.userId)?.name ?? null },
      file: { id: expense.fileId, remoteUrl: refs.files.get(expense.fileId)?.remoteUrl ?? null },
    };
  }
}

function vendorOf(id: number, vendors: Map<number, { name: string | null }>): NamedRef {
  return { id, name: vendors.get(id)?.name ?? null };
}
