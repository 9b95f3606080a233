import { VendorFilter } from '@backoffice/parties/application';
import { TaxIdTakenError } from '@backoffice/parties/domain';
import { contend, newCompany, newFile, unique, useTestDatabase, whileHolding } from '@backoffice/shared/persistence/testing';
import { describeWithDatabase } from '@backoffice/shared/testing';
import { PgPartyRepository } from './pg-party.repository';
import { aContact, anAddress, aTaxId, aVendor } from './testing';

const VENDOR = { isVendor: true, isClient: false };
const CLIENT = { isVendor: false, isClient: true };
const byId: VendorFilter = { sortBy: 'id', sortOrder: 'asc' };
const page = (limit = 50, offset = 0) => ({ limit, offset });

describeWithDatabase()('PgPartyRepository', () => {
  const db = useTestDatabase();
  let parties: PgPartyRepository;
  beforeAll(() => (parties = new PgPartyRepository(db.uow)));

  const vendor = async (companyId: number, overrides: Parameters<typeof aVendor>[0] = {}) => {
    const roles = await parties.insert(companyId, aVendor(overrides), VENDOR);
    if (!roles) throw new Error('vendor not inserted');
    return roles;
  };
  const names = async (companyId: number, filter: Partial<VendorFilter>, window = page()) =>
    (await parties.listVendors(companyId, { ...byId, ...filter }, window)).rows.map((v) => v.name);
  const total = async (companyId: number, filter: Partial<VendorFilter> = {}, window = page()) => (await parties.listVendors(companyId, { ...byId, ...filter }, window)).total;

  describe('insert', () => {
    it('answers the new entity’s ids and roles', async () => {
      const companyId = await newCompany(db);
      expect(await parties.insert(companyId, aVendor(), { isVendor: true, isClient: true })).toEqual({
        id: expect.any(Number),
        visibleId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        isVendor: true,
        isClient: true,
      });
    });

    it('skips (null) a tax id the company already has; another company may have it, and entities without one never clash', async () => {
      const [companyId, otherCompany] = [await newCompany(db), await newCompany(db)];
      const taxId = aTaxId();
      const first = await vendor(companyId, { taxId });
      expect(await parties.insert(companyId, aVendor({ taxId }), CLIENT)).toBeNull();
      expect(await parties.insert(otherCompany, aVendor({ taxId }), VENDOR)).not.toBeNull();
      expect(await parties.insert(companyId, aVendor(), VENDOR)).not.toBeNull();
      expect(await parties.insert(companyId, aVendor(), VENDOR)).not.toBeNull();
      expect(await parties.findByTaxId(companyId, taxId)).toEqual(first);
    });

    it('waits for a concurrent insert of the same tax id, then skips it without an error, so its transaction goes on', async () => {
      const companyId = await newCompany(db);
      const taxId = aTaxId();
      const { first, second } = await contend(
        db,
        { lock: () => parties.insert(companyId, aVendor({ taxId, name: 'First' }), VENDOR), after: async () => undefined },
        async () => [await parties.insert(companyId, aVendor({ taxId, name: 'Second' }), CLIENT), await parties.findByTaxId(companyId, taxId)] as const,
      );
      expect(first).toBeUndefined();
      expect(second[0]).toBeNull();
      expect(second[1]).toEqual({ id: expect.any(Number), visibleId: expect.any(String), isVendor: true, isClient: false });
    });
  });

  describe('findByTaxId', () => {
    it('inside a unit of work locks the entity: a second transaction waits for the first, then reads its change', async () => {
      const companyId = await newCompany(db);
      const taxId = aTaxId();
      const { id } = await vendor(companyId, { taxId });
      const { second } = await contend(db, { lock: () => parties.findByTaxId(companyId, taxId), after: () => parties.update(companyId, id, { isClient: true }) }, () =>
        parties.findByTaxId(companyId, taxId),
      );
      expect(second).toMatchObject({ id, isVendor: true, isClient: true });
    });

    it('outside a unit of work reads without waiting for a lock', async () => {
      const companyId = await newCompany(db);
      const taxId = aTaxId();
      const { id } = await vendor(companyId, { taxId });
      const seen = await whileHolding(
        db,
        () => parties.findByTaxId(companyId, taxId),
        () => parties.findByTaxId(companyId, taxId),
        { transaction: false },
      );
      expect(seen?.id).toBe(id);
    });

    it('never answers another company’s entity', async () => {
      const taxId = aTaxId();
      await vendor(await newCompany(db), { taxId });
      expect(await parties.findByTaxId(await newCompany(db), taxId)).toBeNull();
    });
  });

  describe('update', () => {
    it('writes only the fields given, within the company', async () => {
      const [companyId, otherCompany] = [await newCompany(db), await newCompany(db)];
      const { id } = await vendor(companyId, { name: 'Before', email: 'a@example.com', creditLimit: '100' });
      await parties.update(companyId, id, { name: 'After', creditLimit: '250.5', email: undefined });
      await parties.update(otherCompany, id, { name: 'Hijacked' });
      expect(await parties.findVendor(companyId, { id })).toMatchObject({ name: 'After', email: 'a@example.com', creditLimit: '250.5' });
    });

    it('turns losing a tax id to another entity of the company into TaxIdTakenError', async () => {
      const companyId = await newCompany(db);
      const taxId = aTaxId();
      await vendor(companyId, { taxId });
      const { id } = await vendor(companyId, { taxId: aTaxId() });
      await expect(parties.update(companyId, id, { taxId })).rejects.toBeInstanceOf(TaxIdTakenError);
    });

    it('lets other database errors through as they are', async () => {
      const companyId = await newCompany(db);
      const { id } = await vendor(companyId);
      const error = await parties.update(companyId, id, { phoneNumber: '0'.repeat(21) }).catch((e: unknown) => e);
      expect(error).not.toBeInstanceOf(TaxIdTakenError);
      expect(error).toMatchObject({ driverError: { code: '23514' } });
    });
  });

  describe('findVendor', () => {
    it('answers the vendor by id or visible id with its address and contacts (in id order), numbers normalised', async () => {
      const companyId = await newCompany(db);
      const addressId = await parties.createAddress(companyId, anAddress({ city: 'Eilat' }));
      const logoFileId = await newFile(db, companyId);
      const { id, visibleId } = await vendor(companyId, { addressId, logoFileId, withholdingTaxRate: '5.50', withholdingValidFrom: '2026-01-31', type: 'COMPANY' });
      const [c1, c2] = [await parties.createContact(companyId, aContact({ firstName: 'A' })), await parties.createContact(companyId, aContact({ firstName: 'B' }))];
      await parties.attachContact(companyId, id, c2);
      await parties.attachContact(companyId, id, c1);
      await parties.attachContact(companyId, id, c1);

      const found = await parties.findVendor(companyId, { visibleId });
      expect(found).toMatchObject({
        id,
        visibleId,
        companyId,
        type: 'COMPANY',
        logoFileId,
        withholdingTaxRate: '5.5',
        withholdingValidFrom: '2026-01-31',
        address: { id: addressId, city: 'Eilat', street: 'Herzl', houseNumber: '12', zipCode: null, country: 'IL' },
        contacts: [expect.objectContaining({ id: c1, firstName: 'A' }), expect.objectContaining({ id: c2, firstName: 'B' })],
      });
      expect(await parties.findVendor(companyId, { id })).toEqual(found);
    });

    it('answers null for a malformed visible id, a client that is not a vendor, and another company’s vendor', async () => {
      const companyId = await newCompany(db);
      const client = await parties.insert(companyId, aVendor(), CLIENT);
      const { id } = await vendor(companyId);
      expect(await parties.findVendor(companyId, { visibleId: 'not-a-uuid' })).toBeNull();
      expect(await parties.findVendor(companyId, { id: client?.id ?? -1 })).toBeNull();
      expect(await parties.findVendor(await newCompany(db), { id })).toBeNull();
      expect(await parties.findEntity(companyId, client?.id ?? -1)).toMatchObject({ isVendor: false, isClient: true });
    });
  });

  describe('listVendors', () => {
    it('totals vendors by type and contacts from the trigger-kept counts, following every change of role, type and contacts', async () => {
      const companyId = await newCompany(db);
      const a = await vendor(companyId, { type: 'COMPANY' });
      await vendor(companyId, { type: 'COMPANY' });
      await vendor(companyId, { type: 'COMPANY' });
      const murshe = await vendor(companyId, { type: 'MURSHE' });
      await vendor(companyId);
      await parties.insert(companyId, aVendor(), CLIENT);
      await parties.attachContact(companyId, a.id, await parties.createContact(companyId, aContact()));
      await vendor(await newCompany(db), { type: 'COMPANY' });

      expect(await total(companyId)).toBe(5);
      expect(await total(companyId, {}, page(2, 0))).toBe(5);
      expect(await total(companyId, { type: 'COMPANY' })).toBe(3);
      expect(await total(companyId, { hasContacts: true })).toBe(1);
      expect(await total(companyId, { type: 'COMPANY', hasContacts: false })).toBe(2);

      await parties.update(companyId, murshe.id, { type: 'COMPANY' });
      await parties.update(companyId, a.id, { isVendor: false });
      expect(await total(companyId)).toBe(4);
      expect(await total(companyId, { type: 'COMPANY' })).toBe(3);
      expect(await total(companyId, { type: 'MURSHE' })).toBe(0);
      expect(await total(companyId, { hasContacts: true })).toBe(0);
      const [{ n }] = await db.dataSource.query(`SELECT count(*)::int AS n FROM entities WHERE company_id = $1 AND is_vendor`, [companyId]);
      expect(n).toBe(4);
    });

    it('pages a search and counts its matches in the same scan; past the last match it still answers the total', async () => {
      const companyId = await newCompany(db);
      await vendor(companyId, { name: 'Alpha Coffee' });
      await vendor(companyId, { name: 'Beta', email: 'orders@ALPHA.example' });
      await vendor(companyId, { name: 'alpha tea' });
      await vendor(companyId, { name: 'Gamma' });

      expect(await parties.listVendors(companyId, { ...byId, search: 'ALPHA' }, page(2, 0))).toEqual({
        rows: [expect.objectContaining({ name: 'Alpha Coffee' }), expect.objectContaining({ name: 'Beta' })],
        total: 3,
      });
      expect(await parties.listVendors(companyId, { ...byId, search: 'alpha' }, page(2, 2))).toEqual({ rows: [expect.objectContaining({ name: 'alpha tea' })], total: 3 });
      expect(await parties.listVendors(companyId, { ...byId, search: 'alpha' }, page(2, 4))).toEqual({ rows: [], total: 3 });
      expect(await parties.listVendors(companyId, { ...byId, search: 'delta' }, page())).toEqual({ rows: [], total: 0 });
    });

    it('takes LIKE wildcards in a search literally', async () => {
      const companyId = await newCompany(db);
      await vendor(companyId, { name: '100% Organic' });
      await vendor(companyId, { name: '1000 Organic' });
      await vendor(companyId, { name: 'Snake_case Ltd' });
      await vendor(companyId, { name: 'Snakes case Ltd' });
      expect(await names(companyId, { search: '0%' })).toEqual(['100% Organic']);
      expect(await names(companyId, { search: 'e_c' })).toEqual(['Snake_case Ltd']);
    });

    it('sorts by name case-insensitively, ties broken by id in the same direction', async () => {
      const companyId = await newCompany(db);
      for (const name of ['banana', 'Apple', 'cherry', 'apple']) await vendor(companyId, { name });
      expect(await names(companyId, { sortBy: 'name', sortOrder: 'asc' })).toEqual(['Apple', 'apple', 'banana', 'cherry']);
      expect(await names(companyId, { sortBy: 'name', sortOrder: 'desc' })).toEqual(['cherry', 'banana', 'apple', 'Apple']);
      expect(await names(companyId, { sortBy: 'name', sortOrder: 'asc' }, page(2, 1))).toEqual(['apple', 'banana']);
    });

    it('filters on email (case-insensitively), tax id, type and contacts, counting exactly', async () => {
      const companyId = await newCompany(db);
      const taxId = aTaxId();
      await vendor(companyId, { name: 'Mail', email: 'Billing@Example.com' });
      await vendor(companyId, { name: 'Tax', taxId, type: 'PATOOR' });
      await vendor(companyId, { name: 'Other', email: unique('o') + '@example.com' });
      expect(await parties.listVendors(companyId, { ...byId, email: 'billing@example.COM' }, page())).toMatchObject({ rows: [{ name: 'Mail' }], total: 1 });
      expect(await parties.listVendors(companyId, { ...byId, taxId }, page())).toMatchObject({ rows: [{ name: 'Tax' }], total: 1 });
      expect(await parties.listVendors(companyId, { ...byId, type: 'PATOOR', hasContacts: false }, page())).toMatchObject({ rows: [{ name: 'Tax' }], total: 1 });
    });

    it('never lists or counts another company’s vendors', async () => {
      const [companyId, otherCompany] = [await newCompany(db), await newCompany(db)];
      await vendor(otherCompany, { name: 'Theirs shared-term', type: 'COMPANY' });
      await vendor(companyId, { name: 'Ours shared-term', type: 'COMPANY' });
      expect(await parties.listVendors(companyId, byId, page())).toMatchObject({ rows: [{ name: 'Ours shared-term' }], total: 1 });
      expect(await parties.listVendors(companyId, { ...byId, search: 'shared-term' }, page())).toMatchObject({ rows: [{ name: 'Ours shared-term' }], total: 1 });
      expect(await total(companyId, { type: 'COMPANY' })).toBe(1);
    });
  });

  describe('addresses and contacts', () => {
    it('exist for their company only', async () => {
      const [companyId, otherCompany] = [await newCompany(db), await newCompany(db)];
      const addressId = await parties.createAddress(companyId, anAddress());
      const contactId = await parties.createContact(companyId, aContact({ addressId }));
      expect(await parties.addressExists(companyId, addressId)).toBe(true);
      expect(await parties.contactExists(companyId, contactId)).toBe(true);
      expect(await parties.addressExists(otherCompany, addressId)).toBe(false);
      expect(await parties.contactExists(otherCompany, contactId)).toBe(false);
    });
  });
});
