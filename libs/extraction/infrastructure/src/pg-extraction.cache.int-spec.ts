import { useTestDatabase } from '@backoffice/shared/persistence/testing';
import { describeWithDatabase } from '@backoffice/shared/testing';
import { PgExtractionCache } from './pg-extraction.cache';
import { aCachedExtraction, aSha256 } from './testing';

describeWithDatabase()('PgExtractionCache', () => {
  const db = useTestDatabase();
  let cache: PgExtractionCache;
  beforeAll(() => (cache = new PgExtractionCache(db.uow)));

  it('answers what was put for the same content, format and parser version, and nothing otherwise', async () => {
    const sha = aSha256();
    const result = aCachedExtraction();
    await cache.put(sha, 'pdf', 3, result);
    expect(await cache.get(sha, 'pdf', 3)).toEqual(result);
    expect(await cache.get(sha, 'pdf', 4)).toBeNull();
    expect(await cache.get(sha, 'png', 3)).toBeNull();
    expect(await cache.get(aSha256(), 'pdf', 3)).toBeNull();
  });

  it('replaces an entry put again for the same content and format (ON CONFLICT), a newer parser’s result winning', async () => {
    const sha = aSha256();
    await cache.put(sha, 'jpeg', 1, aCachedExtraction({ reader: 'image-ocr', fields: { total: '1.00' } }));
    await cache.put(sha, 'jpeg', 2, aCachedExtraction({ reader: 'image-ocr', fields: { total: '2.00' }, confidence: {} }));
    expect(await cache.get(sha, 'jpeg', 1)).toBeNull();
    expect(await cache.get(sha, 'jpeg', 2)).toEqual({ fields: { total: '2.00' }, confidence: {}, reader: 'image-ocr' });
    const [{ n }] = await db.dataSource.query(`SELECT count(*)::int AS n FROM extraction_results WHERE content_sha256 = $1`, [sha]);
    expect(n).toBe(1);
  });

  it('answers only the receipt fields it knows from a stored entry, its confidence apart', async () => {
    const sha = aSha256();
    await db.dataSource.query(`INSERT INTO extraction_results (content_sha256, format, parser_version, fields, reader) VALUES ($1, 'pdf', 1, $2::jsonb, 'pdf-ocr')`, [
      sha,
      JSON.stringify({ total: '5.00', retiredField: 'x', confidence: { total: 0.5 } }),
    ]);
    expect(await cache.get(sha, 'pdf', 1)).toEqual({ fields: { total: '5.00' }, confidence: { total: 0.5 }, reader: 'pdf-ocr' });
  });
});
