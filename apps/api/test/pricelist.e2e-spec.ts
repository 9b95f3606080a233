import { BootstrappedCompany } from '@backoffice/identity/application';
import { describeWithDatabase } from '@backoffice/shared/testing';
import { bearer, startTestApp, TestApp } from './support/test-app';

describeWithDatabase()('vendor pricelists', () => {
  let t: TestApp;
  let acme: BootstrappedCompany;
  let globex: BootstrappedCompany;
  let seq = 0;

  beforeAll(async () => {
    t = await startTestApp();
    acme = await t.newCompany();
    globex = await t.newCompany();
  });
  afterAll(() => t.close());

  const product = async (company: BootstrappedCompany, body: object) => {
    const res = await t.http
      .post('/products/create')
      .set(bearer(company.keys.owner))
      .send({ name: `P${++seq}`, ...body });
    expect(res.status).toBe(200);
    return res.body as { productId: number; visibleId: string };
  };
  const vendor = async (company: BootstrappedCompany) => {
    const res = await t.http
      .post('/vendors/create')
      .set(bearer(company.keys.owner))
      .send({ taxId: `PL${process.pid}-${++seq}`, name: 'Supplier', type: 'COMPANY' });
    const list = await t.http.get(`/vendors?taxId=PL${process.pid}-${seq}`).set(bearer(company.keys.owner));
    return { id: res.body.vendorId as number, visibleId: list.body.data[0].visibleId as string };
  };
  const put = (key: string, visibleId: string, entries: unknown) => t.http.put(`/vendors/id/${visibleId}/pricelist`).set(bearer(key)).send({ entries });
  const get = (key: string, visibleId: string) => t.http.get(`/vendors/id/${visibleId}/pricelist`).set(bearer(key));

  it('stores entries of each pricing mode and reads them back with the product fields joined', async () => {
    const widget = await product(acme, { name: 'Widget', sku: 'W-1', manufacturerSku: 'M-1', unit: 'pc', buyingPrice: 12.5 });
    const bolt = await product(acme, { name: 'Bolt', buyingPrice: 0.1 });
    const nut = await product(acme, { name: 'Nut', buyingPrice: 2 });
    const v = await vendor(acme);
    const res = await put(acme.keys.manager, v.visibleId, [
      { productId: widget.productId, pricingMode: 'default', vendorSku: 'V-W' },
      { productId: bolt.productId, pricingMode: 'fixed', buyingPrice: 0.0875 },
      {
        productId: nut.productId,
        pricingMode: 'tiers',
        tiersMode: 'range',
        priceTiers: [
          { from: 0, to: 100, tierType: 'fixed', price: 1.9 },
          { from: 100, to: 500, tierType: 'percent', discountPercent: 10 },
          { from: 1000, tierType: 'amount', discountAmount: 0.5 },
        ],
      },
    ]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, entries: 3 });

    const got = await get(acme.keys.employee, v.visibleId);
    expect(got.status).toBe(200);
    expect(got.body.entries).toEqual([
      {
        id: expect.any(Number),
        productId: widget.productId,
        productVisibleId: widget.visibleId,
        productName: 'Widget',
        productSku: 'W-1',
        productManufacturerSku: 'M-1',
        productUnit: 'pc',
        productBuyingPrice: 12.5,
        vendorSku: 'V-W',
        pricingMode: 'default',
        buyingPrice: 12.5,
        priceTiers: null,
        tiersMode: null,
        quantityStep: null,
        quantityStepPrice: null,
      },
      expect.objectContaining({ productId: bolt.productId, productName: 'Bolt', pricingMode: 'fixed', buyingPrice: 0.0875, productBuyingPrice: 0.1 }),
      expect.objectContaining({
        productId: nut.productId,
        pricingMode: 'tiers',
        tiersMode: 'range',
        priceTiers: [
          { from: 0, to: 100, tierType: 'fixed', price: 1.9, discountPercent: null, discountAmount: null },
          { from: 100, to: 500, tierType: 'percent', price: null, discountPercent: 10, discountAmount: null },
          { from: 1000, to: null, tierType: 'amount', price: null, discountPercent: null, discountAmount: 0.5 },
        ],
      }),
    ]);
    // Whole-set list (pagination rule 6) beside the spec's `entries`.
    expect(got.body.data).toEqual(got.body.entries);
    expect(got.body.pagination).toMatchObject({ total: 3, hasMore: false, offset: 0 });
    const page2 = await t.http.get(`/vendors/id/${v.visibleId}/pricelist?page=2&limit=1`).set(bearer(acme.keys.owner));
    expect(page2.body.entries).toHaveLength(3);

    const byEntity = await t.http.get(`/vendors/pricelist?entityId=${v.id}`).set(bearer(acme.keys.owner));
    expect(byEntity.status).toBe(200);
    expect(byEntity.body.entries).toEqual(got.body.entries);
  });

  it('replaces, never merges: missing products are dropped and an empty array clears the list', async () => {
    const a = await product(acme, { buyingPrice: 1 });
    const b = await product(acme, { buyingPrice: 2 });
    const v = await vendor(acme);
    await put(acme.keys.owner, v.visibleId, [
      { productId: a.productId, pricingMode: 'default' },
      { productId: b.productId, pricingMode: 'fixed', buyingPrice: 1.5 },
    ]);
    const replaced = await put(acme.keys.owner, v.visibleId, [{ productId: b.productId, pricingMode: 'fixed', buyingPrice: 1.25 }]);
    expect(replaced.body).toEqual({ success: true, entries: 1 });
    const got = await get(acme.keys.owner, v.visibleId);
    expect(got.body.entries.map((e: { productId: number; buyingPrice: number }) => [e.productId, e.buyingPrice])).toEqual([[b.productId, 1.25]]);
    const cleared = await put(acme.keys.owner, v.visibleId, []);
    expect(cleared.body).toEqual({ success: true, entries: 0 });
    expect((await get(acme.keys.owner, v.visibleId)).body.entries).toEqual([]);
  });

  it('serialises concurrent replacements: the result is exactly one of them, never a mix', async () => {
    const products = await Promise.all([0, 1, 2, 3, 4].map(() => product(acme, { buyingPrice: 1 })));
    const v = await vendor(acme);
    const lists = products.map((_, i) => products.slice(0, i + 1).map((q) => ({ productId: q.productId, pricingMode: 'fixed', buyingPrice: i + 1 })));
    const answers = await Promise.all(lists.map((entries) => put(acme.keys.owner, v.visibleId, entries)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const got = (await get(acme.keys.owner, v.visibleId)).body.entries as { productId: number; buyingPrice: number }[];
    const price = got[0].buyingPrice;
    expect(got.map((e) => e.productId)).toEqual(products.slice(0, price).map((p) => p.productId));
    expect(got.every((e) => e.buyingPrice === price)).toBe(true);
  });

  it('lists only active products, while keeping the entry of an inactive one', async () => {
    const active = await product(acme, { buyingPrice: 1 });
    const inactive = await product(acme, { buyingPrice: 1, isActive: false });
    const v = await vendor(acme);
    const res = await put(acme.keys.owner, v.visibleId, [
      { productId: active.productId, pricingMode: 'default' },
      { productId: inactive.productId, pricingMode: 'default' },
    ]);
    expect(res.body.entries).toBe(2);
    expect((await get(acme.keys.owner, v.visibleId)).body.entries.map((e: { productId: number }) => e.productId)).toEqual([active.productId]);
    await t.http.put(`/products/edit/${inactive.productId}`).set(bearer(acme.keys.owner)).send({ isActive: true });
    expect((await get(acme.keys.owner, v.visibleId)).body.entries).toHaveLength(2);
  });

  const tiered = (productId: number, priceTiers: unknown[], extra: object = {}) => [{ productId, pricingMode: 'tiers', priceTiers, ...extra }];

  it.each([
    [
      'OVERLAPPING_TIERS',
      [
        { from: 0, to: 10, tierType: 'fixed', price: 1 },
        { from: 5, to: 20, tierType: 'fixed', price: 1 },
      ],
      {},
    ],
    ['INVALID_TIER_RANGE', [{ from: 10, to: 10, tierType: 'fixed', price: 1 }], {}],
    ['INVALID_TIER_RANGE', [{ from: -1, to: 10, tierType: 'fixed', price: 1 }], {}],
    [
      'OPEN_TIER_NOT_LAST',
      [
        { from: 0, tierType: 'fixed', price: 1 },
        { from: 10, to: 20, tierType: 'fixed', price: 1 },
      ],
      {},
    ],
    ['MISSING_TIER_PRICE', [{ from: 0, to: 10, tierType: 'fixed' }], {}],
    ['INVALID_TIER_DISCOUNT', [{ from: 0, to: 10, tierType: 'percent', discountPercent: 101 }], {}],
    ['INVALID_TIER_DISCOUNT', [{ from: 0, to: 10, tierType: 'amount', discountAmount: -1 }], {}],
    ['NO_TIERS', [], {}],
    ['INVALID_QUANTITY_STEP', [{ from: 0, tierType: 'fixed', price: 1 }], { tiersMode: 'quantity' }],
    ['INVALID_QUANTITY_STEP', [{ from: 0, tierType: 'fixed', price: 1 }], { tiersMode: 'quantity', quantityStep: 0 }],
  ])('answers 400 %s for a bad tier setup, and writes nothing', async (code, tiers, extra) => {
    const p = await product(acme, { buyingPrice: 1 });
    const keep = await product(acme, { buyingPrice: 1 });
    const v = await vendor(acme);
    await put(acme.keys.owner, v.visibleId, [{ productId: keep.productId, pricingMode: 'default' }]);
    const res = await put(acme.keys.owner, v.visibleId, [{ productId: keep.productId, pricingMode: 'fixed', buyingPrice: 9 }, ...tiered(p.productId, tiers, extra)]);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(code);
    expect(res.body.message).toContain('entries[1]');
    const after = await get(acme.keys.owner, v.visibleId);
    expect(after.body.entries.map((e: { productId: number; pricingMode: string }) => [e.productId, e.pricingMode])).toEqual([[keep.productId, 'default']]);
  });

  it('rejects fixed without buyingPrice, the same product twice, and a product of another company', async () => {
    const p = await product(acme, { buyingPrice: 1 });
    const foreign = await product(globex, { buyingPrice: 1 });
    const v = await vendor(acme);
    expect((await put(acme.keys.owner, v.visibleId, [{ productId: p.productId, pricingMode: 'fixed' }])).body.error).toBe('MISSING_BUYING_PRICE');
    const twice = await put(acme.keys.owner, v.visibleId, [
      { productId: p.productId, pricingMode: 'default' },
      { productId: p.productId, pricingMode: 'default' },
    ]);
    expect(twice.status).toBe(400);
    expect(twice.body.error).toBe('DUPLICATE_PRODUCT');
    const other = await put(acme.keys.owner, v.visibleId, [{ productId: foreign.productId, pricingMode: 'default' }]);
    expect(other.status).toBe(400);
    expect(other.body.error).toBe('UNKNOWN_PRODUCT');
  });

  it.each([
    [{}, 'entries'],
    [{ entries: 'all' }, 'entries'],
    [{ entries: [{ pricingMode: 'default' }] }, 'entries.0.productId'],
    [{ entries: [{ productId: 1, pricingMode: 'cheap' }] }, 'entries.0.pricingMode'],
    [{ entries: [{ productId: 1, pricingMode: 'fixed', buyingPrice: -1 }] }, 'entries.0.buyingPrice'],
    [{ entries: [{ productId: 1, pricingMode: 'fixed', buyingPrice: 1.00001 }] }, 'entries.0.buyingPrice'],
    [{ entries: [{ productId: 1, pricingMode: 'tiers', priceTiers: [{ from: 'a', tierType: 'fixed', price: 1 }] }] }, 'entries.0.priceTiers.0.from'],
    [{ entries: [{ productId: 1, pricingMode: 'tiers', priceTiers: [{ from: 0, tierType: 'bulk' }] }] }, 'entries.0.priceTiers.0.tierType'],
    [{ entries: [{ productId: 1, pricingMode: 'default', colour: 'red' }] }, 'entries.0.colour'],
    [{ entries: [{ productId: 1, pricingMode: 'tiers', tiersMode: 'steps' }] }, 'entries.0.tiersMode'],
    [{ entries: [{ productId: 1, pricingMode: 'fixed', buyingPrice: 1e-7 }] }, 'entries.0.buyingPrice'],
    [{ entries: [{ productId: 1, pricingMode: 'tiers', priceTiers: [{ from: 1e-7, tierType: 'fixed', price: 1 }] }] }, 'entries.0.priceTiers.0.from'],
    [{ entries: [{ productId: 1, pricingMode: 'default', vendorSku: 'A\u0000' }] }, 'entries.0.vendorSku'],
    [{ entries: [null] }, 'entries.0'],
  ])('rejects the malformed body %j with VALIDATION_ERROR on %s', async (body, field) => {
    const v = await vendor(acme);
    const res = await t.http.put(`/vendors/id/${v.visibleId}/pricelist`).set(bearer(acme.keys.owner)).send(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('VALIDATION_ERROR');
    expect(res.body.details.map((d: { field: string }) => d.field)).toContain(field);
  });

  it('keeps pricelists per company: another company sees an unknown vendor', async () => {
    const v = await vendor(acme);
    const p = await product(globex, { buyingPrice: 1 });
    expect((await get(globex.keys.owner, v.visibleId)).status).toBe(404);
    expect((await get(globex.keys.owner, v.visibleId)).body.error).toBe('VENDOR_NOT_FOUND');
    expect((await t.http.get(`/vendors/pricelist?entityId=${v.id}`).set(bearer(globex.keys.owner))).status).toBe(404);
    expect((await put(globex.keys.owner, v.visibleId, [{ productId: p.productId, pricingMode: 'default' }])).status).toBe(404);
  });

  it('answers 404 for an unknown vendor and 400 for a missing or malformed entityId', async () => {
    expect((await get(acme.keys.owner, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await get(acme.keys.owner, 'garbage')).status).toBe(404);
    expect((await t.http.get('/vendors/pricelist').set(bearer(acme.keys.owner))).status).toBe(400);
    expect((await t.http.get('/vendors/pricelist?entityId=abc').set(bearer(acme.keys.owner))).status).toBe(400);
  });

  it('lets employees read but not replace', async () => {
    const v = await vendor(acme);
    expect((await put(acme.keys.employee, v.visibleId, [])).status).toBe(403);
    expect((await get(acme.keys.employee, v.visibleId)).status).toBe(200);
  });

  describe('GET /vendors/id/:visibleId/pricelist/quote', () => {
    it('quotes each mode: default, fixed, range tiers by band with gaps, and quantity steps', async () => {
      const v = await vendor(acme);
      const plain = await product(acme, { buyingPrice: 10 });
      const fixed = await product(acme, { buyingPrice: 10 });
      const ranged = await product(acme, { buyingPrice: 20 });
      const stepped = await product(acme, { buyingPrice: 10 });
      await put(acme.keys.owner, v.visibleId, [
        { productId: plain.productId, pricingMode: 'default' },
        { productId: fixed.productId, pricingMode: 'fixed', buyingPrice: 8.5 },
        {
          productId: ranged.productId,
          pricingMode: 'tiers',
          priceTiers: [
            { from: 0, to: 10, tierType: 'fixed', price: 19 },
            { from: 10, to: 50, tierType: 'percent', discountPercent: 25 },
            { from: 100, tierType: 'amount', discountAmount: 5 },
          ],
        },
        {
          productId: stepped.productId,
          pricingMode: 'tiers',
          tiersMode: 'quantity',
          quantityStep: 12,
          quantityStepPrice: 90,
          priceTiers: [{ from: 48, tierType: 'fixed', price: 6 }],
        },
      ]);
      const quote = async (productId: number, quantity: string) => {
        const res = await t.http.get(`/vendors/id/${v.visibleId}/pricelist/quote?productId=${productId}&quantity=${quantity}`).set(bearer(acme.keys.employee));
        expect(res.status).toBe(200);
        return res.body;
      };
      expect(await quote(plain.productId, '3')).toEqual({
        productId: plain.productId,
        pricingMode: 'default',
        tiersMode: null,
        quantity: 3,
        billedQuantity: 3,
        unitPrice: 10,
        lineTotal: 30,
        source: 'default',
        tierIndex: null,
      });
      expect(await quote(fixed.productId, '2.5')).toMatchObject({ unitPrice: 8.5, lineTotal: 21.25, source: 'fixed' });
      expect(await quote(ranged.productId, '9.9999')).toMatchObject({ unitPrice: 19, source: 'tier', tierIndex: 0 });
      expect(await quote(ranged.productId, '10')).toMatchObject({ unitPrice: 15, lineTotal: 150, tierIndex: 1 });
      expect(await quote(ranged.productId, '50')).toMatchObject({ unitPrice: 20, source: 'gap' });
      expect(await quote(ranged.productId, '100')).toMatchObject({ unitPrice: 15, lineTotal: 1500, tierIndex: 2 });
      expect(await quote(stepped.productId, '13')).toMatchObject({ tiersMode: 'quantity', billedQuantity: 24, lineTotal: 180, source: 'step' });
      expect(await quote(stepped.productId, '40')).toMatchObject({ billedQuantity: 48, unitPrice: 6, lineTotal: 288, source: 'tier' });
    });

    it('rejects a quantity that is not positive, and answers 404 for a product not in the pricelist', async () => {
      const v = await vendor(acme);
      const p = await product(acme, { buyingPrice: 1 });
      const listed = await product(acme, { buyingPrice: 1 });
      await put(acme.keys.owner, v.visibleId, [{ productId: listed.productId, pricingMode: 'default' }]);
      for (const quantity of ['0', '-1', 'x', '1.00001']) {
        const res = await t.http.get(`/vendors/id/${v.visibleId}/pricelist/quote?productId=${listed.productId}&quantity=${quantity}`).set(bearer(acme.keys.owner));
        expect(res.status).toBe(400);
      }
      const missing = await t.http.get(`/vendors/id/${v.visibleId}/pricelist/quote?productId=${p.productId}&quantity=1`).set(bearer(acme.keys.owner));
      expect(missing.status).toBe(404);
      expect(missing.body.error).toBe('PRICELIST_ENTRY_NOT_FOUND');
    });

    it('answers 422 NO_BUYING_PRICE when the price depends on a product price that is not set', async () => {
      const v = await vendor(acme);
      const p = await product(acme, {});
      await put(acme.keys.owner, v.visibleId, [{ productId: p.productId, pricingMode: 'default' }]);
      const res = await t.http.get(`/vendors/id/${v.visibleId}/pricelist/quote?productId=${p.productId}&quantity=1`).set(bearer(acme.keys.owner));
      expect(res.status).toBe(422);
      expect(res.body.error).toBe('NO_BUYING_PRICE');
    });
  });
});
