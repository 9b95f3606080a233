import { BootstrappedCompany } from '@backoffice/identity/application';
import { describeWithDatabase } from '@backoffice/shared/testing';
import { bearer, startTestApp, TestApp } from './support/test-app';

describeWithDatabase()('clients, addresses and contacts', () => {
  let t: TestApp;
  let acme: BootstrappedCompany;
  let globex: BootstrappedCompany;

  beforeAll(async () => {
    t = await startTestApp();
    acme = await t.newCompany();
    globex = await t.newCompany();
  });
  afterAll(() => t.close());

  describe('POST /clients/create', () => {
    it('creates a client with and without a tax id', async () => {
      const res = await t.http
        .post('/clients/create')
        .set(bearer(acme.keys.manager))
        .send({ name: 'Walk-in', email: 'walk@in.example', phoneNumber: '050-1234567', type: 'PATOOR' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, clientId: expect.any(Number) });
      const two = await t.http.post('/clients/create').set(bearer(acme.keys.manager)).send({ name: 'Walk-in' });
      expect(two.body.clientId).not.toBe(res.body.clientId);
    });

    it('is not a vendor until created as one', async () => {
      const res = await t.http.post('/clients/create').set(bearer(acme.keys.owner)).send({ name: 'Buyer', taxId: 'CL-1' });
      const list = await t.http.get('/vendors?taxId=CL-1').set(bearer(acme.keys.owner));
      expect(list.body.data).toEqual([]);
      const vendor = await t.http.post('/vendors/create').set(bearer(acme.keys.owner)).send({ name: 'Buyer as vendor', taxId: 'CL-1', type: 'COMPANY' });
      expect(vendor.body.vendorId).toBe(res.body.clientId);
      expect((await t.http.get('/vendors?taxId=CL-1').set(bearer(acme.keys.owner))).body.data.map((v: { id: number }) => v.id)).toEqual([res.body.clientId]);
    });

    it.each([
      [{}, 'name'],
      [{ name: '' }, 'name'],
      [{ name: 'x', type: 'LLC' }, 'type'],
      [{ name: 'x', email: 'nope' }, 'email'],
      [{ name: 'x', phoneNumber: '1'.repeat(21) }, 'phoneNumber'],
      [{ name: 'x', taxId: 5 }, 'taxId'],
      [{ name: 'x', vip: true }, 'vip'],
    ])('rejects %j with VALIDATION_ERROR on %s', async (body, field) => {
      const res = await t.http.post('/clients/create').set(bearer(acme.keys.owner)).send(body);
      expect(res.status).toBe(400);
      expect(res.body.details.map((d: { field: string }) => d.field)).toContain(field);
    });

    it('refuses employees', async () => {
      expect((await t.http.post('/clients/create').set(bearer(acme.keys.employee)).send({ name: 'x' })).status).toBe(403);
    });
  });

  describe('POST /addresses/create', () => {
    it('creates an address that a vendor can use', async () => {
      const res = await t.http
        .post('/addresses/create')
        .set(bearer(acme.keys.owner))
        .send({ city: 'Tel Aviv', street: 'Rothschild', houseNumber: '1', zipCode: '6688101', country: 'IL' });
      expect(res.body).toEqual({ success: true, addressId: expect.any(Number) });
      const vendor = await t.http.post('/vendors/create').set(bearer(acme.keys.owner)).send({ name: 'Addressed', taxId: 'AD-1', type: 'COMPANY', addressId: res.body.addressId });
      const list = await t.http.get('/vendors?taxId=AD-1').set(bearer(acme.keys.owner));
      expect(vendor.status).toBe(200);
      expect(list.body.data[0].address).toEqual({ id: res.body.addressId, city: 'Tel Aviv', street: 'Rothschild', houseNumber: '1', zipCode: '6688101', country: 'IL' });
    });

    it.each([
      [{ street: 'x' }, 'city'],
      [{ city: 'x' }, 'street'],
      [{ city: 'x', street: 'y', zipCode: 12345 }, 'zipCode'],
      [{ city: 'x', street: 'y', floor: 3 }, 'floor'],
    ])('rejects %j with VALIDATION_ERROR on %s', async (body, field) => {
      const res = await t.http.post('/addresses/create').set(bearer(acme.keys.owner)).send(body);
      expect(res.status).toBe(400);
      expect(res.body.details.map((d: { field: string }) => d.field)).toContain(field);
    });
  });

  describe('POST /contacts/create', () => {
    it('creates a contact with an address of the company, and refuses one of another company', async () => {
      const address = await t.http.post('/addresses/create').set(bearer(acme.keys.owner)).send({ city: 'Haifa', street: 'Port' });
      const ok = await t.http
        .post('/contacts/create')
        .set(bearer(acme.keys.owner))
        .send({ firstName: 'Noa', lastName: 'Cohen', phoneNumber: '052', email: 'noa@example.com', addressId: address.body.addressId });
      expect(ok.body).toEqual({ success: true, contactId: expect.any(Number) });
      const foreign = await t.http.post('/contacts/create').set(bearer(globex.keys.owner)).send({ firstName: 'X', addressId: address.body.addressId });
      expect(foreign.status).toBe(404);
      expect(foreign.body.error).toBe('ADDRESS_NOT_FOUND');
    });

    it("refuses another company's contact as existingContactId", async () => {
      const contact = await t.http.post('/contacts/create').set(bearer(acme.keys.owner)).send({ firstName: 'Private' });
      const res = await t.http
        .post('/vendors/create')
        .set(bearer(globex.keys.owner))
        .send({ name: 'x', taxId: 'CT-1', type: 'COMPANY', existingContactId: contact.body.contactId });
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('CONTACT_NOT_FOUND');
    });

    it('rejects a contact without a first name', async () => {
      const res = await t.http.post('/contacts/create').set(bearer(acme.keys.owner)).send({ lastName: 'Only' });
      expect(res.status).toBe(400);
      expect(res.body.details.map((d: { field: string }) => d.field)).toContain('firstName');
    });
  });
});
