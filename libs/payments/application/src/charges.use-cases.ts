import { Inject, Injectable } from '@nestjs/common';
import { Charge, assertVoidable, captureAmount, hasExpired, refundAmount } from '@backoffice/payments/domain';
import { Actor, CLOCK, Clock, Decimal, EVENT_OUTBOX, EventOutbox, IdempotentOutcome, NotFoundError, assertCan } from '@backoffice/shared/kernel';
import { GatewayRequests, newPublicId } from './gateway-requests';
import { ChargeSnapshot, PAYMENT_EVENTS, RefundSnapshot, chargeSnapshot, paymentEvent, refundSnapshot } from './payment-events';
import {
  CARD_PROCESSOR,
  CHARGE_RECEIPTS,
  CHARGE_REPOSITORY,
  CardProcessor,
  ChargeReceipts,
  ChargeRepository,
  PAYMENT_METHOD_REPOSITORY,
  PaymentMethod,
  PaymentMethodRepository,
  ProcessorChargeResult,
} from './payments.ports';

export interface ChargeInput {
  paymentMethodId: string;
  amount: number;
  currency?: string;
  /** False: authorise only, capture later. Default true. */
  capture?: boolean;
  description?: string;
  /** Issue a receipt document to the client when the money is captured. */
  issueReceipt?: boolean;
}

export type ChargeView = ChargeSnapshot & { success: boolean };
const view = (c: Charge): ChargeView => ({ success: c.status !== 'failed', ...chargeSnapshot(c) });

const notFound = () => new NotFoundError('Charge', 'CHARGE_NOT_FOUND');

/**
 * `POST /gateway/charges`: charges (or authorises) a saved card. A decline is recorded as a
 * `failed` charge with `charge.failed` and answered 200, so a retry under the same key replays it
 * rather than asking the processor again. When the local transaction fails after the processor
 * approved, the approval is reversed at the processor: no money moves without a record.
 */
