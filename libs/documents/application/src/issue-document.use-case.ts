import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  DocumentLine,
  DocumentPayment,
  DocumentType,
  IssuedDocument,
  PaymentMethod,
  computePaymentTotal,
  computeTotals,
  initialStatus,
  needsApprovalNumber,
  rulesOf,
  settledStatus,
  snapshotOf,
} from '@backoffice/documents/domain';
import {
  Actor,
  CLOCK,
  Clock,
  ConflictError,
  Decimal,
  IdempotentOutcome,
  JOB_QUEUE,
  JobQueue,
  NotFoundError,
  UNIT_OF_WORK,
  UnitOfWork,
  ValidationError,
  assertCan,
  assertValidIdempotencyKey,
  canonicalJson,
  withIdempotencyKey,
} from '@backoffice/shared/kernel';
import { DOCUMENT_EVENTS } from './document-events';
import { REQUEST_APPROVAL_NUMBER_JOB } from './document-jobs';
import { RequestApprovalNumber } from './request-approval-number.use-case';
import {
  APPROVAL_SETTINGS,
  ApprovalSettings,
  DOCUMENT_PARTIES,
  DOCUMENT_REPOSITORY,
  DOCUMENT_SETTINGS,
  DocumentParties,
  DocumentRepository,
  DocumentSettings,
  EVENT_OUTBOX,
  EventOutbox,
  IDEMPOTENCY_STORE,
  IdempotencyStore,
} from './documents.ports';

export interface IssueDocumentInput {
  entityId: number;
  date?: string;
  currency?: string;
  externalId?: string;
  remarks?: string;
  items?: { description: string; quantity: number; unitPrice: number; productId?: number }[];
  payments?: { method: PaymentMethod; amount: number; date?: string }[];
  allocations?: { documentId: number; amount: number }[];
  relatedDocumentId?: number;
}

export interface CreationResponse {
  success: true;
  id: number;
  visibleId: string;
  type: DocumentType;
  number: number;
  externalId: string | null;
  amount: number;
  tax: number;
  totalWithTax: number;
  status: string;
  approvalNumberStatus: string | null;
  taxAuthorityApprovalNumber: string | null;
  alreadyExists?: true;
}

export type IssueOutcome = IdempotentOutcome<CreationResponse>;

class RetryWithExistingExternalId extends Error {}

export function creationResponse(d: IssuedDocument): CreationResponse {
  return {
    success: true,
    id: d.id,
    visibleId: d.visibleId,
    type: d.type,
    number: d.number,
    externalId: d.externalId,
    amount: d.amount.toNumber(),
    tax: d.tax.toNumber(),
    totalWithTax: d.totalWithTax.toNumber(),
    status: d.status,
    approvalNumberStatus: d.approvalNumberStatus,
    taxAuthorityApprovalNumber: d.taxAuthorityApprovalNumber,
  };
}

/**
 * `POST /documents/create/:type`. One transaction holds everything: the Idempotency-Key lock, the
 * number taken from the company's counter, the document, its settlement effects, the outbox
 * events and the stored answer. A request that fails or dies rolls all of it back: no gap in the
 * numbers, no event, and the key is free again (spec "Idempotency rules").
 */
