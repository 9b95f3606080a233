import { Inject, Injectable } from '@nestjs/common';
import { CardDetails, checkCard } from '@backoffice/payments/domain';
import { Actor, CLOCK, Clock, EVENT_OUTBOX, EventOutbox, IdempotentOutcome, NotFoundError, assertCan } from '@backoffice/shared/kernel';
import { GatewayRequests, newPublicId } from './gateway-requests';
import { PAYMENT_EVENTS, paymentEvent, paymentMethodEventSnapshot } from './payment-events';
import { CARD_PROCESSOR, CardProcessor, GATEWAY_CLIENTS, GatewayClients, PAYMENT_METHOD_REPOSITORY, PaymentMethod, PaymentMethodRepository, ProcessorInfo } from './payments.ports';

export function paymentMethodView(m: PaymentMethod) {
  return {
    id: m.publicId,
    entityId: m.entityId,
    brand: m.brand,
    last4: m.last4,
    expMonth: m.expMonth,
    expYear: m.expYear,
    provider: m.provider,
    createdAt: m.createdAt.toISOString(),
  };
}
export type PaymentMethodView = ReturnType<typeof paymentMethodView>;

/**
 * `POST /gateway/tokens`: hands the card to the processor and keeps only its token, brand, last
 * four digits and expiry; `payment_method.attached` in the same transaction.
 */
@Injectable()
export class SavePaymentMethod {
  constructor(
    private readonly requests: GatewayRequests,
    @Inject(PAYMENT_METHOD_REPOSITORY) private readonly methods: PaymentMethodRepository,
    @Inject(CARD_PROCESSOR) private readonly processor: CardProcessor,
    @Inject(GATEWAY_CLIENTS) private readonly clients: GatewayClients,
    @Inject(EVENT_OUTBOX) private readonly outbox: EventOutbox,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(actor: Actor, input: { entityId: number; card: CardDetails }, key?: string): Promise<IdempotentOutcome<PaymentMethodView>> {
    assertCan(actor, 'write_business_data');
    return this.requests.run(actor, { route: 'tokens', body: input, key }, async () => {
      const now = this.clock.now();
      const summary = checkCard(input.card, now.toISOString().slice(0, 10));
      if (!(await this.clients.exists(actor.companyId, input.entityId))) throw new NotFoundError('Entity', 'ENTITY_NOT_FOUND');
      const { token } = await this.processor.tokenize(input.card, summary);
      const saved = await this.methods.insert({
        ...summary,
        publicId: newPublicId('pm'),
        companyId: actor.companyId,
        entityId: input.entityId,
        provider: this.processor.info().id,
        processorToken: token,
        createdAt: now,
        detachedAt: null,
      });
      await this.outbox.add({
        companyId: actor.companyId,
        documentId: null,
        ...paymentEvent(PAYMENT_EVENTS.paymentMethodAttached, { paymentMethod: paymentMethodEventSnapshot(saved) }),
        at: now,
      });
      return paymentMethodView(saved);
    });
  }
}

/** `DELETE /gateway/tokens/:id`: detaches the card (charges keep naming it) and removes it from the vault. */
@Injectable()
export class RemovePaymentMethod {
  constructor(
    private readonly requests: GatewayRequests,
    @Inject(PAYMENT_METHOD_REPOSITORY) private readonly methods: PaymentMethodRepository,
    @Inject(CARD_PROCESSOR) private readonly processor: CardProcessor,
    @Inject(EVENT_OUTBOX) private readonly outbox: EventOutbox,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(actor: Actor, publicId: string, key?: string): Promise<IdempotentOutcome<{ success: true; id: string }>> {
    assertCan(actor, 'write_business_data');
    return this.requests.run(actor, { route: `tokens/${publicId} delete`, body: {}, key }, async () => {
      const now = this.clock.now();
      const method = await this.methods.find(actor.companyId, publicId);
      if (!method || !(await this.methods.detach(method.id, now))) throw new NotFoundError('Payment method', 'PAYMENT_METHOD_NOT_FOUND');
      const detached = { ...method, detachedAt: now };
      await this.outbox.add({
        companyId: actor.companyId,
        documentId: null,
        ...paymentEvent(PAYMENT_EVENTS.paymentMethodDetached, { paymentMethod: paymentMethodEventSnapshot(detached) }),
        at: now,
      });
      await this.processor.forget(method.processorToken);
      return { success: true as const, id: publicId };
    });
  }
}

/** `GET /gateway/tokens` (whole set, rule 6) and `GET /gateway/providers`. */
@Injectable()
export class ReadGatewaySetup {
  constructor(
    @Inject(PAYMENT_METHOD_REPOSITORY) private readonly methods: PaymentMethodRepository,
    @Inject(CARD_PROCESSOR) private readonly processor: CardProcessor,
  ) {}

  async paymentMethods(actor: Actor, entityId?: number): Promise<PaymentMethodView[]> {
    assertCan(actor, 'read');
    return (await this.methods.listAttached(actor.companyId, entityId)).map(paymentMethodView);
  }

  providers(actor: Actor): (ProcessorInfo & { default: boolean })[] {
    assertCan(actor, 'read');
    return [{ ...this.processor.info(), default: true }];
  }
}
