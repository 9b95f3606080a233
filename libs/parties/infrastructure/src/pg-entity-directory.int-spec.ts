import { newCompany, newEntity, useTestDatabase } from '@backoffice/shared/persistence/testing';
import { describeWithDatabase } from '@backoffice/shared/testing';
import { PgEntityDirectory } from './pg-entity-directory';

describeWithDatabase()('PgEntityDirectory', () => {
  const db = useTestDatabase();
  let directory: PgEntityDirectory;
  beforeAll(() => (directory = new PgEntityDirectory(db.uow)));

  it('describes the company’s entities among the ids asked, and no other company’s', async () => {
    const [companyId, otherCompany] = [await newCompany(db), await newCompany(db)];
    const vendor = await newEntity(db, companyId, { name: 'Vendor', tax_id: '514000001' });
    const client = await newEntity(db, companyId, { name: 'Client', is_vendor: false, is_client: true });
    const foreign = await newEntity(db, otherCompany, { name: 'Foreign' });

    const described = await directory.byIds(companyId, [client, vendor, foreign, -1]);
    expect(described.sort((a, b) => a.id - b.id)).toEqual(
      [
        { id: vendor, visibleId: expect.stringMatching(/^[0-9a-f-]{36}$/), name: 'Vendor', taxId: '514000001', isClient: false, isVendor: true },
        { id: client, visibleId: expect.any(String), name: 'Client', taxId: null, isClient: true, isVendor: false },
      ].sort((a, b) => a.id - b.id),
    );
    expect(await directory.byIds(companyId, [])).toEqual([]);
    expect(await directory.byIds(otherCompany, [vendor])).toEqual([]);
  });
});
