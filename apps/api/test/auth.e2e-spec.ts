import { BootstrappedCompany } from '@backoffice/identity/application';
import { describeWithDatabase } from '@backoffice/shared/testing';
import { bearer, startTestApp, TestApp } from './support/test-app';

describeWithDatabase()('authentication and tenancy', () => {
  let t: TestApp;
  let acme: BootstrappedCompany;
  let globex: BootstrappedCompany;

  beforeAll(async () => {
    t = await startTestApp();
    acme = await t.newCompany();
    globex = await t.newCompany();
  });
  afterAll(() => t.close());

  it.each([
    ['no Authorization header', {}],
    ['a scheme other than Bearer', { Authorization: 'Basic dXNlcjpwYXNz' }],
    ['a malformed key', { Authorization: 'Bearer not-a-key' }],
    ['a well-formed key nobody issued', { Authorization: `Bearer sk_${'A'.repeat(40)}` }],
  ])('answers 401 UNAUTHORIZED for %s', async (_label, headers) => {
    const res = await t.http.get('/api-keys').set(headers);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'UNAUTHORIZED', message: expect.any(String) });
  });

  it('accepts a valid key with any casing of the scheme', async () => {
    const res = await t.http.get('/api-keys').set({ Authorization: `bearer ${acme.keys.owner}` });
    expect(res.status).toBe(200);
  });

  it.each(['accountant', 'manager', 'employee'] as const)('answers 403 FORBIDDEN when a %s key manages API keys', async (role) => {
    const res = await t.http.post('/api-keys').set(bearer(acme.keys[role])).send({ name: 'nope', role: 'employee' });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('FORBIDDEN');
    const list = await t.http.get('/api-keys').set(bearer(acme.keys.owner));
    expect(list.body.data.map((k: { name: string }) => k.name)).not.toContain('nope');
  });

  it("lists only the caller's company keys", async () => {
    const res = await t.http.get('/api-keys').set(bearer(globex.keys.owner));
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(4);
    const acmeKeys = await t.http.get('/api-keys').set(bearer(acme.keys.owner));
    const acmeIds = acmeKeys.body.data.map((k: { id: number }) => k.id);
    for (const key of res.body.data) expect(acmeIds).not.toContain(key.id);
  });

  it("treats another company's key id exactly like one that does not exist", async () => {
    const acmeKeys = await t.http.get('/api-keys').set(bearer(acme.keys.owner));
    const acmeEmployeeKey = acmeKeys.body.data.find((k: { role: string }) => k.role === 'employee');
    const foreign = await t.http.delete(`/api-keys/${acmeEmployeeKey.id}`).set(bearer(globex.keys.owner));
    const missing = await t.http.delete('/api-keys/2147483000').set(bearer(globex.keys.owner));
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    const stillWorks = await t.http.get('/health/live').set(bearer(acme.keys.employee));
    expect(stillWorks.status).toBe(200);
    const employeeStillAuthenticates = await t.http.get('/files').set(bearer(acme.keys.employee));
    expect(employeeStillAuthenticates.status).toBe(200);
  });
});
