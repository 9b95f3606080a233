import { ExternalIdTaken, UnnumberedDocument } from '@backoffice/documents/application';
import { DocumentType, IssuedDocument } from '@backoffice/documents/domain';
import { Decimal } from '@backoffice/shared/kernel';
import { contend, deferred, newApiKey, newCompany, rolledBack, unique, useTestDatabase } from '@backoffice/shared/persistence/testing';
import { describeWithDatabase, eventually } from '@backoffice/shared/testing';
import { PgDocumentRepository } from './pg-document.repository';
import { aDocument, aLine } from './testing';

describeWithDatabase()('PgDocumentRepository', () => {
  const db = useTestDatabase();
  let documents: PgDocumentRepository;
  beforeAll(() => (documents = new PgDocumentRepository(db.uow)));

  /** A company and the key its documents are issued with. */
  const company = async () => {
    const companyId = await newCompany(db);
    return { companyId, keyId: await newApiKey(db, companyId) };
  };
  /** Numbers the document from the company's counter and stores it, as issuing does. */
  const issue = async (c: { companyId: number; keyId: number }, overrides: Partial<UnnumberedDocument> = {}) =>
    db.uow.run(() => documents.insertNumbered(aDocument(c.companyId, c.keyId, overrides)));
  const numbered = (c: { companyId: number; keyId: number }, type: DocumentType) => documents.insertNumbered(aDocument(c.companyId, c.keyId, { type })).then((d) => d.number);
  const money = (d: IssuedDocument) => ({ amount: d.amount.toString(), covered: d.coveredAmount.toString(), status: d.status });

  describe('numbering', () => {
    it('counts per company and type from 1, and gives a rolled-back number back', async () => {
      const [c, other] = [await company(), await company()];
      expect(await numbered(c, 'invoice')).toBe(1);
      expect(await numbered(c, 'invoice')).toBe(2);
      expect(await numbered(c, 'receipt')).toBe(1);
      expect(await numbered(other, 'invoice')).toBe(1);
      await rolledBack(db, async () => expect(await numbered(c, 'invoice')).toBe(3));
      expect(await numbered(c, 'invoice')).toBe(3);
      expect(await db.dataSource.query(`SELECT count(*)::int AS n FROM documents WHERE company_id = $1 AND type = 'invoice'`, [c.companyId])).toEqual([{ n: 3 }]);
    });

    it('makes a concurrent issue of the same type wait for the first one’s commit, so numbers have no gap and no duplicate', async () => {
      const c = await company();
      const { first, second } = await contend(db, { lock: () => numbered(c, 'invoice'), after: async () => 'committed' }, () => numbered(c, 'invoice'));
      expect(first).toBe('committed');
      expect(second).toBe(2);
    });
  });

  describe('insert and find', () => {
    it('stores the document with its lines and payments in order, read back exactly by id, visible id and external id', async () => {
      const c = await company();
      const externalId = unique('ext');
      const { id, visibleId, number } = await issue(c, {
        type: 'invoiceReceipt',
        externalId,
        clientTaxId: '514000001',
        lines: [aLine('10.005', '3', { description: 'First', productId: 7 }), aLine('0.5', '1.25', { description: 'Second' })],
        payments: [
          { method: 'cash', amount: Decimal.of('50'), date: '2026-01-15' },
          { method: 'creditCard', amount: Decimal.of('68.00'), date: '2026-01-16' },
        ],
      });
      const found = await documents.findById(c.companyId, id);
      expect(found).toMatchObject({
        id,
        visibleId,
        companyId: c.companyId,
        type: 'invoiceReceipt',
        number,
        externalId,
        clientTaxId: '514000001',
        issueDate: '2026-01-15',
        currency: 'ILS',
        status: 'OPEN',
        cancelled: false,
      });
      expect(found?.lines.map((l) => [l.description, l.quantity.toString(), l.unitPrice.toString(), l.lineTotal.toString(), l.productId])).toEqual([
        ['First', '3.0000', '10.0050', '30.02', 7],
        ['Second', '1.2500', '0.5000', '0.63', null],
      ]);
      expect(found?.payments.map((p) => [p.method, p.amount.toString(), p.date])).toEqual([
        ['cash', '50.00', '2026-01-15'],
        ['creditCard', '68.00', '2026-01-16'],
      ]);
      expect(found && money(found)).toEqual({ amount: '100.00', covered: '0.00', status: 'OPEN' });
      expect(await documents.findByVisibleId(c.companyId, visibleId)).toEqual(found);
      expect(await documents.findByExternalId(c.companyId, externalId)).toEqual(found);
      expect(await documents.findByIdUnscoped(id)).toEqual(found);
    });

    it('never answers another company’s document', async () => {
      const [c, other] = [await company(), await company()];
      const externalId = unique('ext');
      const { id, visibleId } = await issue(c, { externalId });
      expect(await documents.findById(other.companyId, id)).toBeNull();
      expect(await documents.findByVisibleId(other.companyId, visibleId)).toBeNull();
      expect(await documents.findByExternalId(other.companyId, externalId)).toBeNull();
      expect(await db.uow.run(() => documents.lockForUpdate(other.companyId, [id]))).toEqual([]);
    });

    it('turns an external id the company already used into ExternalIdTaken; another company may use it', async () => {
      const [c, other] = [await company(), await company()];
      const externalId = unique('ext');
      await issue(c, { externalId });
      await expect(issue(c, { externalId })).rejects.toBeInstanceOf(ExternalIdTaken);
      await expect(issue(other, { externalId })).resolves.toMatchObject({ number: 1 });
    });

    it('lets a duplicate number through as the database error it is, not as ExternalIdTaken', async () => {
      const c = await company();
      await issue(c);
      // A counter set back by hand hands out a number already taken.
      await db.dataSource.query(`UPDATE document_counters SET last_number = last_number - 1 WHERE company_id = $1`, [c.companyId]);
      const error = await issue(c).catch((e: unknown) => e);
      expect(error).not.toBeInstanceOf(ExternalIdTaken);
      expect(error).toMatchObject({ driverError: { code: '23505', constraint: 'documents_number_uq' } });
    });
  });

  describe('settlement', () => {
    it('locks documents in id order; a second settlement waits, then reads the first one’s amounts', async () => {
      const c = await company();
      const a = await issue(c);
      const b = await issue(c);
      const { second } = await contend(
        db,
        {
          lock: () => documents.lockForUpdate(c.companyId, [a.id]),
          after: () => documents.updateSettlement(a.id, { coveredAmount: Decimal.of('18.5'), status: 'PARTIALLY_PAID', updatedAt: new Date() }),
        },
        () => documents.lockForUpdate(c.companyId, [b.id, a.id]),
      );
      expect(second.map((d) => d.id)).toEqual([a.id, b.id]);
      expect(money(second[0])).toEqual({ amount: '100.00', covered: '18.50', status: 'PARTIALLY_PAID' });
      expect(await documents.lockForUpdate(c.companyId, [])).toEqual([]);
    });

    it('keeps a receipt’s allocations until they are released, in invoice order', async () => {
      const c = await company();
      const receipt = await issue(c, { type: 'receipt', lines: [] });
      const [i1, i2] = [await issue(c), await issue(c)];
      await documents.addAllocations(c.companyId, receipt.id, [
        { invoiceId: i2.id, amount: Decimal.of('20') },
        { invoiceId: i1.id, amount: Decimal.of('10.5') },
      ]);
      expect((await documents.activeAllocations(receipt.id)).map((a) => [a.invoiceId, a.amount.toString()])).toEqual([
        [i1.id, '10.50'],
        [i2.id, '20.00'],
      ]);
      await documents.releaseAllocations(receipt.id, new Date());
      expect(await documents.activeAllocations(receipt.id)).toEqual([]);
      await documents.addAllocations(c.companyId, receipt.id, [{ invoiceId: i1.id, amount: Decimal.of('1') }]);
      expect(await documents.activeAllocations(receipt.id)).toHaveLength(1);
    });

    it('cancels, and records the tax authority’s answer', async () => {
      const c = await company();
      const doc = await issue(c, { approvalNumberStatus: 'PENDING' });
      await db.uow.run(async () => {
        expect((await documents.lockByIdUnscoped(doc.id))?.id).toBe(doc.id);
        await documents.recordApproval(doc.id, { status: 'APPROVED', number: '123456789', reason: null, updatedAt: new Date() });
      });
      await documents.markCancelled(doc.id, 'Typo', new Date());
      expect(await documents.findById(c.companyId, doc.id)).toMatchObject({
        approvalNumberStatus: 'APPROVED',
        taxAuthorityApprovalNumber: '123456789',
        status: 'CANCELLED',
        cancelled: true,
        cancellationReason: 'Typo',
      });
      expect(await db.uow.run(() => documents.lockByIdUnscoped(-1))).toBeNull();
    });
  });

  it('finds documents waiting for an allocation number that were last changed before the time, oldest first', async () => {
    const c = await company();
    const old = new Date('1990-01-01T00:00:00Z');
    await rolledBack(db, async () => {
      const waiting = [await issue(c, { approvalNumberStatus: 'PENDING', updatedAt: old }), await issue(c, { approvalNumberStatus: 'PENDING', updatedAt: old })];
      await issue(c, { approvalNumberStatus: 'PENDING', updatedAt: new Date('1990-03-01T00:00:00Z') });
      await issue(c, { approvalNumberStatus: 'APPROVED', updatedAt: old });
      expect(await documents.pendingApprovalIds(new Date('1990-02-01T00:00:00Z'), 100)).toEqual(waiting.map((d) => d.id));
      expect(await documents.pendingApprovalIds(new Date('1990-02-01T00:00:00Z'), 1)).toEqual([waiting[0].id]);
    });
  });

  describe('list', () => {
    it('orders by issue date then id, newest first, filters, and counts every match whatever the window', async () => {
      const c = await company();
      const d1 = await issue(c, { issueDate: '2026-01-10', entityId: 5 });
      const d2 = await issue(c, { issueDate: '2026-01-20' });
      const d3 = await issue(c, { issueDate: '2026-01-10', entityId: 5, status: 'PAID' });
      const r = await issue(c, { type: 'receipt', issueDate: '2026-02-01', lines: [] });
      await issue(await company(), { issueDate: '2026-01-15' });

      const ids = async (filter: Parameters<PgDocumentRepository['list']>[1], limit = 50, offset = 0) => {
        const { rows, total } = await documents.list(c.companyId, filter, { limit, offset });
        return { ids: rows.map((d) => d.id), total };
      };
      expect(await ids({})).toEqual({ ids: [r.id, d2.id, d3.id, d1.id], total: 4 });
      expect(await ids({}, 2, 1)).toEqual({ ids: [d2.id, d3.id], total: 4 });
      expect(await ids({}, 2, 4)).toEqual({ ids: [], total: 4 });
      expect(await ids({ type: 'invoice' })).toEqual({ ids: [d2.id, d3.id, d1.id], total: 3 });
      expect(await ids({ entityId: 5, status: 'OPEN' })).toEqual({ ids: [d1.id], total: 1 });
      expect(await ids({ startDate: '2026-01-10', endDate: '2026-01-20' })).toEqual({ ids: [d2.id, d3.id, d1.id], total: 3 });
      expect(await ids({ startDate: '2026-01-11', endDate: '2026-01-31' })).toEqual({ ids: [d2.id], total: 1 });
    });
  });

  describe('changes (the feed)', () => {
    const feed = async (companyId: number, from: { afterPosition: string } | { since: Date }, limit = 50) => documents.changes(companyId, from, limit);
    /** The feed once every transaction that could still commit before these changes has ended. */
    const feedOf = (companyId: number, from: { afterPosition: string } | { since: Date }, expected: number, limit = 50) =>
      eventually(async () => {
        const rows = await feed(companyId, from, limit);
        return rows.length >= expected && rows;
      });

    it('serves the company’s changes after a position, oldest first, each document once at its last change', async () => {
      const c = await company();
      const [a, b, d] = [await issue(c), await issue(c), await issue(c)];
      await issue(await company());
      const start = await feedOf(c.companyId, { afterPosition: '0' }, 3);
      expect(start.map((r) => r.document.id)).toEqual([a.id, b.id, d.id]);
      const positions = start.map((r) => BigInt(r.position));
      expect(positions[0] < positions[1] && positions[1] < positions[2]).toBe(true);

      // The cursor is exclusive, and a limit cuts the page.
      expect((await feed(c.companyId, { afterPosition: start[0].position }, 1)).map((r) => r.document.id)).toEqual([b.id]);
      expect(await feed(c.companyId, { afterPosition: start[2].position })).toEqual([]);

      // A settled document moves to the end of the feed.
      await documents.updateSettlement(a.id, { coveredAmount: Decimal.of('1'), status: 'PARTIALLY_PAID', updatedAt: new Date() });
      const next = await feedOf(c.companyId, { afterPosition: start[2].position }, 1);
      expect(next.map((r) => [r.document.id, r.document.status])).toEqual([[a.id, 'PARTIALLY_PAID']]);
      expect((await feed(c.companyId, { afterPosition: '0' })).map((r) => r.document.id)).toEqual([b.id, d.id, a.id]);
    });

    it('opens a sweep at the documents changed since a time', async () => {
      const c = await company();
      const early = await issue(c, { updatedAt: new Date('2026-01-01T00:00:00Z') });
      const late = await issue(c, { updatedAt: new Date('2026-02-01T00:00:00Z') });
      await feedOf(c.companyId, { afterPosition: '0' }, 2);
      expect((await feed(c.companyId, { since: new Date('2026-01-15T00:00:00Z') })).map((r) => r.document.id)).toEqual([late.id]);
      expect((await feed(c.companyId, { since: new Date('2025-12-31T00:00:00Z') })).map((r) => r.document.id)).toEqual([early.id, late.id]);
      expect(await feed(c.companyId, { since: new Date('2026-03-01T00:00:00Z') })).toEqual([]);
    });

    it('holds back a committed change while an earlier-positioned transaction is still open, so a cursor never skips one', async () => {
      const c = await company();
      const slowTookItsPosition = deferred<number>();
      const finishSlow = deferred();
      const slow = db.uow.run(async () => {
        const { id } = await issue(c);
        slowTookItsPosition.resolve(id);
        await finishSlow.promise;
        return id;
      });
      const slowId = await slowTookItsPosition.promise;
      // Another type: its counter row is not the one the slow transaction holds.
      const fast = await issue(c, { type: 'quotation' });
      try {
        expect(await feed(c.companyId, { afterPosition: '0' })).toEqual([]);
      } finally {
        finishSlow.resolve();
        await slow;
      }
      expect((await feedOf(c.companyId, { afterPosition: '0' }, 2)).map((r) => r.document.id)).toEqual([slowId, fast.id]);
    });
  });
});
