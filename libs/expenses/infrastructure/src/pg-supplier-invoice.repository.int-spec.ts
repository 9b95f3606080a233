import { newCompany, newEntity, useTestDatabase } from '@backoffice/shared/persistence/testing';
import { describeWithDatabase } from '@backoffice/shared/testing';
import { PgSupplierInvoiceRepository } from './pg-supplier-invoice.repository';
import { aSupplierInvoice, newPurchaseRefs } from './testing';

describeWithDatabase()('PgSupplierInvoiceRepository', () => {
  const db = useTestDatabase();
  let invoices: PgSupplierInvoiceRepository;
  beforeAll(() => (invoices = new PgSupplierInvoiceRepository(db.uow)));

  const refs = async () => newPurchaseRefs(db, await newCompany(db));
  const keptCount = async (companyId: number) =>
    (await db.dataSource.query(`SELECT coalesce(sum(count), 0)::int AS n FROM purchase_counts WHERE company_id = $1 AND source = 1`, [companyId]))[0].n;

  it('stores an invoice, found by its visible id within its company only', async () => {
    const r = await refs();
    const { id, visibleId } = await invoices.insert(aSupplierInvoice(r, { title: 'Rent', documentNumber: 'R-1', fileId: null }));
    const found = await invoices.findByVisibleId(r.companyId, visibleId);
    expect(found).toMatchObject({
      id,
      visibleId,
      companyId: r.companyId,
      vendorId: r.vendorId,
      fileId: null,
      title: 'Rent',
      documentNumber: 'R-1',
      status: 'ACTIVE',
      cancelledAt: null,
    });
    expect(found?.total.toString()).toBe('118.00');
    expect(await invoices.findByVisibleId(await newCompany(db), visibleId)).toBeNull();
  });

  it('lists newest first (date, then id), filtered by period and vendor', async () => {
    const r = await refs();
    const a = await invoices.insert(aSupplierInvoice(r, { date: '2026-01-10' }));
    const b = await invoices.insert(aSupplierInvoice(r, { date: '2026-01-20' }));
    const c = await invoices.insert(aSupplierInvoice(r, { date: '2026-01-10' }));
    const otherVendor = await newEntity(db, r.companyId);
    const d = await invoices.insert(aSupplierInvoice({ ...r, vendorId: otherVendor }, { date: '2026-01-05' }));
    await invoices.insert(aSupplierInvoice(await refs()));

    const ids = async (filter: Parameters<PgSupplierInvoiceRepository['list']>[1]) => (await invoices.list(r.companyId, filter)).map((i) => i.id);
    expect(await ids({})).toEqual([b.id, c.id, a.id, d.id]);
    expect(await ids({ startDate: '2026-01-06', endDate: '2026-01-10' })).toEqual([c.id, a.id]);
    expect(await ids({ vendorId: otherVendor })).toEqual([d.id]);
  });

  it('cancels an active invoice once, within its company only, and the kept count follows', async () => {
    const r = await refs();
    const { visibleId } = await invoices.insert(aSupplierInvoice(r));
    await invoices.insert(aSupplierInvoice(r));
    expect(await keptCount(r.companyId)).toBe(2);
    const at = new Date('2026-02-01T10:00:00Z');
    expect(await invoices.cancel(await newCompany(db), visibleId, at)).toBe(false);
    expect(await invoices.cancel(r.companyId, visibleId, at)).toBe(true);
    expect(await invoices.cancel(r.companyId, visibleId, new Date())).toBe(false);
    expect(await invoices.findByVisibleId(r.companyId, visibleId)).toMatchObject({ status: 'CANCELLED', cancelledAt: at });
    expect(await keptCount(r.companyId)).toBe(1);
  });
});
