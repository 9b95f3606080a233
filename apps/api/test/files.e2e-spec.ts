import { HmacFileUrlSigner } from '@backoffice/files/infrastructure';
import { BootstrappedCompany } from '@backoffice/identity/application';
import { SecretsKey } from '@backoffice/shared/config';
import { describeWithDatabase, eventually, TEST_SECRETS_KEY } from '@backoffice/shared/testing';
import { DataSource } from 'typeorm';
import { bearer, startTestApp, TestApp } from './support/test-app';

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(100, 0x20), Buffer.from('\n%%EOF\n')]);

describeWithDatabase()('files', () => {
  let t: TestApp;
  let acme: BootstrappedCompany;
  let globex: BootstrappedCompany;
  const signer = new HmacFileUrlSigner(SecretsKey.fromString(TEST_SECRETS_KEY).derive('file-urls'));

  beforeAll(async () => {
    t = await startTestApp();
    acme = await t.newCompany();
    globex = await t.newCompany();
  });
  afterAll(() => t.close());

  const upload = (key: string, bytes: Buffer, filename = 'receipt.pdf', contentType = 'application/pdf') =>
    t.http.post('/files/upload').set(bearer(key)).attach('file', bytes, { filename, contentType });

  const pathOf = (remoteUrl: string) => {
    const url = new URL(remoteUrl);
    return `${url.pathname}${url.search}`;
  };

  it('uploads a file and serves its bytes from the signed remoteUrl without a key', async () => {
    const res = await upload(acme.keys.employee, PDF);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      fileId: expect.any(Number),
      remoteUrl: expect.stringMatching(/\/files\/content\/\d+\?expires=\d+&signature=[0-9a-f]{64}$/),
      name: 'receipt.pdf',
      mimeType: 'application/pdf',
      size: PDF.length,
    });
    const content = await t.http
      .get(pathOf(res.body.remoteUrl))
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    expect(content.status).toBe(200);
    expect(content.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(content.body as Buffer, PDF)).toBe(0);
  });

  it('runs the inspection job, which records what the bytes really are', async () => {
    const res = await upload(acme.keys.owner, PDF, 'claims-to-be.png', 'image/png');
    const db = t.app.get(DataSource);
    const detected = await eventually(async () => {
      const rows = await db.query('SELECT detected_type FROM files WHERE id = $1', [res.body.fileId]);
      return rows[0]?.detected_type as string | null;
    });
    expect(detected).toBe('pdf');
  });

  it('refuses a tampered signature with 403 INVALID_SIGNATURE', async () => {
    const res = await upload(acme.keys.owner, PDF);
    const url = new URL(res.body.remoteUrl);
    const signature = url.searchParams.get('signature') as string;
    url.searchParams.set('signature', (signature[0] === 'a' ? 'b' : 'a') + signature.slice(1));
    const tampered = await t.http.get(`${url.pathname}${url.search}`);
    expect(tampered.status).toBe(403);
    expect(tampered.body.error).toBe('INVALID_SIGNATURE');

    const otherFile = await t.http.get(`/files/content/${res.body.fileId + 1000}?expires=${url.searchParams.get('expires')}&signature=${signature}`);
    expect(otherFile.status).toBe(403);

    const longerLife = await t.http.get(`/files/content/${res.body.fileId}?expires=${Number(url.searchParams.get('expires')) + 3600}&signature=${signature}`);
    expect(longerLife.status).toBe(403);
  });

  it('refuses an expired link with 403 LINK_EXPIRED, even correctly signed', async () => {
    const res = await upload(acme.keys.owner, PDF);
    const past = Math.floor(Date.now() / 1000) - 10;
    const expired = await t.http.get(`/files/content/${res.body.fileId}?expires=${past}&signature=${signer.sign(res.body.fileId, past)}`);
    expect(expired.status).toBe(403);
    expect(expired.body.error).toBe('LINK_EXPIRED');
    const future = past + 3600;
    const fresh = await t.http.get(`/files/content/${res.body.fileId}?expires=${future}&signature=${signer.sign(res.body.fileId, future)}`);
    expect(fresh.status).toBe(200);
  });

  it('answers a link without signature or expiry with 400', async () => {
    const res = await t.http.get('/files/content/1');
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('VALIDATION_ERROR');
  });

  it('refuses files over 10 MB with 413 PAYLOAD_TOO_LARGE and records nothing', async () => {
    const before = await t.http.get('/files').set(bearer(globex.keys.owner));
    const res = await upload(globex.keys.owner, Buffer.alloc(10 * 1024 * 1024 + 1, 0x41), 'big.txt', 'text/plain');
    expect(res.status).toBe(413);
    expect(res.body.error).toBe('PAYLOAD_TOO_LARGE');
    const after = await t.http.get('/files').set(bearer(globex.keys.owner));
    expect(after.body.data).toHaveLength(before.body.data.length);
  });

  it('accepts a file of exactly 10 MB', async () => {
    const res = await upload(globex.keys.owner, Buffer.alloc(10 * 1024 * 1024, 0x41), 'edge.txt', 'text/plain');
    expect(res.status).toBe(200);
    expect(res.body.size).toBe(10 * 1024 * 1024);
  });

  it('answers an upload without a file part with 400', async () => {
    const noFile = await t.http.post('/files/upload').set(bearer(acme.keys.owner)).field('note', 'hello');
    expect(noFile.status).toBe(400);
    const json = await t.http.post('/files/upload').set(bearer(acme.keys.owner)).send({ file: 'abc' });
    expect(json.status).toBe(400);
  });

  it("lists the company's files as a whole set, never another company's", async () => {
    await upload(globex.keys.owner, PDF, 'globex.pdf');
    const acmeList = await t.http.get('/files?page=2&limit=1').set(bearer(acme.keys.accountant));
    expect(acmeList.status).toBe(200);
    expect(acmeList.body.data.length).toBeGreaterThanOrEqual(4);
    expect(acmeList.body.pagination).toMatchObject({ total: acmeList.body.data.length, offset: 0, hasMore: false });
    expect(acmeList.body.data.map((f: { name: string }) => f.name)).not.toContain('globex.pdf');
    for (const file of acmeList.body.data) expect(file.remoteUrl).toMatch(/signature=/);
  });
});
