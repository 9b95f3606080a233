import { ExpenseRow, PurchaseRow, SupplierInvoiceRow } from '@backoffice/expenses/application';
import { ExpenseSummary, SummaryFigures } from '@backoffice/expenses/domain';
import { Decimal } from '@backoffice/shared/kernel';
import { Static } from '../http/openapi/schemas';
import { ExpenseRowSchema, ExpenseSummarySchema, MergedExpenseRowSchema, SupplierInvoiceAsExpenseRowSchema, SupplierInvoiceSchema } from './expenses.schemas';

/** As `toNumber`, without normalising first: `Number` reads "12.50" as 12.5 all the same, and lists convert 300 amounts a page. */
function num(d: Decimal): number;
function num(d: Decimal | null): number | null;
function num(d: Decimal | null): number | null {
  return d === null ? null : Number(d.toString());
}

/** Spec "Expense row": `expense`, `vendor`, `user`, `file`. */
export function expenseRow(row: ExpenseRow): Static<typeof ExpenseRowSchema> {
  const e = row.expense;
  return {
    expense: {
      id: e.id,
      entityId: e.vendorId,
      title: e.title,
      date: e.date,
      documentNumber: e.documentNumber,
      currency: e.currency,
      total: num(e.total),
      tax: num(e.tax),
      deductableTax: num(e.deductableTax),
      isEquipment: e.isEquipment,
      notes: e.notes,
      fileId: e.fileId,
      totalInILS: num(e.totalInIls),
      createdAt: e.createdAt.toISOString(),
    },
    vendor: row.vendor,
    user: row.user,
    file: row.file,
  };
}

/** A supplier invoice folded into the expenses list: `source` and `documentVisibleId`, no `user` or `file`. */
export function supplierInvoiceAsExpenseRow(row: SupplierInvoiceRow): Static<typeof SupplierInvoiceAsExpenseRowSchema> {
  const i = row.invoice;
  return {
    source: 'supplier_invoice' as const,
    documentVisibleId: i.visibleId,
    expense: {
      id: i.id,
      entityId: i.vendorId,
      title: i.title,
      date: i.date,
      documentNumber: i.documentNumber,
      currency: i.currency,
      total: num(i.total),
      tax: num(i.tax),
      deductableTax: num(i.deductableTax),
      isEquipment: false,
      notes: null,
      fileId: i.fileId,
      totalInILS: num(i.totalInIls),
      createdAt: i.createdAt.toISOString(),
    },
    vendor: row.vendor,
  };
}

/** With `include=all` every row says where it comes from. */
export function mergedRow(row: PurchaseRow): Static<typeof MergedExpenseRowSchema> | Static<typeof SupplierInvoiceAsExpenseRowSchema> {
  if (row.source === 'supplier_invoice') return supplierInvoiceAsExpenseRow(row);
  const { expense, vendor, user, file } = expenseRow(row);
  return { source: 'expense' as const, expense, vendor, user, file };
}

export function supplierInvoiceView(row: SupplierInvoiceRow): Static<typeof SupplierInvoiceSchema> {
  const i = row.invoice;
  return {
    id: i.id,
    visibleId: i.visibleId,
    vendorId: i.vendorId,
    vendor: row.vendor,
    date: i.date,
    documentNumber: i.documentNumber,
    title: i.title,
    currency: i.currency,
    total: num(i.total),
    tax: num(i.tax),
    deductableTax: num(i.deductableTax),
    totalInILS: num(i.totalInIls),
    fileId: i.fileId,
    status: i.status,
    cancelledAt: i.cancelledAt?.toISOString() ?? null,
    createdAt: i.createdAt.toISOString(),
  };
}

const figures = (f: SummaryFigures) => ({ count: f.count, total: f.total.toNumber(), tax: f.tax.toNumber(), deductableTax: f.deductableTax.toNumber() });

export function summaryView(startDate: string, endDate: string, s: ExpenseSummary): Static<typeof ExpenseSummarySchema> {
  return { startDate, endDate, currency: 'ILS' as const, equipment: figures(s.equipment), running: figures(s.running), all: figures(s.all), unconverted: s.unconverted };
}
