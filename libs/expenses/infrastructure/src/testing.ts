/**
 * Builders for the expenses context's tests (`@backoffice/expenses/infrastructure/testing`);
 * imported from tests only. The database side (companies, other contexts' rows) is in
 * `@backoffice/shared/persistence/testing`.
 */
import { NewExpense, NewSupplierInvoice } from '@backoffice/expenses/application';
import { Decimal } from '@backoffice/shared/kernel';
import { TestDatabase, newApiKey, newEntity, newFile } from '@backoffice/shared/persistence/testing';

/** What a purchase points at: the company's vendor, receipt file and the key that recorded it. */
export interface PurchaseRefs {
  companyId: number;
  vendorId: number;
  fileId: number;
  userId: number;
}

/** A vendor, a file and a key of the company, as rows. */
export async function newPurchaseRefs(db: TestDatabase, companyId: number): Promise<PurchaseRefs> {
  return { companyId, vendorId: await newEntity(db, companyId), fileId: await newFile(db, companyId), userId: await newApiKey(db, companyId) };
}

/** Amounts of a purchase in ILS: `total` with 18% of it as tax, all deductible, converted 1:1. */
function ilsAmounts(total: string) {
  const t = Decimal.of(total);
  const tax = t.times('18').dividedBy(118, 2);
  return { currency: 'ILS', total: t, tax, deductableTax: tax, totalInIls: t, taxInIls: tax, deductableTaxInIls: tax };
}

/** A running-cost expense of 118 ILS dated 2026-01-15, unless `overrides` say otherwise. */
export function anExpense(refs: PurchaseRefs, overrides: Partial<NewExpense> & { amount?: string } = {}): NewExpense {
  const { amount = '118', ...rest } = overrides;
  return { ...refs, title: 'Office supplies', date: '2026-01-15', documentNumber: '', isEquipment: false, notes: null, ...ilsAmounts(amount), ...rest };
}

/** A supplier invoice of 118 ILS dated 2026-01-15, unless `overrides` say otherwise. */
export function aSupplierInvoice(refs: PurchaseRefs, overrides: Partial<NewSupplierInvoice> & { amount?: string } = {}): NewSupplierInvoice {
  const { amount = '118', ...rest } = overrides;
  return { ...refs, title: 'Supplier invoice', date: '2026-01-15', documentNumber: '', ...ilsAmounts(amount), ...rest };
}
