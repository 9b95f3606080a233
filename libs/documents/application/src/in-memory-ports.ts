/**
 * In-memory ports for this lib's unit tests (specs import this file; the index does not export
 * it). Every write is recorded in the order it was made, so a test sees what was locked, written,
 * announced and enqueued.
 */
import { DocumentStatus, IssuedDocument } from '@backoffice/documents/domain';
import { Actor, Decimal, DomainError, EnqueueOptions, IdempotencyStore, JobDefinition, JobQueue, StoredResponse, UnitOfWork } from '@backoffice/shared/kernel';
import { DocumentRepository, DocumentSummary, EventOutbox, ExternalIdTaken, TaxAuthority, TaxAuthorityAnswer, UnnumberedDocument } from './documents.ports';
import { RecordSettlement } from './record-settlement';

export const NOW = new Date('2026-03-01T10:00:00Z');

export const owner: Actor = { companyId: 1, keyId: 7, keyName: 'erp', role: 'owner' };
export const employee: Actor = { companyId: 1, keyId: 8, keyName: 'till', role: 'employee' };

export const inline: UnitOfWork = { run: (work) => work(), afterCommit: (effect) => effect() };

/** The error code a call fails with, or 'no error'. */
export const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'no error',
    (e: DomainError) => e.code,
  );

/** A document's public id: a UUID, as the API takes it, derived from the numeric id. */
export const visibleIdOf = (id: number) => `d0c00000-0000-4000-a000-${String(id).padStart(12, '0')}`;

/** The documents of one test and the allocations between them, with every write recorded in the order it was made. */
export class InMemoryDocuments implements DocumentRepository {
  docs = new Map<number, IssuedDocument>();
  counters = new Map<string, number>();
  allocations: { receiptId: number; invoiceId: number; amount: string; releasedAt: Date | null }[] = [];
  locks: number[][] = [];
  writes: string[] = [];
  /** Simulates a concurrent request that commits a document with the same externalId first. */
  loseExternalIdRaceTo: IssuedDocument | null = null;

  /** An open invoice of 100 + 18% VAT to entity 10 of company 1, unless `doc` says otherwise. */
  seed(doc: Partial<IssuedDocument> & Pick<IssuedDocument, 'id' | 'type'>): IssuedDocument {
    const full: IssuedDocument = {
      visibleId: visibleIdOf(doc.id),
      companyId: 1,
      number: doc.id,
      externalId: null,
      entityId: 10,
      clientName: 'Client',
      clientTaxId: null,
      issueDate: '2026-02-01',
      currency: 'ILS',
      vatRate: Decimal.of(18),
      amount: Decimal.of(100),
      tax: Decimal.of(18),
      totalWithTax: Decimal.of(118),
      coveredAmount: Decimal.ZERO,
      status: 'OPEN',
      relatedDocumentId: null,
      remarks: null,
      approvalNumberStatus: null,
      taxAuthorityApprovalNumber: null,
      approvalRejectionReason: null,
      cancelled: false,
      cancellationReason: null,
      createdAt: new Date(0),
      updatedAt: new Date(0),
      lines: [],
      payments: [],
      ...doc,
    };
    this.docs.set(full.id, full);
    return full;
  }

  /** An allocation a receipt made earlier, still active. */
  seedAllocation(receiptId: number, invoiceId: number, amount: string): void {
    this.allocations.push({ receiptId, invoiceId, amount, releasedAt: null });
  }

