import type { VendorFilter } from '@backoffice/parties/application';
import type { PageWindow } from '@backoffice/shared/kernel';

/**
 * The SQL of `GET /vendors`, shared by the repository and the raw benchmark handler
 * (bench/vendors) so both run exactly the same statements. Every filter and sort matches a
 * partial index `WHERE is_vendor` that starts with company_id (docs/parties.md has the plans).
 */
const SORT_COLUMNS: Record<VendorFilter['sortBy'], string> = { id: 'e.id', name: 'lower(e.name)', email: 'lower(e.email)', taxId: 'e.tax_id', type: 'e.type' };

export const VENDOR_COLUMNS = `e.id, e.visible_id, e.company_id, e.is_client, e.name, e.tax_id, e.type, e.email, e.phone_number, e.address_id, e.logo_file_id,
  e.payment_term_type, e.payment_term_days, e.vendor_internal_code, e.withholding_tax_rate, e.bank_number, e.branch_number, e.account_number,
  e.accounting_customer_number, e.ledger_entity_account_key, e.special_vat, e.credit_limit, e.round_document_total, e.tax_deductions_file_number,
  e.withholding_certificate_number, to_char(e.withholding_valid_from, 'YYYY-MM-DD') AS withholding_valid_from,
  to_char(e.withholding_valid_until, 'YYYY-MM-DD') AS withholding_valid_until, e.withholding_base, e.withholding_file_id`;

/** The address and contacts of each vendor row, joined after the page is cut (never per matched row). */
export const VENDOR_RELATIONS = `
  CASE WHEN a.id IS NULL THEN NULL ELSE json_build_object('id', a.id, 'city', a.city, 'street', a.street, 'houseNumber', a.house_number,
    'zipCode', a.zip_code, 'country', a.country) END AS address,
  CASE WHEN NOT e.has_contacts THEN '[]'::json ELSE (
    SELECT coalesce(json_agg(json_build_object('id', c.id, 'firstName', c.first_name, 'lastName', c.last_name, 'phoneNumber', c.phone_number,
      'email', c.email, 'addressId', c.address_id) ORDER BY c.id), '[]'::json)
    FROM entity_contacts ec JOIN contacts c ON c.id = ec.contact_id WHERE ec.entity_id = e.id) END AS contacts`;

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export interface VendorListSql {
  rows: string;
  count: string;
  params: unknown[];
  countParams: unknown[];
  /** The rows carry the total (`matches`): read it with `totalFromRows` before running `count`. */
  totalInRows: boolean;
}

export function vendorListSql(companyId: number, filter: VendorFilter, window: PageWindow): VendorListSql {
  const params: unknown[] = [companyId];
  const where = ['e.company_id = $1', 'e.is_vendor'];
  if (filter.search) {
    params.push(`%${escapeLike(filter.search.toLowerCase())}%`);
    where.push(`e.search_text LIKE $${params.length}`);
  }
  if (filter.type) {
    params.push(filter.type);
    where.push(`e.type = $${params.length}`);
  }
  if (filter.email) {
    params.push(filter.email.toLowerCase());
    where.push(`lower(e.email) = $${params.length}`);
  }
  if (filter.taxId) {
    params.push(filter.taxId);
    where.push(`e.tax_id = $${params.length}`);
  }
  if (filter.hasContacts !== undefined) {
    params.push(filter.hasContacts);
    where.push(`e.has_contacts = $${params.length}`);
  }
  const direction = filter.sortOrder === 'desc' ? 'DESC' : 'ASC';
  const column = SORT_COLUMNS[filter.sortBy] ?? 'e.id';
  const order = column === 'e.id' ? `e.id ${direction}` : `${column} ${direction}, e.id ${direction}`;
  const countParams = [...params];
  params.push(window.limit, window.offset);
  // With a search term, the matches are found first through the trigram index and then sorted:
  // left to itself the planner may walk a sort index hoping to meet matches early, which costs
  // a scan of the whole company for a rare term (docs/parties.md "Plans"). They are all in hand
  // there, so they are counted there too (`matches`), instead of a second trigram scan.
  const source = filter.search ? `(SELECT *, count(*) OVER ()::int AS matches FROM entities e WHERE ${where.join(' AND ')} OFFSET 0) e` : `entities e WHERE ${where.join(' AND ')}`;
  const rows = `SELECT ${VENDOR_COLUMNS}, e.has_contacts, ${VENDOR_RELATIONS}${filter.search ? ', e.matches' : ''}
    FROM (SELECT * FROM ${source} ORDER BY ${order} LIMIT $${params.length - 1} OFFSET $${params.length}) e
    LEFT JOIN addresses a ON a.id = e.address_id
    ORDER BY ${order}`;
  return { rows, count: countSql(filter, where), params, countParams, totalInRows: Boolean(filter.search) };
}

/**
 * The total when the page's rows tell it: every row of a search carries the number of matches,
 * and an empty first page means none. Undefined when `count` must answer (a search page past
 * the last match, or a list without search).
 */
export function totalFromRows(sql: VendorListSql, rows: { matches?: number }[], window: PageWindow): number | undefined {
  if (!sql.totalInRows) return undefined;
  if (rows.length > 0) return rows[0].matches;
  return window.offset === 0 ? 0 : undefined;
}

/** Totals by type and hasContacts alone come from the vendor_counts rows the trigger keeps. */
function countSql(filter: VendorFilter, where: string[]): string {
  if (filter.search || filter.email || filter.taxId) return `SELECT count(*)::int AS total FROM entities e WHERE ${where.join(' AND ')}`;
  const counted = ['c.company_id = $1'];
  let n = 1;
  if (filter.type) counted.push(`c.type = $${++n}`);
  if (filter.hasContacts !== undefined) counted.push(`c.has_contacts = $${++n}`);
  return `SELECT coalesce(sum(c.n), 0)::int AS total FROM vendor_counts c WHERE ${counted.join(' AND ')}`;
}
