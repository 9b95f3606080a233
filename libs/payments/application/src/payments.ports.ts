import { CardDetails, CardSummary, Charge, ChargeStatus } from '@backoffice/payments/domain';
import { Actor, Decimal, DomainError, PageWindow } from '@backoffice/shared/kernel';

/** A saved card: the processor's token and what may be shown (brand, last four, expiry). */
export interface PaymentMethod extends CardSummary {
  id: number;
  publicId: string;
  companyId: number;
  entityId: number;
  provider: string;
  processorToken: string;
  createdAt: Date;
  detachedAt: Date | null;
}

export interface PaymentMethodRepository {
  insert(method: Omit<PaymentMethod, 'id'>): Promise<PaymentMethod>;
  /** Attached or detached; another company's id is absent. */
  find(companyId: number, publicId: string): Promise<PaymentMethod | null>;
  /** Marks it detached unless it already is; false when it was not attached. */
  detach(id: number, at: Date): Promise<boolean>;
  listAttached(companyId: number, entityId?: number): Promise<PaymentMethod[]>;
}
export const PAYMENT_METHOD_REPOSITORY = Symbol('PaymentMethodRepository');

export interface Refund {
  id: number;
  publicId: string;
  chargeId: number;
  amount: Decimal;
  reason: string | null;
  processorReference: string;
  createdAt: Date;
}

export interface ChargeRepository {
  insert(charge: Omit<Charge, 'id'>): Promise<Charge>;
  find(companyId: number, publicId: string): Promise<Charge | null>;
  /** Locks the row for the rest of the transaction (capture, void and refund serialise on it). */
  lock(companyId: number, publicId: string): Promise<Charge | null>;
  update(id: number, change: { status: ChargeStatus; capturedAmount: Decimal; refundedAmount: Decimal; receiptDocumentId: number | null; updatedAt: Date }): Promise<void>;
  insertRefund(refund: Omit<Refund, 'id'>): Promise<Refund>;
  refundsOf(chargeId: number): Promise<Refund[]>;
}
export const CHARGE_REPOSITORY = Symbol('ChargeRepository');

export interface PaymentPage {
  id: number;
  publicId: string;
  companyId: number;
  entityId: number | null;
  title: string;
  description: string | null;
  amount: Decimal;
  currency: string;
  createdAt: Date;
}

export type RecurringInterval = 'week' | 'month' | 'year';

export interface RecurringPayment {
  id: number;
  publicId: string;
  companyId: number;
  entityId: number;
  paymentMethodId: number;
  paymentMethodPublicId: string;
  amount: Decimal;
  currency: string;
  interval: RecurringInterval;
  startDate: string;
  nextChargeDate: string;
  description: string | null;
  status: 'active';
  createdAt: Date;
}

/** Payment pages and recurring payments, newest first; the window is applied in SQL with no count. */
export interface PaymentPlanRepository {
  insertPage(page: Omit<PaymentPage, 'id'>): Promise<PaymentPage>;
  listPages(companyId: number, window: PageWindow): Promise<PaymentPage[]>;
  insertRecurring(plan: Omit<RecurringPayment, 'id' | 'paymentMethodPublicId'>): Promise<RecurringPayment>;
  listRecurring(companyId: number, window: PageWindow): Promise<RecurringPayment[]>;
}
export const PAYMENT_PLAN_REPOSITORY = Symbol('PaymentPlanRepository');

export interface ProcessorInfo {
  id: string;
  name: string;
  /** True for the sandbox: no money moves. */
  testMode: boolean;
  capabilities: string[];
}

export type ProcessorChargeResult = { approved: true; reference: string } | { approved: false; reference: string | null; code: string; message: string };

/**
 * The card processor. Full card details reach only `tokenize`; everything else names the card by
 * the processor's token and a charge by the processor's reference. A decline is an answer; a
 * processor that cannot be reached throws.
 */
export interface CardProcessor {
  info(): ProcessorInfo;
  tokenize(card: CardDetails, summary: CardSummary): Promise<{ token: string }>;
  /** Removes the card from the processor's vault. */
  forget(token: string): Promise<void>;
  /** `capture: false` only authorises; `reference` is ours, so a retried call is recognised. */
  charge(request: { token: string; amount: string; currency: string; capture: boolean; reference: string }): Promise<ProcessorChargeResult>;
  capture(request: { processorReference: string; amount: string }): Promise<void>;
  void(processorReference: string): Promise<void>;
  refund(request: { processorReference: string; amount: string; reference: string }): Promise<{ reference: string }>;
  /** Undoes an approval whose local record could not be written (void or full refund). */
  reverse(processorReference: string): Promise<void>;
}
export const CARD_PROCESSOR = Symbol('CardProcessor');

/** What an adapter throws when the processor cannot be reached or gives no answer: 503, nothing recorded. */
export class ProcessorUnavailableError extends DomainError {
  constructor() {
    super('PROCESSOR_UNAVAILABLE', 'unavailable', 'The card processor could not be reached; retry with the same Idempotency-Key');
  }
}

/** Whether the entity is a client of the company; another context owns entities. */
export interface GatewayClients {
  exists(companyId: number, entityId: number): Promise<boolean>;
}
export const GATEWAY_CLIENTS = Symbol('GatewayClients');

/**
 * Issues the receipt document of a captured charge, in the caller's transaction; another context
 * owns documents. Emits that context's `document.created`.
 */
export interface ChargeReceipts {
  issue(actor: Actor, charge: Charge, amount: Decimal): Promise<{ documentId: number }>;
}
export const CHARGE_RECEIPTS = Symbol('ChargeReceipts');
