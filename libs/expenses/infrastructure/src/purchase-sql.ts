import { ExpenseSortField } from '@backoffice/expenses/domain';
import { PurchaseFilter } from '@backoffice/expenses/application';

/** Columns both tables share, read as text where exactness matters (numeric, date). */
export const SHARED_COLUMNS = (a: string) =>
  `${a}.id, ${a}.company_id, ${a}.vendor_id, ${a}.file_id, ${a}.user_key_id, ${a}.title, ${a}.date::text AS date, ${a}.document_number,
   ${a}.currency, ${a}.total::text AS total, ${a}.tax::text AS tax, ${a}.deductable_tax::text AS deductable_tax,
   ${a}.total_in_ils::text AS total_in_ils, ${a}.tax_in_ils::text AS tax_in_ils, ${a}.deductable_tax_in_ils::text AS deductable_tax_in_ils, ${a}.created_at`;

export const EXPENSE_COLUMNS = `${SHARED_COLUMNS('e')}, e.is_equipment, e.notes`;
export const INVOICE_COLUMNS = `${SHARED_COLUMNS('s')}, s.visible_id, s.status, s.cancelled_at`;

/** The text each table's trigram index is built on (see the expenses migration). */
export const SEARCH_TEXT = {
  e: `(e.title || ' ' || coalesce(e.notes, '') || ' ' || e.document_number)`,
  s: `(s.title || ' ' || s.document_number)`,
  /** The merged list's UNION ALL exposes each table's search text as this column. */
  u: `u.search_text`,
};

type Alias = keyof typeof SEARCH_TEXT;

/** True when nothing narrows the list, so its total is the kept count. */
export const isUnfiltered = (f: PurchaseFilter) => !f.startDate && !f.endDate && f.vendorId === undefined && !f.search;

export const SORT_COLUMNS: Record<ExpenseSortField, string> = {
  id: 'id',
  date: 'date',
  title: 'title',
  total: 'total',
  tax: 'tax',
  deductableTax: 'deductable_tax',
  isEquipment: 'is_equipment',
};

const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The filter as SQL conditions over `$1` = company and the parameters it adds; the same
 * parameters serve both tables, so a merged query states each value once. `prepared` says
 * whether statements over it may be prepared: not with a search, whose trigram plan depends on
 * the term.
 */
export function filterSql(filter: PurchaseFilter, companyId: number): { params: unknown[]; where: (alias: Alias) => string; prepared: { prepare: boolean } } {
  const params: unknown[] = [companyId];
  const parts: ((a: Alias) => string)[] = [(a) => `${a}.company_id = $1`];
  const add = (value: unknown, condition: (a: Alias, p: string) => string) => {
    params.push(value);
    const p = `$${params.length}`;
    parts.push((a) => condition(a, p));
  };
  if (filter.startDate) add(filter.startDate, (a, p) => `${a}.date >= ${p}::date`);
  if (filter.endDate) add(filter.endDate, (a, p) => `${a}.date <= ${p}::date`);
  if (filter.vendorId !== undefined) add(filter.vendorId, (a, p) => `${a}.vendor_id = ${p}`);
  if (filter.search) add(likePattern(filter.search), (a, p) => `${SEARCH_TEXT[a]} ILIKE ${p}`);
  return { params, where: (alias) => parts.map((part) => part(alias)).join(' AND '), prepared: { prepare: !filter.search } };
}
