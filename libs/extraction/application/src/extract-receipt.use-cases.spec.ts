import { DocumentFormat, documentFromText, PARSER_VERSION, ReceiptFields } from '@backoffice/extraction/domain';
import { Actor, JobDefinition, JobQueue, JobTimeoutError, NotFoundError, RequestOptions } from '@backoffice/shared/kernel';
import { FetchFailedError, OcrUnavailableError } from './extraction.errors';
import { CachedExtraction, DocumentFetcher, DocumentReader, ExtractionCache, ReceiptFiles, VendorMatcher } from './extraction.ports';
import { ExtractExpenseFields, ReadReceipt } from './extract-receipt.use-cases';

const RECEIPT = 'סופר כהן בע"מ\nח.פ. 514123454\nקבלה מס\' 100234\nתאריך: 12/03/2025\nמע"מ 18% 7.26 ₪\nסה"כ לתשלום 47.60 ₪';
const PDF = Buffer.from('%PDF-1.7 receipt');

class InMemoryCache implements ExtractionCache {
  readonly entries = new Map<string, CachedExtraction & { version: number }>();
  async get(sha256: string, format: DocumentFormat, version: number) {
    const e = this.entries.get(`${sha256}/${format}`);
    return e && e.version === version ? { fields: e.fields, confidence: e.confidence, reader: e.reader } : null;
  }
  async put(sha256: string, format: DocumentFormat, version: number, result: CachedExtraction) {
    this.entries.set(`${sha256}/${format}`, { ...result, version });
  }
}

function setup(options: { reader?: DocumentReader; fetcher?: DocumentFetcher } = {}) {
  const reads: DocumentFormat[] = [];
  const reader: DocumentReader = options.reader ?? { read: async (format) => (reads.push(format), { document: documentFromText(RECEIPT), reader: 'pdf-text' }) };
  const files: ReceiptFiles = {
    load: async (companyId, fileId) => {
      if (companyId !== 1 || fileId > 10) throw new NotFoundError('File', 'FILE_NOT_FOUND');
      return fileId === 3 ? { bytes: Buffer.from('plain text'), detectedType: 'text' } : { bytes: PDF, detectedType: fileId === 2 ? null : 'pdf' };
    },
  };
  const fetcher: DocumentFetcher = options.fetcher ?? { fetch: async () => PDF };
  const vendors: VendorMatcher = { match: async (_c, by) => (by.taxId === '514123454' ? { vendorId: 7, vendorVisibleId: 'v-7' } : null) };
  const cache = new InMemoryCache();
  return { useCase: new ReadReceipt(files, fetcher, reader, cache, vendors), reads, cache };
}

describe('ReadReceipt (the job handler)', () => {
  it('reads, parses and matches the vendor by tax id, with a confidence per field beside the fields', async () => {
    const { useCase } = setup();
    const outcome = await useCase.execute({ companyId: 1, source: { kind: 'file', fileId: 1 } });
    expect(outcome).toEqual({
      ok: true,
      expenseData: { vendorName: 'סופר כהן בע"מ', vendorTaxId: '514123454', documentNumber: '100234', date: '2025-03-12', currency: 'ILS', total: '47.60', tax: '7.26' },
      confidence: {
        vendorName: expect.any(Number),
        vendorTaxId: expect.any(Number),
        documentNumber: expect.any(Number),
        date: expect.any(Number),
        currency: expect.any(Number),
        total: expect.any(Number),
        tax: expect.any(Number),
      },
      matches: { vendorId: 7, vendorVisibleId: 'v-7' },
      reader: 'pdf-text',
      cached: false,
    });
  });

  it('reads the same bytes once, whichever file or URL they come from', async () => {
    const { useCase, reads } = setup();
    await useCase.execute({ companyId: 1, source: { kind: 'file', fileId: 1 } });
    const again = await useCase.execute({ companyId: 1, source: { kind: 'url', url: 'https://example.com/r', filename: 'r.pdf' } });
    expect(reads).toEqual(['pdf']);
    expect(again).toMatchObject({ ok: true, cached: true, expenseData: { total: '47.60' } });
  });

  it('reads again what an older parser version cached', async () => {
    const { useCase, reads, cache } = setup();
    await useCase.execute({ companyId: 1, source: { kind: 'file', fileId: 1 } });
    for (const entry of cache.entries.values()) entry.version = PARSER_VERSION - 1;
    await useCase.execute({ companyId: 1, source: { kind: 'file', fileId: 1 } });
    expect(reads).toHaveLength(2);
  });

  it('sniffs the bytes of a file not inspected yet, and refuses a stored type it cannot read', async () => {
    const { useCase } = setup();
    expect(await useCase.execute({ companyId: 1, source: { kind: 'file', fileId: 2 } })).toMatchObject({ ok: true });
    expect(await useCase.execute({ companyId: 1, source: { kind: 'file', fileId: 3 } })).toMatchObject({
      ok: false,
      error: { code: 'UNSUPPORTED_FILE_TYPE_FOR_EXTRACTION', kind: 'validation' },
    });
  });

  it('answers refusals as outcomes with their code and kind, so they cross the queue intact', async () => {
    const unknown = await setup().useCase.execute({ companyId: 2, source: { kind: 'file', fileId: 1 } });
    expect(unknown).toMatchObject({ ok: false, error: { code: 'FILE_NOT_FOUND', kind: 'not_found' } });
    const noOcr = setup({ reader: { read: async () => Promise.reject(new OcrUnavailableError()) } });
    expect(await noOcr.useCase.execute({ companyId: 1, source: { kind: 'file', fileId: 1 } })).toMatchObject({
      ok: false,
      error: { code: 'OCR_UNAVAILABLE', kind: 'unavailable' },
    });
    const fetchFails = setup({ fetcher: { fetch: async () => Promise.reject(new FetchFailedError('the server answered 404')) } });
    expect(await fetchFails.useCase.execute({ companyId: 1, source: { kind: 'url', url: 'https://example.com/r', filename: 'file.pdf' } })).toMatchObject({
      ok: false,
      error: { code: 'FETCH_FAILED', kind: 'unprocessable' },
    });
  });

  it('lets unexpected errors propagate', async () => {
    const broken = setup({ reader: { read: async () => Promise.reject(new Error('disk full')) } });
    await expect(broken.useCase.execute({ companyId: 1, source: { kind: 'file', fileId: 1 } })).rejects.toThrow('disk full');
  });
});

