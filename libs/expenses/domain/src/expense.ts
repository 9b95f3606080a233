import { Decimal, ErrorDetail, ValidationError } from '@backoffice/shared/kernel';

export const ILS = 'ILS';

/** Sort keys of `GET /expenses`; anything else falls back to `date` (spec "Expenses"). */
export const EXPENSE_SORT_FIELDS = ['id', 'date', 'title', 'total', 'tax', 'deductableTax', 'isEquipment'] as const;
export type ExpenseSortField = (typeof EXPENSE_SORT_FIELDS)[number];
/** With `include=all` only these sort; the rest fall back to `date`. */
export const MERGED_SORT_FIELDS = ['date', 'title', 'total'] as const;
export type MergedSortField = (typeof MERGED_SORT_FIELDS)[number];

export function expenseSortField(value: string | undefined, merged: boolean): ExpenseSortField {
  const allowed: readonly string[] = merged ? MERGED_SORT_FIELDS : EXPENSE_SORT_FIELDS;
  return value !== undefined && allowed.includes(value) ? (value as ExpenseSortField) : 'date';
}

export interface Amounts {
  total: Decimal;
  tax: Decimal;
  deductableTax: Decimal;
}

/** `total > 0` and `0 ≤ deductableTax ≤ tax ≤ total`; every broken rule is reported. */
export function checkAmounts(a: Amounts): void {
  const problems: ErrorDetail[] = [];
  if (!a.total.gt(0)) problems.push({ field: 'total', problem: 'must be greater than zero' });
  if (a.tax.isNegative()) problems.push({ field: 'tax', problem: 'must not be negative' });
  else if (a.tax.gt(a.total)) problems.push({ field: 'tax', problem: 'must not exceed total' });
  if (a.deductableTax.isNegative()) problems.push({ field: 'deductableTax', problem: 'must not be negative' });
  else if (a.deductableTax.gt(a.tax)) problems.push({ field: 'deductableTax', problem: 'must not exceed tax' });
  if (problems.length > 0) throw new ValidationError(problems);
}

export interface AmountsInIls {
  totalInIls: Decimal | null;
  taxInIls: Decimal | null;
  deductableTaxInIls: Decimal | null;
}

/**
 * The amounts in ILS at `rate` (ILS per one unit of `currency`), each rounded to agorot half away
 * from zero. ILS amounts are themselves; without a rate every figure is null.
 */
export function inIls(currency: string, a: Amounts, rate: Decimal | null): AmountsInIls {
  const convert = (amount: Decimal) => (currency === ILS ? amount.round(2) : rate ? amount.times(rate).round(2) : null);
  return { totalInIls: convert(a.total), taxInIls: convert(a.tax), deductableTaxInIls: convert(a.deductableTax) };
}

/** What an expense or a supplier invoice says, as stored. */
export interface PurchaseFields extends Amounts, AmountsInIls {
  vendorId: number;
  title: string;
  date: string;
  documentNumber: string;
  currency: string;
}

export interface Expense extends PurchaseFields {
  id: number;
  companyId: number;
  fileId: number;
  userId: number;
  isEquipment: boolean;
  notes: string | null;
  createdAt: Date;
}

export type SupplierInvoiceStatus = 'ACTIVE' | 'CANCELLED';

export interface SupplierInvoice extends PurchaseFields {
  id: number;
  visibleId: string;
  companyId: number;
  fileId: number | null;
  userId: number;
  status: SupplierInvoiceStatus;
  cancelledAt: Date | null;
  createdAt: Date;
}

/** One row of the merged list: an own expense, or a supplier invoice read-only through it. */
export type ListedPurchase = ({ source: 'expense' } & Expense) | ({ source: 'supplier_invoice' } & SupplierInvoice);
