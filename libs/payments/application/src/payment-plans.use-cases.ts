import { Inject, Injectable } from '@nestjs/common';
import { Actor, CLOCK, Clock, Decimal, IdempotentOutcome, NotFoundError, Page, PageWindow, ValidationError, assertCan, pageCountedByRows } from '@backoffice/shared/kernel';
import { GatewayRequests, newPublicId } from './gateway-requests';
import {
  GATEWAY_CLIENTS,
  GatewayClients,
  PAYMENT_METHOD_REPOSITORY,
  PAYMENT_PLAN_REPOSITORY,
  PaymentMethodRepository,
  PaymentPage,
  PaymentPlanRepository,
  RecurringInterval,
  RecurringPayment,
} from './payments.ports';

export function paymentPageView(p: PaymentPage) {
  return {
    id: p.publicId,
    entityId: p.entityId,
    title: p.title,
    description: p.description,
    amount: p.amount.toNumber(),
    currency: p.currency,
    createdAt: p.createdAt.toISOString(),
  };
}
export type PaymentPageView = ReturnType<typeof paymentPageView>;

export function recurringPaymentView(r: RecurringPayment) {
  return {
    id: r.publicId,
    entityId: r.entityId,
    paymentMethodId: r.paymentMethodPublicId,
    amount: r.amount.toNumber(),
    currency: r.currency,
    interval: r.interval,
    startDate: r.startDate,
    nextChargeDate: r.nextChargeDate,
    description: r.description,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
  };
}
export type RecurringPaymentView = ReturnType<typeof recurringPaymentView>;

/**
 * Payment pages (a titled amount a client is asked to pay) and recurring payments (a saved card
 * to charge on a schedule). Their lists follow pagination rule 7: `total` counts only the rows of
 * the returned page, so no count query runs.
 */
@Injectable()
export class PaymentPlans {
  constructor(
    private readonly requests: GatewayRequests,
    @Inject(PAYMENT_PLAN_REPOSITORY) private readonly plans: PaymentPlanRepository,
    @Inject(PAYMENT_METHOD_REPOSITORY) private readonly methods: PaymentMethodRepository,
    @Inject(GATEWAY_CLIENTS) private readonly clients: GatewayClients,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async createPage(
    actor: Actor,
    input: { title: string; amount: number; currency?: string; entityId?: number; description?: string },
    key?: string,
  ): Promise<IdempotentOutcome<PaymentPageView & { success: true }>> {
    assertCan(actor, 'write_business_data');
    return this.requests.run(actor, { route: 'payment-pages', body: input, key }, async () => {
      if (input.entityId !== undefined && !(await this.clients.exists(actor.companyId, input.entityId))) throw new NotFoundError('Entity', 'ENTITY_NOT_FOUND');
      const page = await this.plans.insertPage({
        publicId: newPublicId('pp'),
        companyId: actor.companyId,
        entityId: input.entityId ?? null,
        title: input.title,
        description: input.description ?? null,
        amount: Decimal.of(input.amount).round(2),
        currency: input.currency ?? 'ILS',
        createdAt: this.clock.now(),
      });
      return { success: true as const, ...paymentPageView(page) };
    });
  }

  async listPages(actor: Actor, window: PageWindow): Promise<Page<PaymentPageView>> {
    assertCan(actor, 'read');
    return pageCountedByRows((await this.plans.listPages(actor.companyId, window)).map(paymentPageView), window);
  }

  async createRecurring(
    actor: Actor,
    input: { paymentMethodId: string; amount: number; currency?: string; interval: RecurringInterval; startDate?: string; description?: string },
    key?: string,
  ): Promise<IdempotentOutcome<RecurringPaymentView & { success: true }>> {
    assertCan(actor, 'write_business_data');
    return this.requests.run(actor, { route: 'recurring-payments', body: input, key }, async () => {
      const method = await this.methods.find(actor.companyId, input.paymentMethodId);
      if (!method || method.detachedAt) throw new NotFoundError('Payment method', 'PAYMENT_METHOD_NOT_FOUND');
      const now = this.clock.now();
      const today = now.toISOString().slice(0, 10);
      const startDate = input.startDate ?? today;
      if (startDate < today) throw ValidationError.field('startDate', 'must be today or later');
      const plan = await this.plans.insertRecurring({
        publicId: newPublicId('rp'),
        companyId: actor.companyId,
        entityId: method.entityId,
        paymentMethodId: method.id,
        amount: Decimal.of(input.amount).round(2),
        currency: input.currency ?? 'ILS',
        interval: input.interval,
        startDate,
        nextChargeDate: startDate,
        description: input.description ?? null,
        status: 'active',
        createdAt: now,
      });
      return { success: true as const, ...recurringPaymentView({ ...plan, paymentMethodPublicId: method.publicId }) };
    });
  }

  async listRecurring(actor: Actor, window: PageWindow): Promise<Page<RecurringPaymentView>> {
    assertCan(actor, 'read');
    return pageCountedByRows((await this.plans.listRecurring(actor.companyId, window)).map(recurringPaymentView), window);
  }
}
