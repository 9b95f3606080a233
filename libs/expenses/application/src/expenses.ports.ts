import { Expense, ExpenseSortField, ListedPurchase, SummaryGroup, SupplierInvoice } from '@backoffice/expenses/domain';
import { Decimal, PageWindow } from '@backoffice/shared/kernel';

export interface PurchaseFilter {
  search?: string;
  startDate?: string;
  endDate?: string;
  vendorId?: number;
}

export interface ExpenseSort {
  field: ExpenseSortField;
  order: 'asc' | 'desc';
}

export type NewExpense = Omit<Expense, 'id' | 'createdAt'>;
export type NewSupplierInvoice = Omit<SupplierInvoice, 'id' | 'visibleId' | 'status' | 'cancelledAt' | 'createdAt'>;

export interface ExpenseRepository {
  insert(expense: NewExpense): Promise<number>;
  findById(companyId: number, id: number): Promise<Expense | null>;
  lockById(companyId: number, id: number): Promise<Expense | null>;
  update(expense: Expense): Promise<void>;
  delete(companyId: number, id: number): Promise<boolean>;
  list(companyId: number, filter: PurchaseFilter, sort: ExpenseSort, window: PageWindow): Promise<{ rows: Expense[]; total: number }>;
  /** Own expenses and active supplier invoices as one list, sorted and paged in one SQL query. */
  listMerged(companyId: number, filter: PurchaseFilter, sort: ExpenseSort, window: PageWindow): Promise<{ rows: ListedPurchase[]; total: number }>;
  /** Sums of the stored ILS amounts of expenses and active supplier invoices dated in the period. */
  summary(companyId: number, startDate: string, endDate: string): Promise<SummaryGroup[]>;
}
export const EXPENSE_REPOSITORY = Symbol('ExpenseRepository');

export interface SupplierInvoiceRepository {
  insert(invoice: NewSupplierInvoice): Promise<{ id: number; visibleId: string }>;
  findByVisibleId(companyId: number, visibleId: string): Promise<SupplierInvoice | null>;
  list(companyId: number, filter: PurchaseFilter): Promise<SupplierInvoice[]>;
  /** Marks an active invoice cancelled; false when there is none to cancel. */
  cancel(companyId: number, visibleId: string, at: Date): Promise<boolean>;
}
export const SUPPLIER_INVOICE_REPOSITORY = Symbol('SupplierInvoiceRepository');

export interface ExchangeRate {
  currency: string;
  date: string;
  /** ILS per one unit of the currency. */
  rate: Decimal;
}

/** Representative rates (Bank of Israel), as imported. */
export interface ExchangeRates {
  /** The rate of `date`, or of the last day before it with a published rate (at most a few days back). */
  rateOn(currency: string, date: string): Promise<Decimal | null>;
  /** Stores rates, replacing any of the same currency and date; answers how many were stored. */
  save(rates: ExchangeRate[]): Promise<number>;
  /** Fills the ILS amounts of rows that had no rate and now have one; answers how many rows. */
  convertPending(): Promise<number>;
}
export const EXCHANGE_RATES = Symbol('ExchangeRates');

/** A published rates file, read into rates. */
export interface ExchangeRateFileReader {
  read(content: string): ExchangeRate[];
}
export const EXCHANGE_RATE_FILE_READER = Symbol('ExchangeRateFileReader');

export interface VendorRef {
  id: number;
  name: string;
  isVendor: boolean;
}

/** Vendors (parties), API-key names (identity) and files with signed links (files). */
export interface PurchaseReferences {
  vendors(companyId: number, ids: number[]): Promise<Map<number, VendorRef>>;
  users(companyId: number, ids: number[]): Promise<Map<number, { id: number; name: string }>>;
  files(companyId: number, ids: number[]): Promise<Map<number, { id: number; remoteUrl: string }>>;
}
export const PURCHASE_REFERENCES = Symbol('PurchaseReferences');
