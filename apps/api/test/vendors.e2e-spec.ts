import { BootstrappedCompany } from '@backoffice/identity/application';
import { describeWithDatabase } from '@backoffice/shared/testing';
import { bearer, startTestApp, TestApp } from './support/test-app';

describeWithDatabase()('/vendors', () => {
  let t: TestApp;
  let acme: BootstrappedCompany;
  let globex: BootstrappedCompany;
  let seq = 0;
  const taxId = () => `51${process.pid % 1000}${Date.now() % 100000}${++seq}`;

  beforeAll(async () => {
    t = await startTestApp();
    acme = await t.newCompany();
    globex = await t.newCompany();
  });
  afterAll(() => t.close());

  const create = (key: string, body: object) => t.http.post('/vendors/create').set(bearer(key)).send(body);
  const edit = (key: string, visibleId: string, body: object) => t.http.put(`/vendors/edit/${visibleId}`).set(bearer(key)).send(body);
  const read = (key: string, visibleId: string) => t.http.get(`/vendors/id/${visibleId}`).set(bearer(key));
  const visibleIdOf = async (key: string, vendorId: number) => {
    const list = await t.http.get(`/vendors?limit=200&sortBy=id&sortOrder=desc`).set(bearer(key));
    const found = (list.body.data as { id: number; visibleId: string }[]).find((v) => v.id === vendorId);
    if (!found) throw new Error(`vendor ${vendorId} not listed`);
    return found.visibleId;
  };
  const newVendor = async (company: BootstrappedCompany, body: object = {}) => {
    const res = await create(company.keys.owner, { taxId: taxId(), name: 'Vendor', type: 'COMPANY', ...body });
    expect(res.status).toBe(200);
    return { vendorId: res.body.vendorId as number, visibleId: await visibleIdOf(company.keys.owner, res.body.vendorId) };
  };

  describe('POST /vendors/create', () => {
    it('creates a vendor with every field and a contact, and reads it back flat', async () => {
      const address = await t.http.post('/addresses/create').set(bearer(acme.keys.manager)).send({ city: 'Haifa', street: 'Herzl', houseNumber: '5' });
      expect(address.body).toEqual({ success: true, addressId: expect.any(Number) });
      const tax = taxId();
      const res = await create(acme.keys.owner, {
        taxId: tax,
        name: 'Steel Works',
        type: 'MURSHE',
        email: 'sales@steel.example',
        phoneNumber: '+972-4-1234567',
        addressId: address.body.addressId,
        paymentTermType: 'DAYS_ONLY',
        paymentTermDays: 45,
        contact: { firstName: 'Dana', lastName: 'Levi', email: 'dana@steel.example' },
        ledgerEntityAccountKey: 'ACC12345',
        taxDeductionsFileNumber: 'TD-1',
        withholdingTaxRate: 7.5,
        withholdingCertificateNumber: 'WC-9',
        withholdingValidFrom: '2026-01-01',
        withholdingValidUntil: '2026-12-31',
        withholdingBase: 'without_vat',
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, vendorId: expect.any(Number) });
      const visibleId = await visibleIdOf(acme.keys.owner, res.body.vendorId);
      const got = await read(acme.keys.employee, visibleId);
      expect(got.status).toBe(200);
      expect(got.body).toMatchObject({
        id: res.body.vendorId,
        visibleId,
        name: 'Steel Works',
        taxId: tax,
        type: 'MURSHE',
        email: 'sales@steel.example',
        phoneNumber: '+972-4-1234567',
        paymentTermType: 'DAYS_ONLY',
        paymentTermDays: 45,
        vendorInternalCode: null,
        withholdingTaxRate: 7.5,
        companyId: acme.companyId,
        address: { id: address.body.addressId, city: 'Haifa', street: 'Herzl', houseNumber: '5' },
        logoFile: null,
        contacts: [{ id: expect.any(Number), firstName: 'Dana', lastName: 'Levi', email: 'dana@steel.example' }],
        bankNumber: null,
        branchNumber: null,
        accountNumber: null,
        ledgerEntityAccountKey: 'ACC12345',
        taxDeductionsFileNumber: 'TD-1',
        withholdingCertificateNumber: 'WC-9',
        withholdingValidFrom: '2026-01-01',
        withholdingValidUntil: '2026-12-31',
        withholdingBase: 'without_vat',
        roundDocumentTotal: 'use_default',
      });
    });

    it('attaches existingContactId and ignores contact when both are sent', async () => {
      const contact = await t.http.post('/contacts/create').set(bearer(acme.keys.owner)).send({ firstName: 'Existing' });
      expect(contact.body).toEqual({ success: true, contactId: expect.any(Number) });
      const { visibleId } = await newVendor(acme, { existingContactId: contact.body.contactId, contact: { firstName: 'Ignored' } });
      const got = await read(acme.keys.owner, visibleId);
      expect(got.body.contacts.map((c: { firstName: string }) => c.firstName)).toEqual(['Existing']);
    });

    it.each([
      [{ name: 'x', type: 'COMPANY' }, 'taxId'],
      [{ taxId: '1', type: 'COMPANY' }, 'name'],
      [{ taxId: '1', name: 'x' }, 'type'],
      [{ taxId: '1', name: 'x', type: 'LLC' }, 'type'],
      [{ taxId: '1', name: 'x', type: 'COMPANY', phoneNumber: '1'.repeat(21) }, 'phoneNumber'],
      [{ taxId: '1', name: 'x', type: 'COMPANY', ledgerEntityAccountKey: '123456789' }, 'ledgerEntityAccountKey'],
      [{ taxId: '1', name: 'x', type: 'COMPANY', withholdingTaxRate: 100.01 }, 'withholdingTaxRate'],
      [{ taxId: '1', name: 'x', type: 'COMPANY', withholdingTaxRate: -1 }, 'withholdingTaxRate'],
      [{ taxId: '1', name: 'x', type: 'COMPANY', email: 'not-an-email' }, 'email'],
      [{ taxId: '1', name: 'x', type: 'COMPANY', paymentTermType: 'WEEKLY' }, 'paymentTermType'],
      [{ taxId: '1', name: 'x', type: 'COMPANY', withholdingValidFrom: '2026-02-30' }, 'withholdingValidFrom'],
      [{ taxId: '1', name: 'x', type: 'COMPANY', withholdingBase: 'gross' }, 'withholdingBase'],
      [{ taxId: '1', name: 'x', type: 'COMPANY', contact: { lastName: 'NoFirst' } }, 'contact.firstName'],
      [{ taxId: '1', name: 'x', type: 'COMPANY', bankNumber: '12' }, 'bankNumber'],
      [{ taxId: '1', name: 'x', type: 'COMPANY', addressId: 'one' }, 'addressId'],
    ])('rejects %j with VALIDATION_ERROR on %s', async (body, field) => {
      const res = await create(acme.keys.owner, body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('VALIDATION_ERROR');
      expect(res.body.details.map((d: { field: string }) => d.field)).toContain(field);
    });

    it('accepts the limits exactly: 20-character phone, 8-character key, rates 0 and 100', async () => {
      const { visibleId } = await newVendor(acme, { phoneNumber: '1'.repeat(20), ledgerEntityAccountKey: '12345678', withholdingTaxRate: 100 });
      expect((await read(acme.keys.owner, visibleId)).body).toMatchObject({ phoneNumber: '1'.repeat(20), ledgerEntityAccountKey: '12345678', withholdingTaxRate: 100 });
      const zero = await newVendor(acme, { withholdingTaxRate: 0 });
      expect((await read(acme.keys.owner, zero.visibleId)).body.withholdingTaxRate).toBe(0);
    });

    it("answers 404 for an address, contact or file that is not the company's", async () => {
      const foreignAddress = await t.http.post('/addresses/create').set(bearer(globex.keys.owner)).send({ city: 'Eilat', street: 'Sea' });
      const res = await create(acme.keys.owner, { taxId: taxId(), name: 'x', type: 'COMPANY', addressId: foreignAddress.body.addressId });
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('ADDRESS_NOT_FOUND');
      const contact = await create(acme.keys.owner, { taxId: taxId(), name: 'x', type: 'COMPANY', existingContactId: 2_000_000_000 });
      expect(contact.body.error).toBe('CONTACT_NOT_FOUND');
      const logo = await create(acme.keys.owner, { taxId: taxId(), name: 'x', type: 'COMPANY', logoFileId: 2_000_000_000 });
      expect(logo.body.error).toBe('FILE_NOT_FOUND');
    });

    it('keeps a logo file of the company and shows it as logoFile', async () => {
      const upload = await t.http.post('/files/upload').set(bearer(acme.keys.owner)).attach('file', Buffer.from('%PDF-1.4 logo'), 'logo.pdf');
      expect(upload.status).toBe(200);
      const { visibleId } = await newVendor(acme, { logoFileId: upload.body.fileId });
      expect((await read(acme.keys.owner, visibleId)).body.logoFile).toEqual({ id: upload.body.fileId });
    });

    it('lets only owner, accountant and manager create', async () => {
      const res = await create(acme.keys.employee, { taxId: taxId(), name: 'x', type: 'COMPANY' });
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('FORBIDDEN');
      expect((await create(acme.keys.manager, { taxId: taxId(), name: 'x', type: 'COMPANY' })).status).toBe(200);
    });

    it('answers 401 without a key', async () => {
      expect((await t.http.post('/vendors/create').send({ taxId: '1', name: 'x', type: 'COMPANY' })).status).toBe(401);
    });
  });

  describe('one entity per tax id', () => {
    it('makes an existing client a vendor too, and refuses a second vendor with that tax id', async () => {
      const tax = taxId();
      const client = await t.http.post('/clients/create').set(bearer(acme.keys.owner)).send({ name: 'Client Co', taxId: tax, type: 'COMPANY' });
      expect(client.status).toBe(200);
      expect(client.body).toEqual({ success: true, clientId: expect.any(Number) });
      const vendor = await create(acme.keys.owner, { taxId: tax, name: 'Vendor name', type: 'COMPANY', paymentTermType: 'DAYS_ONLY', paymentTermDays: 10 });
      expect(vendor.body.vendorId).toBe(client.body.clientId);
      const got = await read(acme.keys.owner, await visibleIdOf(acme.keys.owner, vendor.body.vendorId));
      expect(got.body).toMatchObject({ id: client.body.clientId, name: 'Client Co', isClient: true, paymentTermType: 'DAYS_ONLY', paymentTermDays: 10 });
      const again = await create(acme.keys.owner, { taxId: tax, name: 'Twice', type: 'COMPANY' });
      expect(again.status).toBe(409);
      expect(again.body.error).toBe('VENDOR_ALREADY_EXISTS');
      const clientAgain = await t.http.post('/clients/create').set(bearer(acme.keys.owner)).send({ name: 'Client again', taxId: tax });
      expect(clientAgain.status).toBe(409);
      expect(clientAgain.body.error).toBe('CLIENT_ALREADY_EXISTS');
    });

    it('makes an existing vendor a client too', async () => {
      const tax = taxId();
      const { vendorId } = await newVendor(acme, { taxId: tax });
      const client = await t.http.post('/clients/create').set(bearer(acme.keys.owner)).send({ name: 'Same', taxId: tax });
      expect(client.body.clientId).toBe(vendorId);
    });

    it('keeps one entity when the same tax id is created concurrently', async () => {
      const tax = taxId();
      const results = await Promise.all([0, 1, 2, 3].map(() => create(acme.keys.owner, { taxId: tax, name: 'Race', type: 'COMPANY' })));
      expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
      const list = await t.http.get(`/vendors?taxId=${tax}`).set(bearer(acme.keys.owner));
      expect(list.body.pagination.total).toBe(1);
    });

    it('allows the same tax id in another company', async () => {
      const tax = taxId();
      await newVendor(acme, { taxId: tax });
      expect((await create(globex.keys.owner, { taxId: tax, name: 'Other', type: 'COMPANY' })).status).toBe(200);
    });

    it('refuses an edit to a tax id another entity has with TAX_ID_TAKEN', async () => {
      const taken = taxId();
      await t.http.post('/clients/create').set(bearer(acme.keys.owner)).send({ name: 'Holder', taxId: taken });
      const { visibleId } = await newVendor(acme);
      const res = await edit(acme.keys.owner, visibleId, { taxId: taken });
      expect(res.status).toBe(409);
      expect(res.body.error).toBe('TAX_ID_TAKEN');
    });
  });

  describe('GET /vendors/id/:visibleId', () => {
    it('answers 200 with the 4-character JSON body null for an unknown vendor', async () => {
      const res = await read(acme.keys.owner, '00000000-0000-4000-8000-000000000000')
        .buffer(true)
        .parse((r, cb) => {
          let raw = '';
          r.on('data', (chunk: Buffer) => (raw += chunk.toString()));
          r.on('end', () => cb(null, raw));
        });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body).toBe('null');
    });

    it('answers 200 null for a malformed visibleId, not an error', async () => {
      const res = await read(acme.keys.owner, 'not-a-uuid');
      expect(res.status).toBe(200);
      expect(res.text).toBe('null');
    });

    it("answers null for another company's vendor and for a client that is not a vendor", async () => {
      const { visibleId } = await newVendor(acme);
      const foreign = await read(globex.keys.owner, visibleId);
      expect(foreign.status).toBe(200);
      expect(foreign.text).toBe('null');
      const res = await edit(globex.keys.owner, visibleId, { name: 'Hijacked' });
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('VENDOR_NOT_FOUND');
      expect((await read(acme.keys.owner, visibleId)).body.name).toBe('Vendor');
      const client = await t.http.post('/clients/create').set(bearer(acme.keys.owner)).send({ name: 'Only a client', taxId: taxId() });
      const list = await t.http.get('/vendors?limit=200').set(bearer(acme.keys.owner));
      expect(list.body.data.map((v: { id: number }) => v.id)).not.toContain(client.body.clientId);
    });
  });

  describe('PUT /vendors/edit/:visibleId', () => {
    it('changes only the fields sent and answers success and visibleId', async () => {
      const { visibleId } = await newVendor(acme, { email: 'a@example.com', phoneNumber: '050' });
      const res = await edit(acme.keys.manager, visibleId, {
        name: 'Renamed',
        bankNumber: '12',
        branchNumber: '345',
        accountNumber: '678901',
        accountingCustomerNumber: 'C-77',
        creditLimit: 1000.5,
        roundDocumentTotal: 'round',
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, visibleId });
      const got = await read(acme.keys.owner, visibleId);
      expect(got.body).toMatchObject({
        name: 'Renamed',
        email: 'a@example.com',
        phoneNumber: '050',
        bankNumber: '12',
        branchNumber: '345',
        accountNumber: '678901',
        accountingCustomerNumber: 'C-77',
        creditLimit: 1000.5,
        roundDocumentTotal: 'round',
      });
      await edit(acme.keys.manager, visibleId, { creditLimit: null, addressId: null });
      expect((await read(acme.keys.owner, visibleId)).body).toMatchObject({ creditLimit: null, address: null, name: 'Renamed' });
    });

    it('sets vendorInternalCode with a number, clears it with null or "", and leaves it when omitted', async () => {
      const { visibleId } = await newVendor(acme);
      await edit(acme.keys.owner, visibleId, { vendorInternalCode: 42 });
      expect((await read(acme.keys.owner, visibleId)).body.vendorInternalCode).toBe(42);
      await edit(acme.keys.owner, visibleId, { name: 'Still 42' });
      expect((await read(acme.keys.owner, visibleId)).body.vendorInternalCode).toBe(42);
      await edit(acme.keys.owner, visibleId, { vendorInternalCode: null });
      expect((await read(acme.keys.owner, visibleId)).body.vendorInternalCode).toBeNull();
      await edit(acme.keys.owner, visibleId, { vendorInternalCode: 7 });
      await edit(acme.keys.owner, visibleId, { vendorInternalCode: '' });
      expect((await read(acme.keys.owner, visibleId)).body.vendorInternalCode).toBeNull();
      const bad = await edit(acme.keys.owner, visibleId, { vendorInternalCode: 'abc' });
      expect(bad.status).toBe(400);
      expect(bad.body.details.map((d: { field: string }) => d.field)).toContain('vendorInternalCode');
    });

    it('leaves ledgerEntityAccountKey on an empty string, and saves it only for owner and accountant', async () => {
      const { visibleId } = await newVendor(acme, { ledgerEntityAccountKey: 'ORIG' });
      await edit(acme.keys.owner, visibleId, { ledgerEntityAccountKey: '' });
      expect((await read(acme.keys.owner, visibleId)).body.ledgerEntityAccountKey).toBe('ORIG');
      const manager = await edit(acme.keys.manager, visibleId, { ledgerEntityAccountKey: 'MGR', name: 'By manager' });
      expect(manager.status).toBe(200);
      expect((await read(acme.keys.owner, visibleId)).body).toMatchObject({ ledgerEntityAccountKey: 'ORIG', name: 'By manager' });
      await edit(acme.keys.accountant, visibleId, { ledgerEntityAccountKey: 'ACCT' });
      expect((await read(acme.keys.owner, visibleId)).body.ledgerEntityAccountKey).toBe('ACCT');
      await edit(acme.keys.owner, visibleId, { ledgerEntityAccountKey: 'OWNR' });
      expect((await read(acme.keys.owner, visibleId)).body.ledgerEntityAccountKey).toBe('OWNR');
      const tooLong = await edit(acme.keys.owner, visibleId, { ledgerEntityAccountKey: '123456789' });
      expect(tooLong.status).toBe(400);
    });

    it('ignores ledgerEntityAccountKey from a manager at creation', async () => {
      const res = await create(acme.keys.manager, { taxId: taxId(), name: 'x', type: 'COMPANY', ledgerEntityAccountKey: 'MGR' });
      expect(res.status).toBe(200);
      expect((await read(acme.keys.owner, await visibleIdOf(acme.keys.owner, res.body.vendorId))).body.ledgerEntityAccountKey).toBeNull();
    });

    it('falls back to the company defaults when paymentTermType, withholdingTaxRate or specialVat are null, reading the effective value', async () => {
      const company = await t.newCompany();
      await t.http
        .put('/company/settings')
        .set(bearer(company.keys.owner))
        .send({ defaultPaymentTermType: 'CURRENT_PLUS_DAYS', defaultPaymentTermDays: 60, defaultWithholdingTaxRate: 3, vatRate: 17 });
      const { visibleId } = await newVendor(company, { paymentTermType: 'DAYS_ONLY', paymentTermDays: 15, withholdingTaxRate: 5 });
      await edit(company.keys.owner, visibleId, { specialVat: 0 });
      expect((await read(company.keys.owner, visibleId)).body).toMatchObject({ paymentTermType: 'DAYS_ONLY', paymentTermDays: 15, withholdingTaxRate: 5, specialVat: 0 });
      await edit(company.keys.owner, visibleId, { paymentTermType: null, withholdingTaxRate: null, specialVat: null });
      expect((await read(company.keys.owner, visibleId)).body).toMatchObject({ paymentTermType: 'CURRENT_PLUS_DAYS', paymentTermDays: 60, withholdingTaxRate: 3, specialVat: 17 });
      // The fallback follows the company setting as it changes.
      await t.http.put('/company/settings').set(bearer(company.keys.accountant)).send({ defaultWithholdingTaxRate: 4.25 });
      const list = await t.http.get('/vendors').set(bearer(company.keys.owner));
      expect(list.body.data[0]).toMatchObject({ paymentTermType: 'CURRENT_PLUS_DAYS', paymentTermDays: 60, withholdingTaxRate: 4.25 });
    });

    it('a vendor that never set a withholding rate reads the company default', async () => {
      const company = await t.newCompany();
      const { visibleId } = await newVendor(company);
      expect((await read(company.keys.owner, visibleId)).body).toMatchObject({ withholdingTaxRate: 0, paymentTermType: 'CURRENT_PLUS_DAYS', paymentTermDays: 30, specialVat: 18 });
    });

    it.each([
      [{ specialVat: 101 }, 'specialVat'],
      [{ withholdingTaxRate: 100.5 }, 'withholdingTaxRate'],
      [{ phoneNumber: '1'.repeat(21) }, 'phoneNumber'],
      [{ roundDocumentTotal: 'always' }, 'roundDocumentTotal'],
      [{ creditLimit: -5 }, 'creditLimit'],
      [{ name: null }, 'name'],
      [{ paymentTermDays: null }, 'paymentTermDays'],
      [{ withholdingValidUntil: '31/12/2026' }, 'withholdingValidUntil'],
      [{ nickname: 'x' }, 'nickname'],
      // class-validator's own maxDecimalPlaces check throws on exponent forms; these must stay 400s.
      [{ withholdingTaxRate: 1e-7 }, 'withholdingTaxRate'],
      [{ creditLimit: 1e-9 }, 'creditLimit'],
      [{ name: 'Nul\u0000byte' }, 'name'],
      [{ bankNumber: '12\u0000' }, 'bankNumber'],
    ])('rejects %j with VALIDATION_ERROR on %s', async (body, field) => {
      const { visibleId } = await newVendor(acme);
      const res = await edit(acme.keys.owner, visibleId, body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('VALIDATION_ERROR');
      expect(res.body.details.map((d: { field: string }) => d.field)).toContain(field);
    });

    it('rejects a withholding period that ends before it starts', async () => {
      const { visibleId } = await newVendor(acme, { withholdingValidFrom: '2026-06-01' });
      const res = await edit(acme.keys.owner, visibleId, { withholdingValidUntil: '2026-05-31' });
      expect(res.status).toBe(400);
      expect(res.body.details[0].field).toBe('withholdingValidUntil');
    });

    it('lets employees read but not edit', async () => {
      const { visibleId } = await newVendor(acme);
      expect((await edit(acme.keys.employee, visibleId, { name: 'No' })).status).toBe(403);
      expect((await read(acme.keys.employee, visibleId)).status).toBe(200);
    });

    it('answers 404 VENDOR_NOT_FOUND for an unknown or malformed visibleId', async () => {
      expect((await edit(acme.keys.owner, '00000000-0000-4000-8000-000000000000', { name: 'x' })).body.error).toBe('VENDOR_NOT_FOUND');
      expect((await edit(acme.keys.owner, 'nope', { name: 'x' })).status).toBe(404);
    });
  });
});
