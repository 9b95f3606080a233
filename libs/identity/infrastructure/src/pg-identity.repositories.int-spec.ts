import { newCompany, useTestDatabase } from '@backoffice/shared/persistence/testing';
import { describeWithDatabase } from '@backoffice/shared/testing';
import { aNewApiKey } from './testing';
import { PgApiKeyRepository, PgCompanyRepository } from './pg-identity.repositories';

describeWithDatabase()('Pg identity repositories', () => {
  const db = useTestDatabase();
  let keys: PgApiKeyRepository;
  beforeAll(() => (keys = new PgApiKeyRepository(db.uow)));

  it('creates a company', async () => {
    const company = await new PgCompanyRepository(db.uow).create('Acme Ltd');
    expect(company).toEqual({ id: expect.any(Number), name: 'Acme Ltd', createdAt: expect.any(Date) });
  });

  it('stores a key and lists the company’s keys in id order, never another company’s', async () => {
    const companyId = await newCompany(db);
    const a = await keys.create(aNewApiKey(companyId, { name: 'A', role: 'owner' }));
    const b = await keys.create(aNewApiKey(companyId, { name: 'B' }));
    await keys.create(aNewApiKey(await newCompany(db)));
    expect(a).toEqual({ id: expect.any(Number), companyId, name: 'A', role: 'owner', prefix: expect.any(String), createdAt: expect.any(Date), revokedAt: null });
    expect((await keys.listByCompany(companyId)).map((k) => k.name)).toEqual(['A', 'B']);
    expect((await keys.findByIds(companyId, [b.id, a.id])).sort((x, y) => x.id - y.id)).toEqual([a, b]);
    expect(await keys.findByIds(await newCompany(db), [a.id])).toEqual([]);
  });

  it('finds an active key by its hash; a revoked one is not found', async () => {
    const companyId = await newCompany(db);
    const input = aNewApiKey(companyId);
    const key = await keys.create(input);
    expect(await keys.findActiveByHash(input.hash)).toEqual(key);
    expect(await keys.findActiveByHash('0'.repeat(64))).toBeNull();
    const at = new Date('2026-04-01T00:00:00Z');
    expect(await keys.revoke(companyId, key.id, at)).toBe(true);
    expect(await keys.findActiveByHash(input.hash)).toBeNull();
    expect((await keys.findByIds(companyId, [key.id]))[0].revokedAt).toEqual(at);
  });

  it('revokes an active key of the company once', async () => {
    const companyId = await newCompany(db);
    const key = await keys.create(aNewApiKey(companyId));
    expect(await keys.revoke(await newCompany(db), key.id, new Date())).toBe(false);
    expect(await keys.revoke(companyId, key.id, new Date())).toBe(true);
    expect(await keys.revoke(companyId, key.id, new Date())).toBe(false);
  });
});