describe('ExtractExpenseFields (the API side)', () => {
  const actor: Actor = { companyId: 1, keyId: 1, keyName: 'k', role: 'employee' };
  const queue = (answer: (payload: unknown) => Promise<unknown>): JobQueue & { sent: unknown[] } => {
    const sent: unknown[] = [];
    return {
      sent,
      enqueue: async () => undefined,
      repeat: async () => undefined,
      request: async <P, R>(_job: JobDefinition<P, R>, payload: P, _options: RequestOptions) => (sent.push(payload), (await answer(payload)) as R),
    };
  };
  const fields: ReceiptFields = { total: '10.00' };

  it('checks url and filename before sending any job', async () => {
    const jobs = queue(async () => ({ ok: true, expenseData: fields, confidence: { total: 0.9 }, reader: 'pdf-text', cached: false }));
    const useCase = new ExtractExpenseFields(jobs, { waitMs: 1000 });
    await expect(useCase.fromUrl(actor, {})).rejects.toMatchObject({ code: 'MISSING_URL' });
    await expect(useCase.fromUrl(actor, { url: '  ' })).rejects.toMatchObject({ code: 'MISSING_URL' });
    await expect(useCase.fromUrl(actor, { url: 'ftp://x/r.pdf' })).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
    await expect(useCase.fromUrl(actor, { url: 'https://user:pw@x/r.pdf' })).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
    await expect(useCase.fromUrl(actor, { url: 'https://x/r', filename: 'r.docx' })).rejects.toMatchObject({ code: 'UNSUPPORTED_FILE_TYPE_FOR_EXTRACTION' });
    expect(jobs.sent).toEqual([]);
    await useCase.fromUrl(actor, { url: 'https://x/r' });
    expect(jobs.sent).toEqual([{ companyId: 1, source: { kind: 'url', url: 'https://x/r', filename: 'file.pdf' } }]);
  });

  it('turns a refusal outcome back into its error, and a time-out into EXTRACTION_TIMEOUT', async () => {
    const refused = new ExtractExpenseFields(
      queue(async () => ({ ok: false, error: { code: 'FETCH_FAILED', kind: 'unprocessable', message: 'nope' } })),
      { waitMs: 1000 },
    );
    await expect(refused.fromFile(actor, 1)).rejects.toMatchObject({ code: 'FETCH_FAILED', kind: 'unprocessable', message: 'nope' });
    const slow = new ExtractExpenseFields(
      queue(async () => Promise.reject(new JobTimeoutError('extraction.extract-receipt', 1000))),
      { waitMs: 1000 },
    );
    await expect(slow.fromFile(actor, 1)).rejects.toMatchObject({ code: 'EXTRACTION_TIMEOUT', kind: 'unavailable' });
  });
});
