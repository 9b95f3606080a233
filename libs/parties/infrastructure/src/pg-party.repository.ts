import { Injectable } from '@nestjs/common';
import { EntityRoles, PartyRepository, VendorFilter } from '@backoffice/parties/application';
import { Address, AddressFields, Contact, ContactFields, TaxIdTakenError, Vendor, VendorFields } from '@backoffice/parties/domain';
import { Decimal, PageWindow, isVisibleId } from '@backoffice/shared/kernel';
import { PG_UNIQUE_VIOLATION, TypeOrmUnitOfWork, pgConstraint, pgErrorCode } from '@backoffice/shared/persistence';
import { VENDOR_COLUMNS, VENDOR_RELATIONS, totalFromRows, vendorListSql } from './vendor-list.sql';

/** Column of each writable vendor field. */
const COLUMNS: Record<keyof VendorFields | 'isVendor' | 'isClient', string> = {
  name: 'name',
  taxId: 'tax_id',
  type: 'type',
  email: 'email',
  phoneNumber: 'phone_number',
  addressId: 'address_id',
  logoFileId: 'logo_file_id',
  paymentTermType: 'payment_term_type',
  paymentTermDays: 'payment_term_days',
  vendorInternalCode: 'vendor_internal_code',
  withholdingTaxRate: 'withholding_tax_rate',
  bankNumber: 'bank_number',
  branchNumber: 'branch_number',
  accountNumber: 'account_number',
  accountingCustomerNumber: 'accounting_customer_number',
  ledgerEntityAccountKey: 'ledger_entity_account_key',
  specialVat: 'special_vat',
  creditLimit: 'credit_limit',
  roundDocumentTotal: 'round_document_total',
  taxDeductionsFileNumber: 'tax_deductions_file_number',
  withholdingCertificateNumber: 'withholding_certificate_number',
  withholdingValidFrom: 'withholding_valid_from',
  withholdingValidUntil: 'withholding_valid_until',
  withholdingBase: 'withholding_base',
  withholdingFileId: 'withholding_file_id',
  isVendor: 'is_vendor',
  isClient: 'is_client',
};

type Row = Record<string, unknown>;

const decimal = (value: unknown) =>
  value === null
    ? null
    : Decimal.of(value as string)
        .normalised()
        .toString();

export function toVendor(r: Row): Vendor {
  return {
    id: r.id as number,
    visibleId: r.visible_id as string,
    companyId: r.company_id as number,
    isClient: r.is_client as boolean,
    name: r.name as string,
    taxId: r.tax_id as string | null,
    type: r.type as Vendor['type'],
    email: r.email as string | null,
    phoneNumber: r.phone_number as string | null,
    addressId: r.address_id as number | null,
    logoFileId: r.logo_file_id as number | null,
    paymentTermType: r.payment_term_type as Vendor['paymentTermType'],
    paymentTermDays: r.payment_term_days as number | null,
    vendorInternalCode: r.vendor_internal_code as number | null,
    withholdingTaxRate: decimal(r.withholding_tax_rate),
    bankNumber: r.bank_number as string | null,
    branchNumber: r.branch_number as string | null,
    accountNumber: r.account_number as string | null,
    accountingCustomerNumber: r.accounting_customer_number as string | null,
    ledgerEntityAccountKey: r.ledger_entity_account_key as string | null,
    specialVat: decimal(r.special_vat),
    creditLimit: decimal(r.credit_limit),
    roundDocumentTotal: r.round_document_total as Vendor['roundDocumentTotal'],
    taxDeductionsFileNumber: r.tax_deductions_file_number as string | null,
    withholdingCertificateNumber: r.withholding_certificate_number as string | null,
    withholdingValidFrom: r.withholding_valid_from as string | null,
    withholdingValidUntil: r.withholding_valid_until as string | null,
    withholdingBase: r.withholding_base as Vendor['withholdingBase'],
    withholdingFileId: r.withholding_file_id as number | null,
    address: (r.address as Address | null) ?? null,
    contacts: (r.contacts as Contact[] | null) ?? [],
  };
}

const toRoles = (r: Row): EntityRoles => ({ id: r.id as number, visibleId: r.visible_id as string, isVendor: r.is_vendor as boolean, isClient: r.is_client as boolean });

/** Entities (clients and vendors), their addresses and contacts, in plain SQL (the list is the hot path). */
@Injectable()
export class PgPartyRepository implements PartyRepository {
  constructor(private readonly db: TypeOrmUnitOfWork) {}

  private query<T = Row>(sql: string, params: unknown[]): Promise<T[]> {
    return this.db.query(sql, params);
  }

  /**
   * Reads of the list: on the pool directly outside a transaction (UnitOfWork.select), as
   * prepared statements unless a free-text search makes the plan depend on its term.
   */
  private select<T = Row>(sql: string, params: unknown[], options?: { prepare?: boolean }): Promise<T[]> {
    return this.db.select<T>(sql, params, options);
  }

  async findByTaxId(companyId: number, taxId: string): Promise<EntityRoles | null> {
    const lock = this.db.inTransaction() ? ' FOR UPDATE' : '';
    const rows = await this.query(`SELECT id, visible_id, is_vendor, is_client FROM entities WHERE company_id = $1 AND tax_id = $2${lock}`, [companyId, taxId]);
    return rows[0] ? toRoles(rows[0]) : null;
  }