@Injectable()
export class IssueDocument {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(DOCUMENT_REPOSITORY) private readonly documents: DocumentRepository,
    @Inject(IDEMPOTENCY_STORE) private readonly idempotency: IdempotencyStore,
    @Inject(EVENT_OUTBOX) private readonly outbox: EventOutbox,
    @Inject(DOCUMENT_PARTIES) private readonly parties: DocumentParties,
    @Inject(DOCUMENT_SETTINGS) private readonly settings: DocumentSettings,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly approvals: RequestApprovalNumber,
    @Inject(APPROVAL_SETTINGS) private readonly approvalSettings: ApprovalSettings,
  ) {}

  async execute(actor: Actor, type: DocumentType, input: IssueDocumentInput, idempotencyKey?: string): Promise<IssueOutcome> {
    assertCan(actor, 'create_documents');
    assertValidIdempotencyKey(idempotencyKey);
    const requestHash = createHash('sha256').update(`${type}\n${canonicalJson(input)}`).digest('hex');
    for (let attempt = 1; ; attempt++) {
      try {
        const outcome = await this.uow.run(() => this.issueOnce(actor, type, input, idempotencyKey, requestHash));
        if (outcome.replayed || outcome.body.alreadyExists || outcome.body.approvalNumberStatus !== 'PENDING') return outcome;
        return await this.awaitApprovalNumber(actor.companyId, outcome, idempotencyKey, requestHash);
      } catch (error) {
        // Another request issued the same externalId first; its transaction committed, ours
        // rolled back (number and key included). Run again: this time the lookup finds it.
        if (error instanceof RetryWithExistingExternalId && attempt < 3) continue;
        throw error;
      }
    }
  }

  /**
   * The allocation number is asked for after the document is committed (never while holding the
   * counter lock). If the authority answers within the wait, the answer carries it; otherwise the
   * document stays PENDING and a job keeps asking. The stored Idempotency-Key answer follows, so a
   * replay returns exactly what the first caller saw.
   */
  private async awaitApprovalNumber(companyId: number, outcome: IssueOutcome, key: string | undefined, requestHash: string): Promise<IssueOutcome> {
    const documentId = outcome.body.id;
    const attempt = this.approvals.execute({ documentId }).catch(() => null);
    const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), this.approvalSettings.waitInRequestMs).unref());
    const answered = await Promise.race([attempt, timeout]);
    if (!answered || answered.approvalNumberStatus === 'PENDING') {
      await this.jobs.enqueue(REQUEST_APPROVAL_NUMBER_JOB, { documentId }, { jobId: `approval-${documentId}`, delayMs: REQUEST_APPROVAL_NUMBER_JOB.retryDelaysMs[0] });
      return outcome;
    }
    const body = creationResponse(answered);
    if (key !== undefined) await this.idempotency.save(companyId, key, { requestHash, status: 200, body });
    return { body, replayed: false };
  }

  private issueOnce(actor: Actor, type: DocumentType, input: IssueDocumentInput, key: string | undefined, requestHash: string): Promise<IssueOutcome> {
    return withIdempotencyKey(this.idempotency, { companyId: actor.companyId, key, requestHash }, () => this.issueOrFindExisting(actor, type, input));
  }

  private async issueOrFindExisting(actor: Actor, type: DocumentType, input: IssueDocumentInput): Promise<CreationResponse> {
    if (input.externalId != null) {
      const existing = await this.documents.findByExternalId(actor.companyId, input.externalId);
      if (existing) return alreadyExists(existing);
    }
    try {
      return creationResponse(await this.issue(actor, type, input));
    } catch (error) {
      if (isExternalIdConflict(error)) throw new RetryWithExistingExternalId();
      throw error;
    }
  }

  private async issue(actor: Actor, type: DocumentType, input: IssueDocumentInput): Promise<IssuedDocument> {
    const now = this.clock.now();
    const issueDate = input.date ?? now.toISOString().slice(0, 10);
    checkShape(type, input);
    const client = await this.parties.find(actor.companyId, input.entityId);
    if (!client) throw new NotFoundError('Entity', 'ENTITY_NOT_FOUND');
    const settings = await this.settings.forCompany(actor.companyId);

    const { lines, payments, totals, paid } = priceDraft(type, input, settings.vatRate, issueDate);

    const related = input.relatedDocumentId != null ? await this.lockRelated(actor.companyId, input.relatedDocumentId, client.id) : null;
    const approval = needsApprovalNumber({ type, clientTaxId: client.taxId, amountBeforeVat: totals.amount, thresholdBeforeVat: settings.allocationNumberThreshold });
    const number = await this.documents.nextNumber(actor.companyId, type);
    const status = initialStatus(type, totals.totalWithTax, paid);
    const draft = {
      companyId: actor.companyId,
      type,
      number,
      externalId: input.externalId ?? null,
      entityId: client.id,
      clientName: client.name,
      clientTaxId: client.taxId,
      issueDate,
      currency: input.currency ?? 'ILS',
      vatRate: settings.vatRate,
      amount: totals.amount,
      tax: totals.tax,
      totalWithTax: totals.totalWithTax,
      coveredAmount: type === 'invoiceReceipt' ? Decimal.min(paid, totals.totalWithTax) : Decimal.ZERO.round(2),
      status,
      relatedDocumentId: related?.id ?? null,
      remarks: input.remarks ?? null,
      approvalNumberStatus: approval ? ('PENDING' as const) : null,
      taxAuthorityApprovalNumber: null,
      updatedAt: now,
      lines,
      payments,
      createdByKeyId: actor.keyId,
    };
    const { id, visibleId } = await this.documents.insert(draft);
    const issued: IssuedDocument = { ...draft, id, visibleId, createdAt: now, cancelled: false, cancellationReason: null, approvalRejectionReason: null };
    await this.outbox.add({ companyId: actor.companyId, type: DOCUMENT_EVENTS.created, documentId: id, data: { document: snapshotOf(issued) }, at: now });

    if (input.allocations?.length) await this.allocate(actor, issued, input.allocations, now);
    if (related) await this.applyToRelated(actor, issued, related, now);
    return issued;
  }

  private async lockRelated(companyId: number, relatedId: number, entityId: number): Promise<IssuedDocument> {
    const [related] = await this.documents.lockForUpdate(companyId, [relatedId]);
    if (!related) throw new NotFoundError('Related document', 'RELATED_DOCUMENT_NOT_FOUND');
    if (related.entityId !== entityId) throw ValidationError.field('relatedDocumentId', 'belongs to another entity');
    return related;
  }

  /** A refund or return credits the related document; any other type covers (closes) it. */
  private async applyToRelated(actor: Actor, issued: IssuedDocument, related: IssuedDocument, now: Date): Promise<void> {
    const refundedBy = { id: issued.visibleId, documentId: issued.id, type: issued.type, number: issued.number, totalWithTax: issued.totalWithTax.toNumber() };
    if (rulesOf(issued.type).credits) {
      await this.outbox.add({ companyId: actor.companyId, type: DOCUMENT_EVENTS.refunded, documentId: related.id, data: { document: snapshotOf(related), refundedBy }, at: now });
      return;
    }
    if (related.status !== 'OPEN' && related.status !== 'PARTIALLY_PAID') return;
    const closed = { ...related, status: 'CLOSED' as const, updatedAt: now };
    await this.documents.updateSettlement(related.id, { coveredAmount: related.coveredAmount, status: 'CLOSED', updatedAt: now });
    await this.outbox.add({
      companyId: actor.companyId,
      type: DOCUMENT_EVENTS.statusChanged,
      documentId: related.id,
      data: { document: snapshotOf(closed), previousStatus: related.status, reason: 'COVERED', changedBy: issued.visibleId },
      at: now,
    });
  }

  /** A receipt settles invoices of the same client, never beyond what it received or what they owe. */
  private async allocate(actor: Actor, receipt: IssuedDocument, requested: { documentId: number; amount: number }[], now: Date): Promise<void> {
    const amounts = requested.map((a) => ({ invoiceId: a.documentId, amount: Decimal.of(a.amount).round(2) }));
    if (new Set(amounts.map((a) => a.invoiceId)).size !== amounts.length) throw ValidationError.field('allocations', 'an invoice may appear once');
    const total = amounts.reduce((s, a) => s.plus(a.amount), Decimal.ZERO);
    if (total.gt(receipt.totalWithTax)) throw new ConflictError('ALLOCATION_EXCEEDS_RECEIPT', 'Allocations add up to more than the receipt received');
    const invoices = new Map((await this.documents.lockForUpdate(actor.companyId, amounts.map((a) => a.invoiceId))).map((d) => [d.id, d]));
    for (const [i, allocation] of amounts.entries()) {
      const invoice = invoices.get(allocation.invoiceId);
      if (!invoice) throw new NotFoundError(`allocations[${i}].documentId`, 'DOCUMENT_NOT_FOUND');
      if (!rulesOf(invoice.type).settleable || invoice.entityId !== receipt.entityId) {
        throw ValidationError.field(`allocations[${i}].documentId`, 'must be an invoice of the same entity');
      }
      if (invoice.status === 'CLOSED' || invoice.status === 'CANCELLED') throw new ConflictError('DOCUMENT_NOT_OPEN', `Invoice ${invoice.number} is ${invoice.status.toLowerCase()}`);
      if (allocation.amount.gt(invoice.totalWithTax.minus(invoice.coveredAmount))) {
        throw new ConflictError('ALLOCATION_EXCEEDS_BALANCE', `Invoice ${invoice.number} has ${invoice.totalWithTax.minus(invoice.coveredAmount).toScale(2)} left to pay`);
      }
    }
    await this.documents.addAllocations(actor.companyId, receipt.id, amounts);
    const allocations = amounts.map((a) => {
      const invoice = invoices.get(a.invoiceId) as IssuedDocument;
      return { documentId: invoice.id, id: invoice.visibleId, number: invoice.number, amount: a.amount.toNumber() };
    });
    await this.outbox.add({ companyId: actor.companyId, type: DOCUMENT_EVENTS.allocated, documentId: receipt.id, data: { document: snapshotOf(receipt), allocations }, at: now });
    for (const allocation of amounts) {
      const invoice = invoices.get(allocation.invoiceId) as IssuedDocument;
      const coveredAmount = invoice.coveredAmount.plus(allocation.amount);
      const status = settledStatus(invoice.status, { totalWithTax: invoice.totalWithTax, coveredAmount });
      await this.documents.updateSettlement(invoice.id, { coveredAmount, status, updatedAt: now });
      const updated = { ...invoice, coveredAmount, status, updatedAt: now };
      await this.outbox.add({
        companyId: actor.companyId,
        type: DOCUMENT_EVENTS.statusChanged,
        documentId: invoice.id,
        data: { document: snapshotOf(updated), previousStatus: invoice.status, reason: 'ALLOCATION', changedBy: receipt.visibleId },
        at: now,
      });
    }
  }
}

