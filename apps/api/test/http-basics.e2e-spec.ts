import { BootstrappedCompany } from '@backoffice/identity/application';
import { describeWithDatabase } from '@backoffice/shared/testing';
import { bearer, startTestApp, TestApp } from './support/test-app';

describeWithDatabase()('HTTP basics: errors, request ids, health and the API reference', () => {
  let t: TestApp;
  let company: BootstrappedCompany;

  beforeAll(async () => {
    t = await startTestApp();
    company = await t.newCompany();
  });
  afterAll(() => t.close());

  it('answers malformed JSON with 400 INVALID_JSON', async () => {
    const res = await t.http.post('/api-keys').set(bearer(company.keys.owner)).set('content-type', 'application/json').send('{"name": "x",');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'INVALID_JSON', message: expect.any(String) });
  });

  it('answers a 2 MB JSON body with 413 PAYLOAD_TOO_LARGE', async () => {
    const res = await t.http
      .post('/api-keys')
      .set(bearer(company.keys.owner))
      .set('content-type', 'application/json')
      .send(JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024), role: 'owner' }));
    expect(res.status).toBe(413);
    expect(res.body.error).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers a body that is not a JSON object with VALIDATION_ERROR', async () => {
    for (const body of ['[]', 'null', '"text"', '42']) {
      const res = await t.http.post('/api-keys').set(bearer(company.keys.owner)).set('content-type', 'application/json').send(body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('VALIDATION_ERROR');
    }
  });

  it('refuses NUL characters anywhere in a body, a query or a path with a 4xx, never a 500', async () => {
    const body = await t.http.post('/api-keys').set(bearer(company.keys.owner)).send({ name: 'a\u0000b', role: 'owner' });
    expect(body.status).toBe(400);
    expect(body.body).toMatchObject({ error: 'VALIDATION_ERROR', details: [{ field: 'name', problem: 'must not contain NUL characters' }] });
    const query = await t.http.get('/products?search=a%00b').set(bearer(company.keys.owner));
    expect(query.status).toBe(400);
    const path = await t.http.get('/documents/by-external-id/a%00b').set(bearer(company.keys.owner));
    expect(path.status).toBeGreaterThanOrEqual(400);
    expect(path.status).toBeLessThan(500);
  });

  it('refuses text that is not well-formed Unicode (a lone surrogate) with a 4xx naming the field, never a 500, and writes nothing', async () => {
    const before = await t.http.get('/vendors?search=Surrogate').set(bearer(company.keys.owner));
    // JSON escapes, so the lone surrogate arrives as such (a raw one cannot be sent as UTF-8).
    const send = (json: string) => t.http.post('/vendors/create').set(bearer(company.keys.owner)).set('content-type', 'application/json').send(json);
    const inEmail = await send('{"name":"Surrogate Ltd","type":"COMPANY","contact":{"firstName":"A","email":"\\ud800@example.com"}}');
    expect({ status: inEmail.status, body: inEmail.body }).toMatchObject({
      status: 400,
      body: { error: 'VALIDATION_ERROR', details: [{ field: 'contact.email', problem: 'must be well-formed Unicode text (no lone surrogates)' }] },
    });
    const inName = await send('{"name":"Surrogate \\udc00 Ltd","type":"COMPANY"}');
    expect({ status: inName.status, field: inName.body.details?.[0]?.field }).toEqual({ status: 400, field: 'name' });
    const after = await t.http.get('/vendors?search=Surrogate').set(bearer(company.keys.owner));
    expect(after.body.total).toBe(before.body.total);
    // A pair (an emoji) is well-formed and stays as sent.
    const pair = await send('{"name":"Surrogate \\ud83d\\ude00 Ltd","type":"COMPANY","taxId":"516473824"}');
    expect(pair.status).toBe(200);
    const stored = await t.http.get('/vendors?search=Surrogate').set(bearer(company.keys.owner));
    expect(stored.body.data.map((v: { name: string }) => v.name)).toContain('Surrogate 😀 Ltd');
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await t.http.post('/api-keys').set(bearer(company.keys.owner)).set('content-type', 'text/csv').send('a,b');
    expect(res.status).toBe(415);
    expect(res.body.error).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers unknown routes with a JSON 404, with or without a key', async () => {
    for (const req of [t.http.get('/no/such/route'), t.http.get('/no/such/route').set(bearer(company.keys.owner))]) {
      const res = await req;
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.body.error).toBe('NOT_FOUND');
    }
  });

  it('answers a path with broken percent-encoding with a 4xx', async () => {
    const res = await t.http.delete('/api-keys/%E0%A4%A').set(bearer(company.keys.owner));
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });

  it('sends an X-Request-Id on every answer, keeping a sane one the caller sent', async () => {
    const generated = await t.http.get('/health/live');
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await t.http.get('/health/live').set('x-request-id', 'caller-trace-123');
    expect(kept.headers['x-request-id']).toBe('caller-trace-123');
    const replaced = await t.http.get('/health/live').set('x-request-id', 'bad id with spaces');
    expect(replaced.headers['x-request-id']).not.toBe('bad id with spaces');
  });

  it('reports liveness and readiness without a key', async () => {
    const live = await t.http.get('/health/live');
    expect(live.status).toBe(200);
    expect(live.body).toEqual({ status: 'ok' });
    const ready = await t.http.get('/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ status: 'ready', checks: { database: 'up', queue: 'up' } });
  });

  it('serves the OpenAPI document generated from the code, and the interactive reference', async () => {
    const doc = await t.http.get('/openapi.json');
    expect(doc.status).toBe(200);
    expect(doc.body.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.body.paths)).toEqual(expect.arrayContaining(['/api-keys', '/api-keys/{id}', '/files/upload', '/files', '/health/ready']));
    expect(doc.body.components.schemas.CreateApiKeyRequest.properties.role.enum).toEqual(['owner', 'accountant', 'manager', 'employee']);
    const ui = await t.http.get('/docs');
    expect(ui.status).toBe(200);
    expect(ui.text).toContain('swagger');
  });
});
