import { newCompany, useTestDatabase } from '@backoffice/shared/persistence/testing';
import { describeWithDatabase } from '@backoffice/shared/testing';
import { PgProductRepository } from './pg-product.repository';
import { aProduct } from './testing';

describeWithDatabase()('PgProductRepository', () => {
  const db = useTestDatabase();
  let products: PgProductRepository;
  beforeAll(() => (products = new PgProductRepository(db.uow)));

  it('creates a product and answers it as stored: numeric money as exact text, a visible id, both timestamps', async () => {
    const companyId = await newCompany(db);
    const created = await products.create(companyId, aProduct({ sku: 'ESP-1', buyingPrice: '40.1234', price: null }));
    expect(created).toEqual({
      id: expect.any(Number),
      visibleId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      companyId,
      name: 'Espresso beans 1kg',
      sku: 'ESP-1',
      manufacturerSku: null,
      unit: 'kg',
      buyingPrice: '40.1234',
      price: null,
      isActive: true,
      createdAt: expect.any(Date),
      updatedAt: expect.any(Date),
    });
    expect(await products.findById(companyId, created.id)).toEqual(created);
  });

  it('updates only the fields given, moves updated_at, and answers false for another company’s product', async () => {
    const companyId = await newCompany(db);
    const created = await products.create(companyId, aProduct({ sku: 'A' }));
    await db.dataSource.query(`UPDATE products SET updated_at = '2020-01-01' WHERE id = $1`, [created.id]);

    expect(await products.update(companyId, created.id, { price: '61', sku: undefined })).toBe(true);
    const updated = await products.findById(companyId, created.id);
    expect(updated).toMatchObject({ price: '61.0000', sku: 'A', name: created.name });
    expect(updated?.updatedAt.getTime()).toBeGreaterThan(new Date('2020-01-02').getTime());

    const otherCompany = await newCompany(db);
    expect(await products.update(otherCompany, created.id, { price: '1' })).toBe(false);
    expect((await products.findById(companyId, created.id))?.price).toBe('61.0000');
  });

  it('with nothing to change, only answers whether the company has the product', async () => {
    const companyId = await newCompany(db);
    const created = await products.create(companyId, aProduct());
    await db.dataSource.query(`UPDATE products SET updated_at = '2020-01-01' WHERE id = $1`, [created.id]);
    expect(await products.update(companyId, created.id, {})).toBe(true);
    expect((await products.findById(companyId, created.id))?.updatedAt).toEqual(new Date('2020-01-01'));
    expect(await products.update(await newCompany(db), created.id, {})).toBe(false);
  });

  it('finds by ids within the company only, in id order', async () => {
    const [companyId, otherCompany] = [await newCompany(db), await newCompany(db)];
    const a = await products.create(companyId, aProduct({ name: 'A' }));
    const b = await products.create(companyId, aProduct({ name: 'B' }));
    const foreign = await products.create(otherCompany, aProduct({ name: 'Foreign' }));
    expect((await products.findByIds(companyId, [b.id, foreign.id, a.id, -1])).map((p) => p.name)).toEqual(['A', 'B']);
    expect(await products.findByIds(companyId, [])).toEqual([]);
    expect(await products.findById(companyId, foreign.id)).toBeNull();
  });

  describe('list', () => {
    it('pages in id order and counts every match, whatever the window', async () => {
      const companyId = await newCompany(db);
      const ids: number[] = [];
      for (let i = 1; i <= 5; i++) ids.push((await products.create(companyId, aProduct({ name: `P${i}` }))).id);
      await products.create(await newCompany(db), aProduct({ name: 'Another company' }));

      expect(await products.list(companyId, {}, { limit: 2, offset: 0 })).toEqual({
        rows: [expect.objectContaining({ id: ids[0] }), expect.objectContaining({ id: ids[1] })],
        total: 5,
      });
      expect((await products.list(companyId, {}, { limit: 2, offset: 4 })).rows.map((p) => p.id)).toEqual([ids[4]]);
      expect(await products.list(companyId, {}, { limit: 2, offset: 5 })).toEqual({ rows: [], total: 5 });
    });

    it('searches name, SKU and manufacturer SKU case-insensitively, LIKE wildcards taken literally', async () => {
      const companyId = await newCompany(db);
      await products.create(companyId, aProduct({ name: 'Green TEA' }));
      await products.create(companyId, aProduct({ name: 'Coffee', sku: 'tea-1' }));
      await products.create(companyId, aProduct({ name: 'Mug', manufacturerSku: 'XTEAX' }));
      await products.create(companyId, aProduct({ name: '100% cocoa' }));
      await products.create(companyId, aProduct({ name: '1000 cocoa_nibs' }));

      const names = async (search: string) => (await products.list(companyId, { search }, { limit: 50, offset: 0 })).rows.map((p) => p.name);
      expect(await names('tea')).toEqual(['Green TEA', 'Coffee', 'Mug']);
      expect(await names('0%')).toEqual(['100% cocoa']);
      expect(await names('a_n')).toEqual(['1000 cocoa_nibs']);
      expect(await names('\\')).toEqual([]);
      expect((await products.list(companyId, { search: 'cocoa' }, { limit: 1, offset: 0 })).total).toBe(2);
    });

    it('filters on isActive', async () => {
      const companyId = await newCompany(db);
      await products.create(companyId, aProduct({ name: 'On' }));
      await products.create(companyId, aProduct({ name: 'Off', isActive: false }));
      expect(await products.list(companyId, { isActive: false }, { limit: 50, offset: 0 })).toEqual({ rows: [expect.objectContaining({ name: 'Off' })], total: 1 });
      expect((await products.list(companyId, { isActive: true, search: 'o' }, { limit: 50, offset: 0 })).rows.map((p) => p.name)).toEqual(['On']);
    });
  });
});