/** Lines and payments of a request, priced exactly; what issuing and preview share. */
export function priceDraft(type: DocumentType, input: IssueDocumentInput, vatRate: Decimal, issueDate: string) {
  const lines: DocumentLine[] = (input.items ?? []).map((item) => ({
    description: item.description,
    quantity: Decimal.of(item.quantity),
    unitPrice: Decimal.of(item.unitPrice),
    lineTotal: Decimal.ZERO,
    productId: item.productId ?? null,
  }));
  const payments: DocumentPayment[] = (input.payments ?? []).map((p) => ({ method: p.method, amount: Decimal.of(p.amount).round(2), date: p.date ?? issueDate }));
  const totals = rulesOf(type).items ? computeTotals(lines, vatRate) : computePaymentTotal(payments);
  totals.lineTotals.forEach((t, i) => (lines[i].lineTotal = t));
  const paid = payments.reduce((s, p) => s.plus(p.amount), Decimal.ZERO);
  return { lines, payments, totals, paid };
}

export function checkShape(type: DocumentType, input: IssueDocumentInput): void {
  const rules = rulesOf(type);
  const problems: { field: string; problem: string }[] = [];
  if (rules.items && !input.items?.length) problems.push({ field: 'items', problem: `at least one line is required on a ${type}` });
  if (!rules.items && input.items?.length) problems.push({ field: 'items', problem: `not accepted on a ${type}` });
  if (!rules.payments && input.payments?.length) problems.push({ field: 'payments', problem: `not accepted on a ${type}` });
  if (type === 'receipt' && !input.payments?.length) problems.push({ field: 'payments', problem: 'a receipt records at least one payment' });
  if (!rules.allocations && input.allocations?.length) problems.push({ field: 'allocations', problem: 'only receipts settle invoices' });
  if (rules.credits && input.relatedDocumentId == null) problems.push({ field: 'relatedDocumentId', problem: `a ${type} names the document it credits` });
  if (problems.length) throw new ValidationError(problems);
}

function alreadyExists(existing: IssuedDocument): CreationResponse {
  return { ...creationResponse(existing), alreadyExists: true };
}

function isExternalIdConflict(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; driverError?: { code?: string; constraint?: string } };
  const code = e?.driverError?.code ?? e?.code;
  const constraint = e?.driverError?.constraint ?? e?.constraint;
  return code === '23505' && constraint === 'documents_external_id_uq';
}
