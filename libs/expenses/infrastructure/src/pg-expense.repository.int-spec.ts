import { ExpenseSort, PurchaseFilter } from '@backoffice/expenses/application';
import { Expense } from '@backoffice/expenses/domain';
import { Decimal } from '@backoffice/shared/kernel';
import { contend, newCompany, newEntity, useTestDatabase } from '@backoffice/shared/persistence/testing';
import { describeWithDatabase } from '@backoffice/shared/testing';
import { PgExpenseRepository } from './pg-expense.repository';
import { PgSupplierInvoiceRepository } from './pg-supplier-invoice.repository';
import { aSupplierInvoice, anExpense, newPurchaseRefs, PurchaseRefs } from './testing';

const all = { limit: 200, offset: 0 };
const byDate: ExpenseSort = { field: 'date', order: 'asc' };

describeWithDatabase()('PgExpenseRepository', () => {
  const db = useTestDatabase();
  let expenses: PgExpenseRepository;
  let invoices: PgSupplierInvoiceRepository;
  beforeAll(() => {
    expenses = new PgExpenseRepository(db.uow);
    invoices = new PgSupplierInvoiceRepository(db.uow);
  });

  const refs = async () => newPurchaseRefs(db, await newCompany(db));
  const add = async (r: PurchaseRefs, overrides: Parameters<typeof anExpense>[1] = {}) => expenses.insert(anExpense(r, overrides));
  const ids = async (r: PurchaseRefs, filter: PurchaseFilter, sort: ExpenseSort, window = all) => {
    const { rows, total } = await expenses.list(r.companyId, filter, sort, window);
    return { ids: rows.map((e) => e.id), total };
  };

  it('stores an expense and reads it back exactly, within its company only', async () => {
    const r = await refs();
    const id = await add(r, {
      title: 'Printer',
      isEquipment: true,
      notes: 'n',
      documentNumber: 'INV-7',
      currency: 'USD',
      amount: '10.01',
      totalInIls: null,
      taxInIls: null,
      deductableTaxInIls: null,
    });
    const found = await expenses.findById(r.companyId, id);
    expect(found).toMatchObject({ id, companyId: r.companyId, vendorId: r.vendorId, fileId: r.fileId, userId: r.userId, title: 'Printer', date: '2026-01-15' });
    expect(found).toMatchObject({ documentNumber: 'INV-7', currency: 'USD', isEquipment: true, notes: 'n', totalInIls: null, createdAt: expect.any(Date) });
    expect([found?.total.toString(), found?.tax.toString(), found?.deductableTax.toString()]).toEqual(['10.01', '1.53', '1.53']);
    expect(await expenses.findById(await newCompany(db), id)).toBeNull();
  });

  it('updates and deletes within the company only', async () => {
    const r = await refs();
    const other = await newCompany(db);
    const id = await add(r);
    const found = (await expenses.findById(r.companyId, id)) as Expense;
    await expenses.update({ ...found, companyId: other, title: 'Hijacked' });
    await expenses.update({ ...found, title: 'Renamed', total: Decimal.of('200'), date: '2026-02-01' });
    expect(await expenses.findById(r.companyId, id)).toMatchObject({ title: 'Renamed', date: '2026-02-01', total: Decimal.of('200.00') });
    expect(await expenses.delete(other, id)).toBe(false);
    expect(await expenses.delete(r.companyId, id)).toBe(true);
    expect(await expenses.delete(r.companyId, id)).toBe(false);
    expect(await expenses.findById(r.companyId, id)).toBeNull();
  });

  it('locks an expense: a second edit waits for the first and then reads what it wrote', async () => {
    const r = await refs();
    const id = await add(r, { title: 'Before' });
    const { second } = await contend(
      db,
      {
        lock: () => expenses.lockById(r.companyId, id),
        after: async () => expenses.update({ ...((await expenses.lockById(r.companyId, id)) as Expense), title: 'First edit' }),
      },
      () => expenses.lockById(r.companyId, id),
    );
    expect(second?.title).toBe('First edit');
  });

  describe('list', () => {
    it('sorts by each key, ties broken by id in the same direction, and pages the sorted list', async () => {
      const r = await refs();
      const a = await add(r, { title: 'b', date: '2026-01-02', amount: '30', isEquipment: true });
      const b = await add(r, { title: 'a', date: '2026-01-01', amount: '30' });
      const c = await add(r, { title: 'b', date: '2026-01-01', amount: '10' });
      expect((await ids(r, {}, { field: 'date', order: 'asc' })).ids).toEqual([b, c, a]);
      expect((await ids(r, {}, { field: 'date', order: 'desc' })).ids).toEqual([a, c, b]);
      expect((await ids(r, {}, { field: 'title', order: 'asc' })).ids).toEqual([b, a, c]);
      expect((await ids(r, {}, { field: 'total', order: 'desc' })).ids).toEqual([b, a, c]);
      expect((await ids(r, {}, { field: 'tax', order: 'asc' })).ids).toEqual([c, a, b]);
      expect((await ids(r, {}, { field: 'isEquipment', order: 'desc' })).ids).toEqual([a, c, b]);
      expect((await ids(r, {}, { field: 'id', order: 'asc' }, { limit: 1, offset: 1 })).ids).toEqual([b]);
    });

    it('totals the unfiltered list from the trigger-kept counts, following inserts and deletes, and counts filtered lists', async () => {
      const r = await refs();
      const first = await add(r, { date: '2026-01-01', title: 'Taxi 50%' });
      await add(r, { date: '2026-01-10', title: 'Taxi 500' });
      await add(r, { date: '2026-01-20', notes: 'taxi to airport' });
      const otherVendor = await newEntity(db, r.companyId);
      await add({ ...r, vendorId: otherVendor }, { date: '2026-01-20', documentNumber: 'TX-1' });
      await add(await refs());

      expect(await ids(r, {}, byDate, { limit: 1, offset: 0 })).toMatchObject({ total: 4 });
      await expenses.delete(r.companyId, first);
      expect(await ids(r, {}, byDate, { limit: 1, offset: 0 })).toMatchObject({ total: 3 });
      expect(await ids(r, { startDate: '2026-01-10', endDate: '2026-01-19' }, byDate)).toMatchObject({ total: 1 });
      expect(await ids(r, { vendorId: otherVendor }, byDate)).toMatchObject({ total: 1 });
      expect(await ids(r, { search: 'TAXI' }, byDate, { limit: 1, offset: 0 })).toMatchObject({ total: 2 });
      expect(await ids(r, { search: 'tx-' }, byDate)).toMatchObject({ total: 1 });
      expect(await ids(r, { search: '0%' }, byDate)).toMatchObject({ total: 0 });
      const [{ n }] = await db.dataSource.query(`SELECT coalesce(sum(count), 0)::int AS n FROM purchase_counts WHERE company_id = $1 AND source = 0`, [r.companyId]);
      expect(n).toBe(3);
    });
  });

  describe('listMerged', () => {
    it('merges expenses and active supplier invoices in one order (key, id, source), paged across both', async () => {
      const r = await refs();
      const e1 = await add(r, { date: '2026-01-01', title: 'E1' });
      const i1 = await invoices.insert(aSupplierInvoice(r, { date: '2026-01-02', title: 'I1' }));
      const e2 = await add(r, { date: '2026-01-03', title: 'E2' });
      const cancelled = await invoices.insert(aSupplierInvoice(r, { date: '2026-01-02', title: 'Cancelled' }));
      await invoices.cancel(r.companyId, cancelled.visibleId, new Date());
      await add(await refs(), { date: '2026-01-02' });

      const merged = async (sort: ExpenseSort, window = all, filter: PurchaseFilter = {}) => {
        const { rows, total } = await expenses.listMerged(r.companyId, filter, sort, window);
        return { rows: rows.map((p) => `${p.source}:${p.title}`), total };
      };
      expect(await merged(byDate)).toEqual({ rows: ['expense:E1', 'supplier_invoice:I1', 'expense:E2'], total: 3 });
      expect(await merged({ field: 'date', order: 'desc' }, { limit: 2, offset: 1 })).toEqual({ rows: ['supplier_invoice:I1', 'expense:E1'], total: 3 });
      expect(await merged({ field: 'title', order: 'asc' }, { limit: 2, offset: 0 }, { startDate: '2026-01-02' })).toEqual({
        rows: ['expense:E2', 'supplier_invoice:I1'],
        total: 2,
      });

      const rows = (await expenses.listMerged(r.companyId, {}, byDate, all)).rows;
      expect(rows[0]).toMatchObject({ source: 'expense', id: e1, isEquipment: false });
      expect(rows[1]).toMatchObject({ source: 'supplier_invoice', id: i1.id, visibleId: i1.visibleId, status: 'ACTIVE', cancelledAt: null });
      expect(rows[2]).toMatchObject({ source: 'expense', id: e2 });
    });

    it('breaks a tie on key and id by source, the same way on every page', async () => {
      const r = await refs();
      // Equal keys: the id orders them, then the source (expense first), alike on every page.
      const e = await add(r, { date: '2026-01-05', title: 'Same' });
      const i = await invoices.insert(aSupplierInvoice(r, { date: '2026-01-05', title: 'Same' }));
      const { rows } = await expenses.listMerged(r.companyId, {}, { field: 'title', order: 'asc' }, all);
      const expected = [
        { source: 'expense', id: e },
        { source: 'supplier_invoice', id: i.id },
      ].sort((x, y) => x.id - y.id || (x.source === 'expense' ? -1 : 1));
      expect(rows.map((p) => ({ source: p.source, id: p.id }))).toEqual(expected);
      const pages = [
        ...(await expenses.listMerged(r.companyId, {}, { field: 'title', order: 'asc' }, { limit: 1, offset: 0 })).rows,
        ...(await expenses.listMerged(r.companyId, {}, { field: 'title', order: 'asc' }, { limit: 1, offset: 1 })).rows,
      ];
      expect(pages.map((p) => ({ source: p.source, id: p.id }))).toEqual(expected);
    });

    it('totals from both kept counts unfiltered, and counts a filtered merge', async () => {
      const r = await refs();
      await add(r, { title: 'alpha' });
      await invoices.insert(aSupplierInvoice(r, { title: 'ALPHA invoice' }));
      const gone = await invoices.insert(aSupplierInvoice(r, { title: 'alpha cancelled' }));
      await invoices.cancel(r.companyId, gone.visibleId, new Date());
      expect((await expenses.listMerged(r.companyId, {}, byDate, { limit: 1, offset: 0 })).total).toBe(2);
      expect((await expenses.listMerged(r.companyId, { search: 'alpha' }, byDate, { limit: 1, offset: 5 })).total).toBe(2);
    });
  });

  it('sums the stored ILS amounts by equipment and conversion over the period, invoices as running costs, cancelled ones left out', async () => {
    const r = await refs();
    await add(r, { date: '2026-01-01', amount: '118' });
    await add(r, { date: '2026-01-31', amount: '11.80', isEquipment: true });
    await add(r, { date: '2026-01-15', amount: '100', currency: 'USD', totalInIls: null, taxInIls: null, deductableTaxInIls: null });
    await add(r, { date: '2026-02-01', amount: '999' });
    await invoices.insert(aSupplierInvoice(r, { date: '2026-01-20', amount: '236' }));
    const cancelled = await invoices.insert(aSupplierInvoice(r, { date: '2026-01-20', amount: '1000' }));
    await invoices.cancel(r.companyId, cancelled.visibleId, new Date());
    await add(await refs(), { date: '2026-01-10' });

    const groups = (await expenses.summary(r.companyId, '2026-01-01', '2026-01-31'))
      .map((g) => ({ ...g, total: g.total.toString(), tax: g.tax.toString(), deductableTax: g.deductableTax.toString() }))
      .sort((a, b) => Number(a.isEquipment) - Number(b.isEquipment) || Number(a.converted) - Number(b.converted));
    expect(groups).toEqual([
      { isEquipment: false, converted: false, count: 1, total: '0', tax: '0', deductableTax: '0' },
      { isEquipment: false, converted: true, count: 2, total: '354.00', tax: '54.00', deductableTax: '54.00' },
      { isEquipment: true, converted: true, count: 1, total: '11.80', tax: '1.80', deductableTax: '1.80' },
    ]);
  });
});
