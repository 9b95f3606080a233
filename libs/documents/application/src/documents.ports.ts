import { ApprovalNumberStatus, DocumentLine, DocumentPayment, DocumentStatus, DocumentType, IssuedDocument } from '@backoffice/documents/domain';
import { Decimal, PageWindow } from '@backoffice/shared/kernel';

export type NewDocument = Omit<IssuedDocument, 'id' | 'visibleId' | 'createdAt' | 'coveredAmount' | 'cancelled' | 'cancellationReason' | 'approvalRejectionReason'> & {
  coveredAmount: Decimal;
  createdByKeyId: number;
};

/** A new document before it has its number (the counter gives it as the document is stored). */
export type UnnumberedDocument = Omit<NewDocument, 'number'>;

export interface DocumentFilter {
  type?: DocumentType;
  entityId?: number;
  status?: DocumentStatus;
  startDate?: string;
  endDate?: string;
}

/**
 * A document as lists and the change feed show it (no lines): a read model the adapter writes
 * straight from SQL, ready to send. Money as JSON numbers of the exact decimals, times as ISO
 * 8601 UTC with milliseconds; the same values the domain's IssuedDocument gives.
 */
export interface DocumentSummary {
  id: number;
  visibleId: string;
  type: DocumentType;
  number: number;
  externalId: string | null;
  entityId: number;
  clientName: string;
  issueDate: string;
  currency: string;
  vatRate: number;
  amount: number;
  tax: number;
  totalWithTax: number;
  status: DocumentStatus;
  isOpen: boolean;
  coveredAmount: number;
  remainingAmount: number;
  relatedDocumentId: number | null;
  remarks: string | null;
  approvalNumberStatus: ApprovalNumberStatus | null;
  taxAuthorityApprovalNumber: string | null;
  approvalRejectionReason: string | null;
  cancelled: boolean;
  cancellationReason: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface DocumentRepository {
  /**
   * Stores a new document, with its lines and payments, under the next number of the company's
   * counter for its type, in one step. The counter row stays locked until the transaction ends
   * (issues of the same type wait, so numbers have no gap and no duplicate) and a rollback gives
   * the number back. Throws ExternalIdTaken when another document of the company holds its
   * externalId (a concurrent create).
   */
  insertNumbered(document: UnnumberedDocument): Promise<{ id: number; visibleId: string; number: number }>;
  findById(companyId: number, id: number): Promise<IssuedDocument | null>;
  findByVisibleId(companyId: number, visibleId: string): Promise<IssuedDocument | null>;
  findByExternalId(companyId: number, externalId: string): Promise<IssuedDocument | null>;
  /** Locks the documents (in id order, so two settlements never deadlock) and returns them. */
  lockForUpdate(companyId: number, ids: number[]): Promise<IssuedDocument[]>;
  /** Saves a settlement change and moves the document to the head of the change feed. */
  updateSettlement(id: number, change: { coveredAmount: Decimal; status: DocumentStatus; updatedAt: Date }): Promise<void>;
  /** For jobs, which carry only the document id. */
  findByIdUnscoped(id: number): Promise<IssuedDocument | null>;
  lockByIdUnscoped(id: number): Promise<IssuedDocument | null>;
  /** Documents still waiting for an allocation number, last changed before `before`, oldest first. */
  pendingApprovalIds(before: Date, limit: number): Promise<number[]>;
  /** Records the tax authority's answer and moves the document to the head of the change feed. */
  recordApproval(id: number, answer: { status: 'APPROVED' | 'REJECTED'; number: string | null; reason: string | null; updatedAt: Date }): Promise<void>;
  /** Allocations of a receipt not yet given back, with the invoices they settle. */
  activeAllocations(receiptId: number): Promise<{ invoiceId: number; amount: Decimal }[]>;
  releaseAllocations(receiptId: number, at: Date): Promise<void>;
  markCancelled(id: number, reason: string, at: Date): Promise<void>;
  addAllocations(companyId: number, receiptId: number, allocations: { invoiceId: number; amount: Decimal }[]): Promise<void>;
  list(companyId: number, filter: DocumentFilter, window: PageWindow): Promise<{ rows: DocumentSummary[]; total: number }>;
  /**
   * The change feed: documents whose last change comes after `afterPosition` (or, opening a sweep,
   * changed at or after `since`), oldest change first, never including a change whose transaction
   * might still be followed by an earlier-positioned commit. Each row carries its position.
   */
  changes(companyId: number, from: { afterPosition: string } | { since: Date }, limit: number): Promise<{ document: DocumentSummary; position: string }[]>;
}
export const DOCUMENT_REPOSITORY = Symbol('DocumentRepository');

/** The Idempotency-Key store and the event outbox are shared ports (kernel), re-exported for this context's users. */
export { EVENT_OUTBOX, IDEMPOTENCY_STORE } from '@backoffice/shared/kernel';
export type { EventOutbox, IdempotencyStore, StoredResponse } from '@backoffice/shared/kernel';

export interface DocumentClient {
  id: number;
  name: string;
  taxId: string | null;
}

/** The entity a document is issued to; another context owns entities. */
export interface DocumentParties {
  find(companyId: number, entityId: number): Promise<DocumentClient | null>;
}
export const DOCUMENT_PARTIES = Symbol('DocumentParties');

export interface DocumentTaxSettings {
  vatRate: Decimal;
  allocationNumberThreshold: Decimal;
}

/** The company's VAT rate and allocation-number threshold; another context owns them. */
export interface DocumentSettings {
  forCompany(companyId: number): Promise<DocumentTaxSettings>;
}
export const DOCUMENT_SETTINGS = Symbol('DocumentSettings');

export type { DocumentLine, DocumentPayment };

export type TaxAuthorityAnswer = { outcome: 'approved'; allocationNumber: string } | { outcome: 'refused'; reason: string };

/**
 * The tax authority that hands out allocation numbers for tax invoices. Throws when it cannot be
 * reached or does not answer; a refusal is an answer.
 */
export interface TaxAuthority {
  requestAllocationNumber(request: {
    companyId: number;
    documentId: number;
    type: string;
    number: number;
    clientTaxId: string;
    amountBeforeVat: string;
    issueDate: string;
  }): Promise<TaxAuthorityAnswer>;
}
export const TAX_AUTHORITY = Symbol('TaxAuthority');

export interface ApprovalSettings {
  /** How long the issuing request waits for the authority before answering PENDING. */
  waitInRequestMs: number;
}
export const APPROVAL_SETTINGS = Symbol('ApprovalSettings');

/** A document insert lost the race for its externalId: another request created that document first. */
export class ExternalIdTaken extends Error {
  constructor() {
    super('another document of the company already has this externalId');
    this.name = 'ExternalIdTaken';
  }
}