@Injectable()
export class ChargePaymentMethod {
  constructor(
    private readonly requests: GatewayRequests,
    @Inject(PAYMENT_METHOD_REPOSITORY) private readonly methods: PaymentMethodRepository,
    @Inject(CHARGE_REPOSITORY) private readonly charges: ChargeRepository,
    @Inject(CARD_PROCESSOR) private readonly processor: CardProcessor,
    @Inject(CHARGE_RECEIPTS) private readonly receipts: ChargeReceipts,
    @Inject(EVENT_OUTBOX) private readonly outbox: EventOutbox,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(actor: Actor, input: ChargeInput, key?: string): Promise<IdempotentOutcome<ChargeView>> {
    assertCan(actor, 'write_business_data');
    let approved: string | null = null;
    try {
      return await this.requests.run(actor, { route: 'charges', body: input, key }, async () => {
        const method = await this.methods.find(actor.companyId, input.paymentMethodId);
        if (!method || method.detachedAt) throw new NotFoundError('Payment method', 'PAYMENT_METHOD_NOT_FOUND');
        const amount = Decimal.of(input.amount).round(2);
        const currency = input.currency ?? 'ILS';
        const capture = input.capture ?? true;
        const publicId = newPublicId('ch');
        const result = await this.ask(method, { amount: amount.toScale(2), currency, capture, reference: publicId });
        if (result.approved) approved = result.reference;
        const now = this.clock.now();
        const status = !result.approved ? 'failed' : capture ? 'succeeded' : 'authorized';
        let charge = await this.charges.insert({
          publicId,
          companyId: actor.companyId,
          entityId: method.entityId,
          paymentMethodId: method.id,
          paymentMethodPublicId: method.publicId,
          brand: method.brand,
          last4: method.last4,
          provider: method.provider,
          processorReference: result.reference,
          amount,
          currency,
          status,
          capturedAmount: status === 'succeeded' ? amount : Decimal.ZERO,
          refundedAmount: Decimal.ZERO,
          failureCode: result.approved ? null : result.code,
          failureMessage: result.approved ? null : result.message,
          description: input.description ?? null,
          issueReceipt: input.issueReceipt ?? false,
          receiptDocumentId: null,
          createdAt: now,
          updatedAt: now,
        });
        if (status === 'succeeded' && charge.issueReceipt) charge = await withReceipt(this.charges, this.receipts, actor, charge, amount);
        const type = result.approved ? PAYMENT_EVENTS.chargeSucceeded : PAYMENT_EVENTS.chargeFailed;
        await this.outbox.add({ companyId: actor.companyId, documentId: null, ...paymentEvent(type, { charge: chargeSnapshot(charge) }), at: now });
        return view(charge);
      });
    } catch (error) {
      if (approved) await this.processor.reverse(approved).catch(() => undefined);
      throw error;
    }
  }

  /** A saved card that has expired since is declined here, as a processor would decline it. */
  private ask(method: PaymentMethod, request: { amount: string; currency: string; capture: boolean; reference: string }): Promise<ProcessorChargeResult> {
    if (hasExpired(method, this.clock.now().toISOString().slice(0, 10))) {
      return Promise.resolve({ approved: false, reference: null, code: 'expired_card', message: 'The card has expired.' });
    }
    return this.processor.charge({ token: method.processorToken, ...request });
  }
}

async function withReceipt(charges: ChargeRepository, receipts: ChargeReceipts, actor: Actor, charge: Charge, amount: Decimal): Promise<Charge> {
  const { documentId } = await receipts.issue(actor, charge, amount);
  const updated = { ...charge, receiptDocumentId: documentId };
  await charges.update(charge.id, updated);
  return updated;
}

/**
 * What follows a charge: capture (`POST /gateway/charges/:id/capture`, all of an authorisation or
 * part of it, the rest released), void (`…/void`) and refund (`…/refunds`, all that is left or
 * part of it). Each locks the charge row first, so concurrent ones serialise.
 */
@Injectable()
export class ChargeActions {
  constructor(
    private readonly requests: GatewayRequests,
    @Inject(CHARGE_REPOSITORY) private readonly charges: ChargeRepository,
    @Inject(CARD_PROCESSOR) private readonly processor: CardProcessor,
    @Inject(CHARGE_RECEIPTS) private readonly receipts: ChargeReceipts,
    @Inject(EVENT_OUTBOX) private readonly outbox: EventOutbox,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  capture(actor: Actor, publicId: string, input: { amount?: number }, key?: string): Promise<IdempotentOutcome<ChargeView>> {
    return this.onLocked(actor, publicId, { action: 'capture', body: input, key }, async (charge) => {
      const amount = captureAmount(charge, input.amount === undefined ? undefined : Decimal.of(input.amount).round(2));
      await this.processor.capture({ processorReference: charge.processorReference as string, amount: amount.toScale(2) });
      const now = this.clock.now();
      let captured: Charge = { ...charge, status: 'succeeded', capturedAmount: amount, updatedAt: now };
      await this.charges.update(charge.id, captured);
      if (captured.issueReceipt) captured = await withReceipt(this.charges, this.receipts, actor, captured, amount);
      await this.outbox.add({ companyId: actor.companyId, documentId: null, ...paymentEvent(PAYMENT_EVENTS.chargeCaptured, { charge: chargeSnapshot(captured) }), at: now });
      return view(captured);
    });
  }

  void(actor: Actor, publicId: string, key?: string): Promise<IdempotentOutcome<ChargeView>> {
    return this.onLocked(actor, publicId, { action: 'void', body: {}, key }, async (charge) => {
      assertVoidable(charge);
      await this.processor.void(charge.processorReference as string);
      const now = this.clock.now();
      const canceled: Charge = { ...charge, status: 'canceled', updatedAt: now };
      await this.charges.update(charge.id, canceled);
      await this.outbox.add({ companyId: actor.companyId, documentId: null, ...paymentEvent(PAYMENT_EVENTS.chargeCanceled, { charge: chargeSnapshot(canceled) }), at: now });
      return view(canceled);
    });
  }

  refund(actor: Actor, publicId: string, input: { amount?: number; reason?: string }, key?: string): Promise<IdempotentOutcome<RefundView>> {
    return this.onLocked(actor, publicId, { action: 'refunds', body: input, key }, async (charge) => {
      const amount = refundAmount(charge, input.amount === undefined ? undefined : Decimal.of(input.amount).round(2));
      const refundId = newPublicId('re');
      const { reference } = await this.processor.refund({ processorReference: charge.processorReference as string, amount: amount.toScale(2), reference: refundId });
      const now = this.clock.now();
      const refund = await this.charges.insertRefund({
        publicId: refundId,
        chargeId: charge.id,
        amount,
        reason: input.reason ?? null,
        processorReference: reference,
        createdAt: now,
      });
      const updated: Charge = { ...charge, refundedAmount: charge.refundedAmount.plus(amount), updatedAt: now };
      await this.charges.update(charge.id, updated);
      const data = { refund: refundSnapshot(refund, updated), charge: chargeSnapshot(updated) };
      await this.outbox.add({ companyId: actor.companyId, documentId: null, ...paymentEvent(PAYMENT_EVENTS.refundCreated, data), at: now });
      return { success: true as const, ...data.refund, charge: data.charge };
    });
  }

  private onLocked<T>(
    actor: Actor,
    publicId: string,
    request: { action: string; body: unknown; key?: string },
    work: (charge: Charge) => Promise<T>,
  ): Promise<IdempotentOutcome<T>> {
    assertCan(actor, 'write_business_data');
    return this.requests.run(actor, { route: `charges/${publicId}/${request.action}`, body: request.body, key: request.key }, async () => {
      const charge = await this.charges.lock(actor.companyId, publicId);
      if (!charge) throw notFound();
      return work(charge);
    });
  }
}

export type RefundView = RefundSnapshot & { success: true; charge: ChargeSnapshot };

/** `GET /gateway/charges/:id`: the charge and its refunds. */
@Injectable()
export class GetCharge {
  constructor(@Inject(CHARGE_REPOSITORY) private readonly charges: ChargeRepository) {}

  async execute(actor: Actor, publicId: string): Promise<ChargeSnapshot & { refunds: RefundSnapshot[] }> {
    assertCan(actor, 'read');
    const charge = await this.charges.find(actor.companyId, publicId);
    if (!charge) throw notFound();
    const refunds = await this.charges.refundsOf(charge.id);
    return { ...chargeSnapshot(charge), refunds: refunds.map((r) => refundSnapshot(r, charge)) };
  }
}
