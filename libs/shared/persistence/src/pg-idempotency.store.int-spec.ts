import { describeWithDatabase } from '@backoffice/shared/testing';
import { PgIdempotencyStore } from './pg-idempotency.store';
import { insertRow, newCompany, rolledBack, unique, useTestDatabase, whileHolding } from './testing';

const answer = (status: number, body: unknown) => ({ requestHash: 'a'.repeat(64), status, body });

describeWithDatabase()('PgIdempotencyStore', () => {
  const db = useTestDatabase();
  let store: PgIdempotencyStore;
  beforeAll(() => (store = new PgIdempotencyStore(db.uow)));

  describe('tryLock', () => {
    it('refuses outside a unit of work: the lock lives as long as a transaction', async () => {
      await expect(store.tryLock(await newCompany(db), 'key')).rejects.toThrow(/transaction-scoped/);
    });

    it('is held by one transaction at a time, and freed when it ends', async () => {
      const companyId = await newCompany(db);
      const key = unique('key');
      const second = await whileHolding(
        db,
        async () => expect(await store.tryLock(companyId, key)).toBe(true),
        () => store.tryLock(companyId, key),
      );
      expect(second).toBe(false);
      expect(await db.uow.run(() => store.tryLock(companyId, key))).toBe(true);
    });

    it('locks a key of one company only: the same key of another company is free', async () => {
      const [one, other] = [await newCompany(db), await newCompany(db)];
      const key = unique('key');
      const [sameKeyOtherCompany, otherKeySameCompany] = await whileHolding(
        db,
        () => store.tryLock(one, key),
        async () => [await store.tryLock(other, key), await store.tryLock(one, unique('key'))],
      );
      expect(sameKeyOtherCompany).toBe(true);
      expect(otherKeySameCompany).toBe(true);
    });
  });

  describe('save and find', () => {
    it('answers the stored response of the company, with its JSON body as it was', async () => {
      const companyId = await newCompany(db);
      await store.save(companyId, 'k1', answer(201, { id: 7, total: '10.50', nested: [null, 'ü'] }));
      expect(await store.find(companyId, 'k1')).toEqual(answer(201, { id: 7, total: '10.50', nested: [null, 'ü'] }));
      expect(await store.find(companyId, 'k2')).toBeNull();
      expect(await store.find(await newCompany(db), 'k1')).toBeNull();
    });

    it('replaces the answer of a key saved again (ON CONFLICT) and keeps the first request hash', async () => {
      const companyId = await newCompany(db);
      await store.save(companyId, 'k', answer(202, { state: 'pending' }));
      await store.save(companyId, 'k', { requestHash: 'b'.repeat(64), status: 200, body: { state: 'done' } });
      expect(await store.find(companyId, 'k')).toEqual(answer(200, { state: 'done' }));
      const [{ n }] = await db.dataSource.query(`SELECT count(*)::int AS n FROM idempotency_keys WHERE company_id = $1`, [companyId]);
      expect(n).toBe(1);
    });
  });

  it('purges the answers stored before the given time, of every company, and says how many', async () => {
    const [one, other] = [await newCompany(db), await newCompany(db)];
    const stored = (companyId: number, key: string, createdAt: string) =>
      insertRow(db, 'idempotency_keys', { company_id: companyId, key, request_hash: 'c'.repeat(64), response_status: 200, response_body: '{}', created_at: createdAt });
    await rolledBack(db, async () => {
      await stored(one, 'old', '1990-01-01T00:00:00Z');
      await stored(other, 'old', '1990-01-02T00:00:00Z');
      await stored(one, 'recent', '1990-02-01T00:00:00Z');
      expect(await store.purge(new Date('1990-01-15T00:00:00Z'))).toBeGreaterThanOrEqual(2);
      expect(await store.find(one, 'old')).toBeNull();
      expect(await store.find(other, 'old')).toBeNull();
      expect(await store.find(one, 'recent')).not.toBeNull();
    });
  });
});
