import { Inject, Injectable } from '@nestjs/common';
import { DocumentType, DraftInput, IssuedDocument, checkShape, initialStatus, needsApprovalNumber, priceDraft, snapshotOf } from '@backoffice/documents/domain';
import {
  Actor,
  CLOCK,
  Clock,
  Decimal,
  NotFoundError,
  REQUEST_HASHER,
  RequestHasher,
  UNIT_OF_WORK,
  UnitOfWork,
  assertCan,
  assertValidIdempotencyKey,
  requestFingerprint,
  withIdempotencyKey,
} from '@backoffice/shared/kernel';
import { AllocateReceipt } from './allocate-receipt.use-case';
import { AwaitApprovalNumber, IdempotencyScope } from './await-approval-number';
import { CreationResponse, IssueOutcome, creationResponse } from './creation-response';
import { DOCUMENT_EVENTS, documentEvent } from './document-events';
import { SettleRelated } from './settle-related.use-case';
import {
  DOCUMENT_PARTIES,
  DOCUMENT_REPOSITORY,
  DOCUMENT_SETTINGS,
  DocumentParties,
  DocumentRepository,
  DocumentSettings,
  EVENT_OUTBOX,
  EventOutbox,
  ExternalIdTaken,
  IDEMPOTENCY_STORE,
  IdempotencyStore,
} from './documents.ports';

export interface IssueDocumentInput extends DraftInput {
  entityId: number;
  date?: string;
  currency?: string;
  externalId?: string;
  remarks?: string;
}

class RetryWithExistingExternalId extends Error {}

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
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(REQUEST_HASHER) private readonly hasher: RequestHasher,
    private readonly allocations: AllocateReceipt,
    private readonly related: SettleRelated,
    private readonly approvalNumber: AwaitApprovalNumber,
  ) {}

  async execute(actor: Actor, type: DocumentType, input: IssueDocumentInput, idempotencyKey?: string): Promise<IssueOutcome> {
    assertCan(actor, 'create_documents');
    assertValidIdempotencyKey(idempotencyKey);
    const scope: IdempotencyScope = { companyId: actor.companyId, key: idempotencyKey, requestHash: this.hasher.hash(requestFingerprint(type, input)) };
    for (let attempt = 1; ; attempt++) {
      try {
        const outcome = await this.uow.run(() => withIdempotencyKey(this.idempotency, scope, () => this.issueOrFindExisting(actor, type, input)));
        return await this.approvalNumber.execute(scope, outcome);
      } catch (error) {
        // Another request issued the same externalId first; its transaction committed, ours
        // rolled back (number and key included). Run again: this time the lookup finds it.
        if (error instanceof RetryWithExistingExternalId && attempt < 3) continue;
        throw error;
      }
    }
  }

  private async issueOrFindExisting(actor: Actor, type: DocumentType, input: IssueDocumentInput): Promise<CreationResponse> {
    if (input.externalId != null) {
      const existing = await this.documents.findByExternalId(actor.companyId, input.externalId);
      if (existing) return alreadyExists(existing);
    }
    try {
      return creationResponse(await this.issue(actor, type, input));
    } catch (error) {
      if (error instanceof ExternalIdTaken) throw new RetryWithExistingExternalId();
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

    const related = input.relatedDocumentId != null ? await this.related.lock(actor.companyId, input.relatedDocumentId, client.id) : null;
    const approval = needsApprovalNumber({ type, clientTaxId: client.taxId, amountBeforeVat: totals.amount, thresholdBeforeVat: settings.allocationNumberThreshold });
    const status = initialStatus(type, totals.totalWithTax, paid);
    const draft = {
      companyId: actor.companyId,
      type,
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
    // The number is taken last, with the document's insert: the counter row stays locked from here to the commit.
    const { id, visibleId, number } = await this.documents.insertNumbered(draft);
    const issued: IssuedDocument = { ...draft, number, id, visibleId, createdAt: now, cancelled: false, cancellationReason: null, approvalRejectionReason: null };
    await this.outbox.add({ companyId: actor.companyId, documentId: id, ...documentEvent(DOCUMENT_EVENTS.created, { document: snapshotOf(issued) }), at: now });

    if (input.allocations?.length) await this.allocations.execute(issued, input.allocations, now);
    if (related) await this.related.execute(issued, related, now);
    return issued;
  }
}

function alreadyExists(existing: IssuedDocument): CreationResponse {
  return { ...creationResponse(existing), alreadyExists: true };
}
