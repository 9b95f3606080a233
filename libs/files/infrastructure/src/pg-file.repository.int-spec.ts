import { newApiKey, newCompany, rolledBack, TestDatabase, useTestDatabase } from '@backoffice/shared/persistence/testing';
import { describeWithDatabase } from '@backoffice/shared/testing';
import { aNewFile } from './testing';
import { PgFileRepository } from './pg-file.repository';

describeWithDatabase()('PgFileRepository', () => {
  const companies: number[] = [];
  // Files left waiting for an inspection would be put back on the queue by any recovery pass sharing the database.
  const inspectLeftovers = (d: TestDatabase) =>
    d.dataSource.query(`UPDATE files SET inspected_at = now(), detected_type = 'unknown' WHERE company_id = ANY ($1::int[]) AND inspected_at IS NULL`, [companies]);
  const db = useTestDatabase({ beforeClose: inspectLeftovers });
  let files: PgFileRepository;
  beforeAll(() => (files = new PgFileRepository(db.uow)));

  const uploader = async () => {
    const companyId = await newCompany(db);
    companies.push(companyId);
    return { companyId, keyId: await newApiKey(db, companyId) };
  };

  it('stores a file, not inspected yet, found by id within its company only', async () => {
    const { companyId, keyId } = await uploader();
    const input = aNewFile(companyId, keyId, { name: 'scan.png', mimeType: 'image/png', size: 0 });
    const file = await files.create(input);
    expect(file).toEqual({
      id: expect.any(Number),
      companyId,
      name: 'scan.png',
      mimeType: 'image/png',
      size: 0,
      sha256: input.sha256,
      storageKey: input.storageKey,
      detectedType: null,
      createdAt: expect.any(Date),
    });
    expect(await files.findById(companyId, file.id)).toEqual(file);
    expect(await files.findByIdUnscoped(file.id)).toEqual(file);
    expect(await files.findById(await newCompany(db), file.id)).toBeNull();
  });

  it('lists and finds by ids within the company only', async () => {
    const { companyId, keyId } = await uploader();
    const a = await files.create(aNewFile(companyId, keyId));
    const b = await files.create(aNewFile(companyId, keyId));
    const other = await uploader();
    const foreign = await files.create(aNewFile(other.companyId, other.keyId));
    expect((await files.listByCompany(companyId)).map((f) => f.id)).toEqual([a.id, b.id]);
    expect((await files.findByIds(companyId, [b.id, foreign.id, a.id])).sort((x, y) => x.id - y.id)).toEqual([a, b]);
    expect(await files.findByIds(companyId, [])).toEqual([]);
  });

  it('records an inspection, and finds files still waiting for one that were stored before a time, oldest first', async () => {
    const { companyId, keyId } = await uploader();
    await rolledBack(db, async () => {
      const old = async () => {
        const file = await files.create(aNewFile(companyId, keyId));
        await db.uow.manager().query(`UPDATE files SET created_at = '1990-01-01' WHERE id = $1`, [file.id]);
        return file;
      };
      const [a, b, inspected] = [await old(), await old(), await old()];
      await files.recordInspection(inspected.id, 'pdf', new Date());
      await files.create(aNewFile(companyId, keyId));
      expect(await files.uninspectedIds(new Date('1990-01-02T00:00:00Z'), 10)).toEqual([a.id, b.id]);
      expect(await files.uninspectedIds(new Date('1990-01-02T00:00:00Z'), 1)).toEqual([a.id]);
      expect((await files.findById(companyId, inspected.id))?.detectedType).toBe('pdf');
    });
  });
});
