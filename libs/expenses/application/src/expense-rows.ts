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
    const rows = await this.build(
      companyId,
      expenses.map((e) => ({ ...e, source: 'expense' as const })),
    );
    return rows as ExpenseRow[];
  }

  async build(companyId: number, items: ListedPurchase[]): Promise<PurchaseRow[]> {
    const own = items.filter((i): i is ListedPurchase & { source: 'expense' } => i.source === 'expense');
    const [vendors, users, files] = await Promise.all([
      this.refs.vendors(companyId, items.map((i) => i.vendorId)),
      this.refs.users(companyId, own.map((i) => i.userId)),
      this.refs.files(companyId, own.map((i) => i.fileId)),
    ]);
    return items.map((item) => {
      const vendor = { id: item.vendorId, name: vendors.get(item.vendorId)?.name ?? null };
      if (item.source === 'supplier_invoice') {
        const { source: _source, ...invoice } = item;
        return { source: 'supplier_invoice', invoice, vendor };
      }
      const { source: _source, ...expense } = item;
      return {
        source: 'expense',
        expense,
        vendor,
        user: { id: expense.userId, name: users.get(expense.userId)?.name ?? null },
        file: { id: expense.fileId, remoteUrl: files.get(expense.fileId)?.remoteUrl ?? null },
      };
    });
  }
}