  async insertNumbered(document: UnnumberedDocument): Promise<{ id: number; visibleId: string; number: number }> {
    if (this.loseExternalIdRaceTo) {
      this.docs.set(this.loseExternalIdRaceTo.id, this.loseExternalIdRaceTo);
      this.loseExternalIdRaceTo = null;
      throw new ExternalIdTaken();
    }
    const number = (this.counters.get(`${document.companyId}/${document.type}`) ?? 0) + 1;
    this.counters.set(`${document.companyId}/${document.type}`, number);
    const id = Math.max(100, ...this.docs.keys()) + 1;
    this.seed({ ...document, number, id, createdAt: NOW });
    this.writes.push(`insert ${document.type} ${id} number ${number}`);
    return { id, visibleId: visibleIdOf(id), number };
  }
  async findById(companyId: number, id: number): Promise<IssuedDocument | null> {
    const d = this.docs.get(id);
    return d && d.companyId === companyId ? d : null;
  }
  async findByVisibleId(companyId: number, visibleId: string): Promise<IssuedDocument | null> {
    return [...this.docs.values()].find((d) => d.companyId === companyId && d.visibleId === visibleId) ?? null;
  }
  async findByExternalId(companyId: number, externalId: string): Promise<IssuedDocument | null> {
    return [...this.docs.values()].find((d) => d.companyId === companyId && d.externalId === externalId) ?? null;
  }
  async lockForUpdate(companyId: number, ids: number[]): Promise<IssuedDocument[]> {
    this.locks.push(ids);
    return [...this.docs.values()].filter((d) => d.companyId === companyId && ids.includes(d.id)).sort((a, b) => a.id - b.id);
  }
  async updateSettlement(id: number, change: { coveredAmount: Decimal; status: DocumentStatus; updatedAt: Date }): Promise<void> {
    // A new object, as a row read again would be: what the caller holds as `before` stays as it was.
    this.docs.set(id, { ...(this.docs.get(id) as IssuedDocument), ...change });
    this.writes.push(`settle ${id} ${change.status} ${change.coveredAmount.toScale(2)}`);
  }
  async findByIdUnscoped(id: number): Promise<IssuedDocument | null> {
    return this.docs.get(id) ?? null;
  }
  async lockByIdUnscoped(id: number): Promise<IssuedDocument | null> {
    return this.docs.get(id) ?? null;
  }
  async pendingApprovalIds(): Promise<number[]> {
    return [];
  }
  async recordApproval(id: number, answer: { status: 'APPROVED' | 'REJECTED'; number: string | null; reason: string | null; updatedAt: Date }): Promise<void> {
    this.docs.set(id, {
      ...(this.docs.get(id) as IssuedDocument),
      approvalNumberStatus: answer.status,
      taxAuthorityApprovalNumber: answer.number,
      approvalRejectionReason: answer.reason,
      updatedAt: answer.updatedAt,
    });
    this.writes.push(`approval ${id} ${answer.status}`);
  }
  async activeAllocations(receiptId: number): Promise<{ invoiceId: number; amount: Decimal }[]> {
    return this.allocations
      .filter((a) => a.receiptId === receiptId && a.releasedAt === null)
      .sort((a, b) => a.invoiceId - b.invoiceId)
      .map((a) => ({ invoiceId: a.invoiceId, amount: Decimal.of(a.amount) }));
  }
  async releaseAllocations(receiptId: number, at: Date): Promise<void> {
    for (const a of this.allocations) if (a.receiptId === receiptId && a.releasedAt === null) a.releasedAt = at;
    this.writes.push(`release ${receiptId}`);
  }
  async markCancelled(id: number, reason: string, at: Date): Promise<void> {
    this.docs.set(id, { ...(this.docs.get(id) as IssuedDocument), status: 'CANCELLED', cancelled: true, cancellationReason: reason, updatedAt: at });
    this.writes.push(`cancel ${id}`);
  }
  async addAllocations(_companyId: number, receiptId: number, allocations: { invoiceId: number; amount: Decimal }[]): Promise<void> {
    for (const a of allocations) this.seedAllocation(receiptId, a.invoiceId, a.amount.toScale(2));
    this.writes.push(`allocations ${receiptId}`);
  }
  async list(): Promise<{ rows: DocumentSummary[]; total: number }> {
    throw new Error('not used');
  }
  async changes(): Promise<{ document: DocumentSummary; position: string }[]> {
    throw new Error('not used');
  }
}

export class RecordingOutbox implements EventOutbox {
  events: { companyId: number; type: string; documentId: number | null; data: Record<string, unknown>; at: Date }[] = [];
  async add(event: RecordingOutbox['events'][number]): Promise<string> {
    this.events.push(event);
    return String(this.events.length);
  }
  /** `type@documentId` of each event, in the order written. */
  types(): string[] {
    return this.events.map((e) => `${e.type}@${e.documentId}`);
  }
}

export class InMemoryIdempotency implements IdempotencyStore {
  answers = new Map<string, StoredResponse>();
  async tryLock(): Promise<boolean> {
    return true;
  }
  async find(companyId: number, key: string): Promise<StoredResponse | null> {
    return this.answers.get(`${companyId}/${key}`) ?? null;
  }
  async save(companyId: number, key: string, response: StoredResponse): Promise<void> {
    this.answers.set(`${companyId}/${key}`, response);
  }
  async purge(): Promise<number> {
    return 0;
  }
}

/** Answers every request as scripted; by default it never answers. */
export class ScriptedAuthority implements TaxAuthority {
  calls = 0;
  constructor(private readonly answer: () => Promise<TaxAuthorityAnswer> = () => new Promise(() => undefined)) {}
  requestAllocationNumber(): Promise<TaxAuthorityAnswer> {
    this.calls++;
    return this.answer();
  }
}

export class RecordingJobs implements JobQueue {
  enqueued: { name: string; payload: unknown; options?: EnqueueOptions }[] = [];
  async enqueue<P, R>(job: JobDefinition<P, R>, payload: P, options?: EnqueueOptions): Promise<void> {
    this.enqueued.push({ name: job.name, payload, options });
  }
  async request(): Promise<never> {
    throw new Error('not used');
  }
  async repeat(): Promise<void> {
    throw new Error('not used');
  }
}

/** The ports of one test, and the settlement writer the settling use cases share. */
export function inMemoryPorts() {
  const documents = new InMemoryDocuments();
  const outbox = new RecordingOutbox();
  return {
    documents,
    outbox,
    idempotency: new InMemoryIdempotency(),
    jobs: new RecordingJobs(),
    clock: { now: () => NOW },
    settlements: new RecordSettlement(documents, outbox),
  };
}
