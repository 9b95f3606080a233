import { readFileSync } from 'node:fs';
import * as http from 'node:http';
import { AddressInfo } from 'node:net';
import * as path from 'node:path';
import { DataSource } from 'typeorm';
import { BootstrappedCompany } from '@backoffice/identity/application';
import { bearer, startTestApp, TestApp } from './support/test-app';
import { textPdf } from './support/text-pdf';

const CORPUS = path.join(__dirname, '../../../libs/extraction/infrastructure/test/fixtures/receipts');
const fixture = (name: string) => readFileSync(path.join(CORPUS, name));
const truth = JSON.parse(readFileSync(path.join(CORPUS, 'ground-truth.json'), 'utf8')) as Record<string, Record<string, string>>;

/** The ground truth as the API answers it: amounts as JSON numbers. */
function expected(id: string): Record<string, unknown> {
  const { image: _image, total, tax, ...rest } = truth[id];
  return { ...rest, total: Number(total), ...(tax === undefined ? {} : { tax: Number(tax) }) };
}

/** Serves corpus files and the awkward answers a receipt URL can give. */
async function startDocumentServer(): Promise<{ url: (p: string) => string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname.startsWith('/files/')) return res.end(fixture(path.basename(url.pathname)));
    if (url.pathname === '/moved') return res.writeHead(302, { location: '/files/en-invoice-01.pdf' }).end();
    if (url.pathname === '/huge') return res.end(Buffer.alloc(3 * 1024 * 1024, 0x20));
    if (url.pathname === '/slow') return void setTimeout(() => res.end(fixture('en-invoice-01.pdf')), 4000);
    if (url.pathname === '/error') return res.writeHead(500).end('boom');
    res.writeHead(404).end('not here');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: (p) => `http://127.0.0.1:${port}${p}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('Expense extraction (e2e)', () => {
  let t: TestApp;
  let acme: BootstrappedCompany;
  let globex: BootstrappedCompany;
  let docs: Awaited<ReturnType<typeof startDocumentServer>>;

  beforeAll(async () => {
    docs = await startDocumentServer();
    t = await startTestApp({ ALLOW_PRIVATE_TARGETS: 'true', EXTRACTION_FETCH_MAX_BYTES: '2000000' });
    acme = await t.newCompany();
    globex = await t.newCompany();
    // Results are cached by content across runs; these tests check what the readers produce.
    await t.app.get(DataSource).query('DELETE FROM extraction_results');
  });
  afterAll(async () => {
    await t.close();
    await docs.close();
  });

  const upload = async (company: BootstrappedCompany, bytes: Buffer, filename: string, contentType: string) => {
    const res = await t.http.post('/files/upload').set(bearer(company.keys.owner)).attach('file', bytes, { filename, contentType });
    expect(res.status).toBe(200);
    return res.body.fileId as number;
  };
  const fromFile = (company: BootstrappedCompany, fileId: number | string, key = company.keys.employee) => t.http.get(`/expenses/extract-from-file/${fileId}`).set(bearer(key));
  const fromUrl = (query: Record<string, string>, key = acme.keys.employee) => t.http.get('/expenses/extract-from-url').query(query).set(bearer(key));

  describe('GET /expenses/extract-from-file/:fileId', () => {
    it('reads a Hebrew tax invoice PDF with a text layer into every field', async () => {
      const fileId = await upload(acme, fixture('he-invoice-01.pdf'), 'invoice.pdf', 'application/pdf');
      const res = await fromFile(acme, fileId);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, expenseData: expected('he-invoice-01'), confidence: expect.any(Object) });
      // One confidence per field reported, and only for those; a text layer's checked fields are sure.
      expect(Object.keys(res.body.confidence).sort()).toEqual(Object.keys(res.body.expenseData).sort());
      for (const value of Object.values(res.body.confidence) as number[]) expect(value).toBeGreaterThanOrEqual(0.4);
      expect(res.body.confidence.vendorTaxId).toBeGreaterThanOrEqual(0.9);
      expect(res.body.confidence.total).toBeGreaterThanOrEqual(0.9);
    });

    it('reads a PNG receipt by OCR', async () => {
      const fileId = await upload(acme, fixture('he-shop-01.png'), 'receipt.png', 'image/png');
      const res = await fromFile(acme, fileId);
      expect(res.status).toBe(200);
      expect(res.body.expenseData).toEqual(expected('he-shop-01'));
    });

    it('reads a scanned PDF (no text layer) by rendering its page and OCR', async () => {
      const fileId = await upload(acme, fixture('en-utility-01.scan.pdf'), 'scan.pdf', 'application/pdf');
      const res = await fromFile(acme, fileId);
      expect(res.status).toBe(200);
      expect(res.body.expenseData).toEqual(expected('en-utility-01'));
    });

    it('names the vendor with the same tax id, else the one with exactly the same name', async () => {
      const byTaxId = await t.http
        .post('/vendors/create')
        .set(bearer(acme.keys.owner))
        .send({ name: 'Cloudworks (old name)', taxId: truth['en-invoice-01'].vendorTaxId, type: 'COMPANY' });
      expect(byTaxId.status).toBe(200);
      const fileId = await upload(acme, fixture('en-invoice-01.pdf'), 'cw.pdf', 'application/pdf');
      const res = await fromFile(acme, fileId);
      expect(res.body.matches).toEqual({ vendorId: byTaxId.body.vendorId, vendorVisibleId: expect.any(String) });
      const vendor = await t.http.get(`/vendors/id/${res.body.matches.vendorVisibleId}`).set(bearer(acme.keys.owner));
      expect(vendor.body.id).toBe(byTaxId.body.vendorId);

      const byName = await t.http.post('/vendors/create').set(bearer(acme.keys.owner)).send({ name: "Joe's Diner", taxId: '000000018', type: 'COMPANY' });
      expect(byName.status).toBe(200);
      const diner = await fromFile(acme, await upload(acme, fixture('en-restaurant-02.pdf'), 'diner.pdf', 'application/pdf'));
      expect(diner.body.matches).toEqual({ vendorId: byName.body.vendorId, vendorVisibleId: expect.any(String) });

      // Another company's vendors are not candidates.
      const other = await fromFile(globex, await upload(globex, fixture('en-invoice-01.pdf'), 'cw.pdf', 'application/pdf'));
      expect(other.status).toBe(200);
      expect(other.body.matches).toBeUndefined();
    });

    it('matches a name printed with an en dash to the vendor saved with a hyphen, through the real vendor search', async () => {
      const saved = await t.http.post('/vendors/create').set(bearer(acme.keys.owner)).send({ name: 'Blue Lagoon - Software Ltd', taxId: '000000026', type: 'COMPANY' });
      expect(saved.status).toBe(200);
      const invoice = textPdf([
        'Blue Lagoon \u2013 Software Ltd',
        '12 Harbour Road, Bristol BS1 4DJ',
        'Invoice No. 4471',
        'Invoice date: 12/03/2025',
        'Consulting, March 2025        £100.00',
        'VAT 20%        £20.00',
        'Total due        £120.00',
      ]);
      const res = await fromFile(acme, await upload(acme, invoice, 'lagoon.pdf', 'application/pdf'));
      expect(res.status).toBe(200);
      // The name is answered as printed, en dash and all, and still finds the vendor saved with a hyphen.
      expect(res.body.expenseData.vendorName).toBe('Blue Lagoon \u2013 Software Ltd');
      expect(res.body.expenseData.total).toBe(120);
      expect(res.body.matches).toEqual({ vendorId: saved.body.vendorId, vendorVisibleId: expect.any(String) });
    });

    it('reads the same bytes once: a second file with the same content is answered from the cache', async () => {
      const bytes = Buffer.concat([fixture('en-shop-01.pdf'), Buffer.from(`\n% cache test ${Date.now()} ${Math.random()}\n`)]);
      const first = await fromFile(acme, await upload(acme, bytes, 'a.pdf', 'application/pdf'));
      expect(first.body.expenseData).toEqual(expected('en-shop-01'));
      const db = t.app.get(DataSource);
      // Mark the cached entry: only a cache hit can answer with this vendor name.
      const marked = await db.query(
        `UPDATE extraction_results SET fields = fields || '{"vendorName":"From the cache"}' WHERE fields->>'documentNumber' = 'R-48213' AND format = 'pdf' RETURNING content_sha256`,
      );
      expect(marked[0]).toHaveLength(1);
      const second = await fromFile(globex, await upload(globex, bytes, 'b.pdf', 'application/pdf'));
      expect(second.status).toBe(200);
      expect(second.body.expenseData.vendorName).toBe('From the cache');
    });

    it('answers 404 for an unknown file and for another company’s file', async () => {
      expect((await fromFile(acme, 2_000_000_000)).status).toBe(404);
      const theirs = await upload(globex, fixture('he-shop-02.pdf'), 'r.pdf', 'application/pdf');
      const res = await fromFile(acme, theirs);
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('FILE_NOT_FOUND');
    });

    it('answers 400 VALIDATION_ERROR for a file id that is not a positive whole number', async () => {
      const res = await fromFile(acme, 'abc');
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('VALIDATION_ERROR');
    });

    it('answers 400 UNSUPPORTED_FILE_TYPE_FOR_EXTRACTION for a stored file that is not PDF, PNG or JPEG', async () => {
      const fileId = await upload(acme, Buffer.from('just some notes\n'), 'notes.txt', 'text/plain');
      const res = await fromFile(acme, fileId);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'UNSUPPORTED_FILE_TYPE_FOR_EXTRACTION' });
      expect(typeof res.body.message).toBe('string');
    });

    it('answers 422 UNREADABLE_DOCUMENT for a damaged PDF', async () => {
      const fileId = await upload(acme, Buffer.from('%PDF-1.7\nthis is not really a pdf'), 'broken.pdf', 'application/pdf');
      const res = await fromFile(acme, fileId);
      expect(res.status).toBe(422);
      expect(res.body.error).toBe('UNREADABLE_DOCUMENT');
    });

    it('needs an API key', async () => {
      const res = await t.http.get('/expenses/extract-from-file/1');
      expect(res.status).toBe(401);
    });
  });

  describe('GET /expenses/extract-from-url', () => {
    it('fetches and reads a PDF (filename defaults to file.pdf)', async () => {
      const res = await fromUrl({ url: docs.url('/files/en-invoice-05.pdf') });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, expenseData: expected('en-invoice-05'), confidence: expect.any(Object) });
      expect(Object.keys(res.body.confidence).sort()).toEqual(Object.keys(res.body.expenseData).sort());
    });

    it('reads a JPEG when the filename says so', async () => {
      const res = await fromUrl({ url: docs.url('/files/he-shop-02.jpg'), filename: 'scan.JPG' });
      expect(res.status).toBe(200);
      expect(res.body.expenseData).toEqual(expected('he-shop-02'));
    });

    it('follows a redirect to an allowed address', async () => {
      const res = await fromUrl({ url: docs.url('/moved') });
      expect(res.status).toBe(200);
      expect(res.body.expenseData.documentNumber).toBe('INV-2025-0042');
    });

    it('answers 400 MISSING_URL without url', async () => {
      for (const query of [{}, { url: '' }, { filename: 'a.pdf' }] as Record<string, string>[]) {
        const res = await fromUrl(query);
        expect(res.status).toBe(400);
        expect(res.body.error).toBe('MISSING_URL');
      }
    });

    it('answers 400 VALIDATION_ERROR for a url that is not http(s)', async () => {
      for (const url of ['not a url', 'ftp://example.com/a.pdf', 'file:///etc/passwd']) {
        const res = await fromUrl({ url });
        expect(res.status).toBe(400);
        expect(res.body.error).toBe('VALIDATION_ERROR');
      }
    });

    it('answers 400 UNSUPPORTED_FILE_TYPE_FOR_EXTRACTION for another extension, before fetching', async () => {
      for (const filename of ['invoice.docx', 'noextension', 'a.gif']) {
        const res = await fromUrl({ url: docs.url('/files/en-invoice-05.pdf'), filename });
        expect(res.status).toBe(400);
        expect(res.body.error).toBe('UNSUPPORTED_FILE_TYPE_FOR_EXTRACTION');
      }
    });

    it('answers 422 FETCH_FAILED for a non-2xx answer, an unknown host and a document over the size limit', async () => {
      for (const url of [docs.url('/nothing'), docs.url('/error'), 'http://no-such-host.invalid/r.pdf', docs.url('/huge')]) {
        const res = await fromUrl({ url });
        expect(res.status).toBe(422);
        expect(res.body.error).toBe('FETCH_FAILED');
      }
    });
  });

  describe('without OCR and without private targets', () => {
    let bare: TestApp;
    let company: BootstrappedCompany;

    beforeAll(async () => {
      bare = await startTestApp({ OCR_COMMAND: '/nonexistent/tesseract', PDF_RENDER_COMMAND: '/nonexistent/pdftoppm' });
      company = await bare.newCompany();
    });
    afterAll(() => bare.close());

    const uploadTo = async (bytes: Buffer, filename: string, contentType: string) =>
      (await bare.http.post('/files/upload').set(bearer(company.keys.owner)).attach('file', bytes, { filename, contentType })).body.fileId as number;

    it('answers 503 OCR_UNAVAILABLE for images and scanned PDFs, and still reads PDFs with text', async () => {
      // Bytes no other test used, so no cached result answers instead of the readers.
      const unique = (b: Buffer) => Buffer.concat([b, Buffer.from(`\n% ${Date.now()} ${Math.random()}\n`)]);
      const image = await uploadTo(Buffer.concat([fixture('en-shop-02.jpg'), Buffer.from(String(Math.random()))]), 'r.jpg', 'image/jpeg');
      const scan = await uploadTo(unique(fixture('he-shop-03.scan.pdf')), 's.pdf', 'application/pdf');
      const text = await uploadTo(unique(fixture('he-shop-03.pdf')), 't.pdf', 'application/pdf');
      for (const fileId of [image, scan]) {
        const res = await bare.http.get(`/expenses/extract-from-file/${fileId}`).set(bearer(company.keys.employee));
        expect(res.status).toBe(503);
        expect(res.body.error).toBe('OCR_UNAVAILABLE');
      }
      const res = await bare.http.get(`/expenses/extract-from-file/${text}`).set(bearer(company.keys.employee));
      expect(res.status).toBe(200);
      expect(res.body.expenseData).toEqual(expected('he-shop-03'));
    });

    it('answers 422 FETCH_FAILED for loopback and private targets', async () => {
      for (const url of [docs.url('/files/en-invoice-05.pdf'), 'http://10.0.0.1/r.pdf', 'http://169.254.169.254/latest/meta-data', 'http://[::1]/r.pdf']) {
        const res = await bare.http.get('/expenses/extract-from-url').query({ url }).set(bearer(company.keys.employee));
        expect(res.status).toBe(422);
        expect(res.body.error).toBe('FETCH_FAILED');
      }
    });
  });

  describe('a worker slower than the wait bound', () => {
    let impatient: TestApp;

    beforeAll(async () => {
      impatient = await startTestApp({ ALLOW_PRIVATE_TARGETS: 'true', EXTRACTION_WAIT_MS: '1000', EXTRACTION_FETCH_TIMEOUT_MS: '10000' });
    });
    afterAll(() => impatient.close());

    it('answers 503 EXTRACTION_TIMEOUT', async () => {
      const company = await impatient.newCompany();
      const res = await impatient.http
        .get('/expenses/extract-from-url')
        .query({ url: docs.url('/slow') })
        .set(bearer(company.keys.employee));
      expect(res.status).toBe(503);
      expect(res.body.error).toBe('EXTRACTION_TIMEOUT');
    });
  });
});
