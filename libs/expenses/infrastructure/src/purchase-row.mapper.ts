import { Expense, SupplierInvoice, SupplierInvoiceStatus } from '@backoffice/expenses/domain';
import { Decimal } from '@backoffice/shared/kernel';

export interface SharedRow {
  id: number;
  company_id: number;
  vendor_id: number;
  file_id: number | null;
  user_key_id: number;
  title: string;
  date: string;
  document_number: string;
  currency: string;
  total: string;
  tax: string;
  deductable_tax: string;
  total_in_ils: string | null;
  tax_in_ils: string | null;
  deductable_tax_in_ils: string | null;
  created_at: Date;
}

export interface ExpenseRow extends SharedRow {
  is_equipment: boolean;
  notes: string | null;
}

export interface InvoiceRow extends SharedRow {
  visible_id: string;
  status: SupplierInvoiceStatus;
  cancelled_at: Date | null;
}

const dec = (v: string | null) => (v === null ? null : Decimal.of(v));

// Lists map hundreds of rows a second: each row is built as one object literal (no spread of a
// shared part), which keeps the objects in V8's fast shape and allocates once.
export function toExpense(r: ExpenseRow): Expense {
  return {
    id: r.id,
    companyId: r.company_id,
    vendorId: r.vendor_id,
    userId: r.user_key_id,
    title: r.title,
    date: r.date,
    documentNumber: r.document_number,
    currency: r.currency,
    total: Decimal.of(r.total),
    tax: Decimal.of(r.tax),
    deductableTax: Decimal.of(r.deductable_tax),
    totalInIls: dec(r.total_in_ils),
    taxInIls: dec(r.tax_in_ils),
    deductableTaxInIls: dec(r.deductable_tax_in_ils),
    createdAt: r.created_at,
    fileId: r.file_id as number,
    isEquipment: r.is_equipment,
    notes: r.notes,
  };
}

export function toSupplierInvoice(r: InvoiceRow): SupplierInvoice {
  return {
    id: r.id,
    companyId: r.company_id,
    vendorId: r.vendor_id,
    userId: r.user_key_id,
    title: r.title,
    date: r.date,
    documentNumber: r.document_number,
    currency: r.currency,
    total: Decimal.of(r.total),
    tax: Decimal.of(r.tax),
    deductableTax: Decimal.of(r.deductable_tax),
    totalInIls: dec(r.total_in_ils),
    taxInIls: dec(r.tax_in_ils),
    deductableTaxInIls: dec(r.deductable_tax_in_ils),
    createdAt: r.created_at,
    fileId: r.file_id,
    visibleId: r.visible_id,
    status: r.status,
    cancelledAt: r.cancelled_at,
  };
}

/** Decimal or null as the text a numeric parameter takes. */
export const money = (d: Decimal | null) => (d === null ? null : d.toScale(2));
