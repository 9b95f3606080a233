import { Contact, EntityType, Vendor, VendorFields } from '@backoffice/parties/domain';
import { Actor, Role, UnitOfWork } from '@backoffice/shared/kernel';
import { EntityRoles, FileReferences, PartyRepository } from './parties.ports';
import { CreateVendor, EditVendor, VendorReferences } from './vendors.use-cases';

/** Just enough of the repository for the create and edit rules; no SQL. */
class InMemoryParties implements Partial<PartyRepository> {
  rows: (VendorFields & EntityRoles & { contacts: number[] })[] = [];
  contacts = new Set<number>([7]);
  loseNextInsertToARacer = false;

  async findByTaxId(_: number, taxId: string) {
    return this.rows.find((r) => r.taxId === taxId) ?? null;
  }
  async insert(_: number, fields: VendorFields, roles: { isVendor: boolean; isClient: boolean }) {
    if (this.loseNextInsertToARacer) {
      this.loseNextInsertToARacer = false;
      // A racing request inserted the same tax id first: ON CONFLICT DO NOTHING inserts nothing.
      this.rows.push({ ...fields, name: 'Racer', id: 99, visibleId: 'v-99', isVendor: false, isClient: true, contacts: [] });
      return null;
    }
    const row = { ...fields, ...roles, id: this.rows.length + 1, visibleId: `v-${this.rows.length + 1}`, contacts: [] };
    this.rows.push(row);
    return row;
  }
  async update(_: number, id: number, changes: Partial<VendorFields> & { isVendor?: boolean }) {
    Object.assign(this.rows.find((r) => r.id === id) ?? {}, changes);
  }
  async findVendor(_: number, by: { visibleId: string } | { id: number }) {
    const row = this.rows.find((r) => r.isVendor && ('id' in by ? r.id === by.id : r.visibleId === by.visibleId));
    return row ? ({ ...row, companyId: 1, address: null, contacts: [] as Contact[] } as Vendor) : null;
  }
  async contactExists(_: number, id: number) {
    return this.contacts.has(id);
  }
  async addressExists() {
    return true;
  }
  async createContact() {
    this.contacts.add(100 + this.contacts.size);
    return 100 + this.contacts.size - 1;
  }
  async attachContact(_: number, entityId: number, contactId: number) {
    this.rows.find((r) => r.id === entityId)?.contacts.push(contactId);
  }
}

const uow: UnitOfWork = { run: (work) => work(), afterCommit: (effect) => effect() };
const files: FileReferences = { exists: async () => true };
const actor = (role: Role): Actor => ({ companyId: 1, keyId: 1, keyName: role, role });
const fields = (taxId: string, extra: Partial<VendorFields> = {}) => ({ name: 'Vendor', taxId, type: 'COMPANY' as EntityType, ...extra });

function setup() {
  const parties = new InMemoryParties();
  const repo = parties as unknown as PartyRepository;
  const references = new VendorReferences(repo, files);
  return { parties, create: new CreateVendor(uow, repo, references), edit: new EditVendor(uow, repo, references) };
}

describe('CreateVendor', () => {
  it('saves the bookkeeping key for owner and accountant, and drops it for manager', async () => {
    const { parties, create } = setup();
    await create.execute(actor('accountant'), { fields: fields('1', { ledgerEntityAccountKey: 'ACC' }) });
    await create.execute(actor('manager'), { fields: fields('2', { ledgerEntityAccountKey: 'MGR' }) });
    expect(parties.rows.map((r) => r.ledgerEntityAccountKey)).toEqual(['ACC', null]);
  });

  it('turns an existing client into the vendor, keeping its name', async () => {
    const { parties, create } = setup();
    parties.rows.push({ ...fields('3'), name: 'Client name', id: 50, visibleId: 'v-50', isVendor: false, isClient: true, contacts: [] } as never);
    const created = await create.execute(actor('owner'), { fields: fields('3', { name: 'Other', paymentTermDays: 5 }) });
    expect(created.vendorId).toBe(50);
    expect(parties.rows[0]).toMatchObject({ name: 'Client name', isVendor: true, isClient: true, paymentTermDays: 5 });
  });

  it('lands on the entity a concurrent create inserted with the tax id, making it a vendor too', async () => {
    const { parties, create } = setup();
    parties.loseNextInsertToARacer = true;
    const created = await create.execute(actor('owner'), { fields: fields('4') });
    expect(created.vendorId).toBe(99);
    expect(parties.rows.filter((r) => r.taxId === '4')).toEqual([expect.objectContaining({ id: 99, isVendor: true, isClient: true })]);
  });

  it('attaches existingContactId and ignores contact', async () => {
    const { parties, create } = setup();
    await create.execute(actor('owner'), {
      fields: fields('5'),
      existingContactId: 7,
      contact: { firstName: 'Ignored', lastName: null, phoneNumber: null, email: null, addressId: null },
    });
    expect(parties.rows[0].contacts).toEqual([7]);
  });

  it('refuses employees before touching anything', async () => {
    const { parties, create } = setup();
    await expect(create.execute(actor('employee'), { fields: fields('6') })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(parties.rows).toEqual([]);
  });
});

describe('EditVendor', () => {
  it('clears the payment days with the term, and leaves the bookkeeping key on an empty string', async () => {
    const { parties, create, edit } = setup();
    await create.execute(actor('owner'), { fields: fields('7', { paymentTermType: 'DAYS_ONLY', paymentTermDays: 10, ledgerEntityAccountKey: 'KEEP' }) });
    expect(await edit.execute(actor('owner'), 'v-1', { paymentTermType: null, ledgerEntityAccountKey: '' })).toBe(true);
    expect(parties.rows[0]).toMatchObject({ paymentTermType: null, paymentTermDays: null, ledgerEntityAccountKey: 'KEEP' });
  });

  it('answers false for an unknown vendor', async () => {
    const { edit } = setup();
    expect(await edit.execute(actor('owner'), 'v-404', { name: 'x' })).toBe(false);
  });
});
