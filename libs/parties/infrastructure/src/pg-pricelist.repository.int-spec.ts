import { contend, newCompany, newEntity, newProduct, useTestDatabase, whileHolding } from '@backoffice/shared/persistence/testing';
import { describeWithDatabase } from '@backoffice/shared/testing';
import { PgPricelistRepository } from './pg-pricelist.repository';
import { aPricelistEntry } from './testing';

describeWithDatabase()('PgPricelistRepository', () => {
  const db = useTestDatabase();
  let pricelists: PgPricelistRepository;
  beforeAll(() => (pricelists = new PgPricelistRepository(db.uow)));

  const setUp = async () => {
    const companyId = await newCompany(db);
    const vendorId = await newEntity(db, companyId);
    const products = [await newProduct(db, companyId), await newProduct(db, companyId), await newProduct(db, companyId)];
    return { companyId, vendorId, products };
  };

  it('replaces the whole list in one go, keeps the order given, and answers the row count', async () => {
    const { companyId, vendorId, products } = await setUp();
    const tiers = [
      { from: '0', to: '10.5', tierType: 'fixed' as const, price: '9.1250', discountPercent: null, discountAmount: null },
      { from: '10.5', to: null, tierType: 'percent' as const, price: null, discountPercent: '12.5', discountAmount: null },
    ];
    expect(await pricelists.replace(companyId, vendorId, [aPricelistEntry(products[0]), aPricelistEntry(products[1])])).toBe(2);
    const count = await db.uow.run(() =>
      pricelists.replace(companyId, vendorId, [
        aPricelistEntry(products[2], { pricingMode: 'tiers', buyingPrice: null, priceTiers: tiers, tiersMode: 'quantity', quantityStep: '2.5000', quantityStepPrice: '1.10' }),
        aPricelistEntry(products[0], { vendorSku: 'V-1', buyingPrice: '12.3400' }),
      ]),
    );
    expect(count).toBe(2);
    expect(await pricelists.list(companyId, vendorId)).toEqual([
      {
        id: expect.any(Number),
        productId: products[2],
        pricingMode: 'tiers',
        vendorSku: null,
        buyingPrice: null,
        priceTiers: tiers,
        tiersMode: 'quantity',
        quantityStep: '2.5',
        quantityStepPrice: '1.1',
      },
      expect.objectContaining({ productId: products[0], pricingMode: 'fixed', vendorSku: 'V-1', buyingPrice: '12.34', priceTiers: null }),
    ]);
    expect(await pricelists.replace(companyId, vendorId, [])).toBe(0);
    expect(await pricelists.list(companyId, vendorId)).toEqual([]);
  });

  it('finds one product’s entry, within the company and vendor only', async () => {
    const { companyId, vendorId, products } = await setUp();
    await pricelists.replace(companyId, vendorId, [aPricelistEntry(products[1], { buyingPrice: '7' })]);
    expect(await pricelists.findByProduct(companyId, vendorId, products[1])).toMatchObject({ productId: products[1], buyingPrice: '7' });
    expect(await pricelists.findByProduct(companyId, vendorId, products[0])).toBeNull();
    expect(await pricelists.findByProduct(companyId, await newEntity(db, companyId), products[1])).toBeNull();
    expect(await pricelists.findByProduct(await newCompany(db), vendorId, products[1])).toBeNull();
    expect(await pricelists.list(await newCompany(db), vendorId)).toEqual([]);
  });

  it('serialises two replacements of one vendor’s list on the vendor row: the second waits and its list wins whole', async () => {
    const { companyId, vendorId, products } = await setUp();
    const { first, second } = await contend(
      db,
      { lock: () => pricelists.replace(companyId, vendorId, [aPricelistEntry(products[0]), aPricelistEntry(products[1])]), after: async () => 'committed' },
      () => pricelists.replace(companyId, vendorId, [aPricelistEntry(products[2])]),
    );
    expect(first).toBe('committed');
    expect(second).toBe(1);
    expect((await pricelists.list(companyId, vendorId)).map((e) => e.productId)).toEqual([products[2]]);
  });

  it('does not hold up a replacement of another vendor’s list', async () => {
    const { companyId, vendorId, products } = await setUp();
    const otherVendor = await newEntity(db, companyId);
    const count = await whileHolding(
      db,
      () => pricelists.replace(companyId, vendorId, [aPricelistEntry(products[0])]),
      () => pricelists.replace(companyId, otherVendor, [aPricelistEntry(products[0]), aPricelistEntry(products[1])]),
    );
    expect(count).toBe(2);
  });
});