  /**
   * A concurrent insert of the same tax id is waited for and then skipped (ON CONFLICT), never an
   * error: the caller may be inside a longer transaction that an error would spoil.
   */
  async insert(companyId: number, fields: VendorFields, roles: { isVendor: boolean; isClient: boolean }): Promise<EntityRoles | null> {
    const values: Record<string, unknown> = { ...fields, ...roles };
    const keys = Object.keys(values).filter((k) => k in COLUMNS) as (keyof typeof COLUMNS)[];
    const sql = `INSERT INTO entities (company_id, ${keys.map((k) => COLUMNS[k]).join(', ')})
      VALUES ($1, ${keys.map((_, i) => `$${i + 2}`).join(', ')})
      ON CONFLICT (company_id, tax_id) WHERE tax_id IS NOT NULL DO NOTHING
      RETURNING id, visible_id, is_vendor, is_client`;
    const rows = await this.query(sql, [companyId, ...keys.map((k) => values[k])]);
    return rows[0] ? toRoles(rows[0]) : null;
  }

  async update(companyId: number, id: number, changes: Partial<VendorFields> & { isVendor?: boolean; isClient?: boolean }): Promise<void> {
    const keys = (Object.keys(changes) as (keyof typeof COLUMNS)[]).filter((k) => k in COLUMNS && changes[k] !== undefined);
    if (keys.length === 0) return;
    const sets = keys.map((k, i) => `${COLUMNS[k]} = $${i + 3}`).join(', ');
    await this.write(`UPDATE entities SET ${sets}, updated_at = now() WHERE company_id = $1 AND id = $2`, [companyId, id, ...keys.map((k) => changes[k])]);
  }

  private async write(sql: string, params: unknown[]): Promise<Row[]> {
    try {
      return await this.query(sql, params);
    } catch (error) {
      if (pgErrorCode(error) === PG_UNIQUE_VIOLATION && pgConstraint(error) === 'entities_company_tax_id_uq') throw new TaxIdTakenError();
      throw error;
    }
  }

  async findVendor(companyId: number, by: { visibleId: string } | { id: number }): Promise<Vendor | null> {
    // A malformed visibleId can match nothing; asking PostgreSQL would be a uuid cast error.
    if ('visibleId' in by && !isVisibleId(by.visibleId)) return null;
    const [column, value] = 'id' in by ? ['e.id', by.id] : ['e.visible_id', by.visibleId];
    const rows = await this.query(
      `SELECT ${VENDOR_COLUMNS}, ${VENDOR_RELATIONS} FROM entities e LEFT JOIN addresses a ON a.id = e.address_id
       WHERE e.company_id = $1 AND ${column} = $2 AND e.is_vendor`,
      [companyId, value],
    );
    return rows[0] ? toVendor(rows[0]) : null;
  }

  async listVendors(companyId: number, filter: VendorFilter, window: PageWindow): Promise<{ rows: Vendor[]; total: number }> {
    const sql = vendorListSql(companyId, filter, window);
    const prepare = !filter.search;
    const count = async () => (await this.select<{ total: number }>(sql.count, sql.countParams, { prepare }))[0].total;
    const [rows, counted] = await Promise.all([this.select(sql.rows, sql.params, { prepare }), sql.totalInRows ? undefined : count()]);
    const total = counted ?? totalFromRows(sql, rows as { matches?: number }[], window) ?? (await count());
    return { rows: rows.map(toVendor), total };
  }

  async findEntity(companyId: number, id: number): Promise<EntityRoles | null> {
    const rows = await this.query(`SELECT id, visible_id, is_vendor, is_client FROM entities WHERE company_id = $1 AND id = $2`, [companyId, id]);
    return rows[0] ? toRoles(rows[0]) : null;
  }

  async attachContact(companyId: number, entityId: number, contactId: number): Promise<void> {
    await this.query(`INSERT INTO entity_contacts (entity_id, contact_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [entityId, contactId]);
    await this.query(`UPDATE entities SET has_contacts = true WHERE company_id = $1 AND id = $2 AND NOT has_contacts`, [companyId, entityId]);
  }

  async createAddress(companyId: number, f: AddressFields): Promise<number> {
    const rows = await this.query<{ id: number }>(
      `INSERT INTO addresses (company_id, city, street, house_number, zip_code, country) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [companyId, f.city, f.street, f.houseNumber, f.zipCode, f.country],
    );
    return rows[0].id;
  }

  async addressExists(companyId: number, id: number): Promise<boolean> {
    return (await this.query(`SELECT 1 FROM addresses WHERE company_id = $1 AND id = $2`, [companyId, id])).length > 0;
  }

  async createContact(companyId: number, f: ContactFields): Promise<number> {
    const rows = await this.query<{ id: number }>(
      `INSERT INTO contacts (company_id, first_name, last_name, phone_number, email, address_id) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [companyId, f.firstName, f.lastName, f.phoneNumber, f.email, f.addressId],
    );
    return rows[0].id;
  }

  async contactExists(companyId: number, id: number): Promise<boolean> {
    return (await this.query(`SELECT 1 FROM contacts WHERE company_id = $1 AND id = $2`, [companyId, id])).length > 0;
  }
}
