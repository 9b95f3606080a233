import { BootstrappedCompany } from '@backoffice/identity/application';
import { describeWithDatabase } from '@backoffice/shared/testing';
import { DataSource } from 'typeorm';
import { bearer, startTestApp, TestApp } from './support/test-app';

describeWithDatabase()('/api-keys', () => {
  let t: TestApp;
  let company: BootstrappedCompany;

  beforeAll(async () => {
    t = await startTestApp();
    company = await t.newCompany();
  });
  afterAll(() => t.close());

  it('creates a key, shows the secret once and stores only its hash', async () => {
    const created = await t.http.post('/api-keys').set(bearer(company.keys.owner)).send({ name: 'Shop', role: 'manager' });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ success: true, id: expect.any(Number), key: expect.stringMatching(/^sk_[A-Za-z0-9]{32,}$/), role: 'manager' });

    const works = await t.http.get('/files').set(bearer(created.body.key));
    expect(works.status).toBe(200);

    const list = await t.http.get('/api-keys').set(bearer(company.keys.owner));
    expect(JSON.stringify(list.body)).not.toContain(created.body.key);
    expect(list.body.data.find((k: { id: number }) => k.id === created.body.id)).toMatchObject({ name: 'Shop', role: 'manager', revokedAt: null });
    expect(list.body.pagination).toMatchObject({ total: list.body.data.length, hasMore: false });

    const rows = await t.app.get(DataSource).query('SELECT key_hash FROM api_keys WHERE id = $1', [created.body.id]);
    expect(rows[0].key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].key_hash).not.toContain(created.body.key.slice(3));
  });

  it('revokes a key at once', async () => {
    const created = await t.http.post('/api-keys').set(bearer(company.keys.owner)).send({ name: 'Temp', role: 'employee' });
    const revoked = await t.http.delete(`/api-keys/${created.body.id}`).set(bearer(company.keys.owner));
    expect(revoked.status).toBe(200);
    expect(revoked.body).toEqual({ success: true });
    const refused = await t.http.get('/files').set(bearer(created.body.key));
    expect(refused.status).toBe(401);
    const again = await t.http.delete(`/api-keys/${created.body.id}`).set(bearer(company.keys.owner));
    expect(again.status).toBe(404);
  });

  it.each([
    [{ name: 'x', role: 'admin' }, 'role'],
    [{ name: '', role: 'owner' }, 'name'],
    [{ role: 'owner' }, 'name'],
    [{ name: 'x', role: 'owner', scopes: ['all'] }, 'scopes'],
    [{ name: 42, role: 'owner' }, 'name'],
  ])('rejects %j with VALIDATION_ERROR on %s', async (body, field) => {
    const res = await t.http.post('/api-keys').set(bearer(company.keys.owner)).send(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('VALIDATION_ERROR');
    expect(res.body.details.map((d: { field: string }) => d.field)).toContain(field);
  });

  it('rejects a path id that is not a number', async () => {
    const res = await t.http.delete('/api-keys/abc').set(bearer(company.keys.owner));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('VALIDATION_ERROR');
  });
});
