import { Body, Controller, Get, Headers, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PaymentPlans } from '@backoffice/payments/application';
import { Actor, PageWindow } from '@backoffice/shared/kernel';
import type { FastifyReply } from 'fastify';
import { CurrentActor } from '../http/auth';
import { Operation } from '../http/openapi/operation';
import { Static } from '../http/openapi/schemas';
import { PageQuery, PaginationParams } from '../http/query';
import { PaymentPageCreatedSchema, PaymentPagePageSchema, RecurringPaymentCreatedSchema, RecurringPaymentPageSchema } from './payments.schemas';
import { answer, idempotencyKeyOf } from './gateway-http';
import { CreatePaymentPageRequest, CreateRecurringPaymentRequest } from './gateway.requests';

type KeyHeader = string | string[] | undefined;

/**
 * Payment pages and recurring payments. Their lists follow pagination rule 7: `pagination.total`
 * counts only the rows of the returned page; clients page until a short page returns.
 */
@ApiTags('gateway')
@Controller('gateway')
export class GatewayPlansController {
  constructor(private readonly plans: PaymentPlans) {}

  @Post('payments/payment-pages')
  @HttpCode(200)
  @Operation({
    id: 'gateway.paymentPages.create',
    summary: 'Create a payment page: a titled amount a client is asked to pay',
    response: PaymentPageCreatedSchema,
    jsonBody: true,
    example: {
      title: 'חידוש מנוי שירות שנתי 2027',
      amount: 2360,
      currency: 'ILS',
      entityId: 42,
      description: 'Annual support plan, 1 January to 31 December 2027, VAT included',
    } satisfies CreatePaymentPageRequest,
    idempotent: 'in-use-case',
    permission: 'write_business_data',
    errors: { 404: ['ENTITY_NOT_FOUND'] },
  })
  async createPage(
    @CurrentActor() actor: Actor,
    @Body() body: CreatePaymentPageRequest,
    @Headers('idempotency-key') key: KeyHeader,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Static<typeof PaymentPageCreatedSchema>> {
    return answer(reply, await this.plans.createPage(actor, { ...body }, idempotencyKeyOf(key)));
  }

  @Get('payments/payment-pages')
  @Operation({
    id: 'gateway.paymentPages.list',
    summary: 'Payment pages, newest first (pagination.total counts this page only: page until a short page)',
    response: PaymentPagePageSchema,
  })
  listPages(@CurrentActor() actor: Actor, @PageQuery() window: PageWindow, @Query() _page: PaginationParams): Promise<Static<typeof PaymentPagePageSchema>> {
    return this.plans.listPages(actor, window);
  }

  @Post('recurring-payments')
  @HttpCode(200)
  @Operation({
    id: 'gateway.recurringPayments.create',
    summary: 'Charge a saved card on a schedule',
    response: RecurringPaymentCreatedSchema,
    jsonBody: true,
    example: {
      paymentMethodId: 'pm_5f0c2a9e4b7d13a8c6e21f04',
      amount: 149.9,
      currency: 'ILS',
      interval: 'month',
      startDate: '2026-12-01',
      description: 'Monthly support plan',
    } satisfies CreateRecurringPaymentRequest,
    idempotent: 'in-use-case',
    permission: 'write_business_data',
    errors: { 404: ['ENTITY_NOT_FOUND', 'PAYMENT_METHOD_NOT_FOUND'] },
  })
  async createRecurring(
    @CurrentActor() actor: Actor,
    @Body() body: CreateRecurringPaymentRequest,
    @Headers('idempotency-key') key: KeyHeader,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Static<typeof RecurringPaymentCreatedSchema>> {
    return answer(reply, await this.plans.createRecurring(actor, { ...body }, idempotencyKeyOf(key)));
  }

  @Get('recurring-payments')
  @Operation({
    id: 'gateway.recurringPayments.list',
    summary: 'Recurring payments, newest first (pagination.total counts this page only: page until a short page)',
    response: RecurringPaymentPageSchema,
  })
  listRecurring(@CurrentActor() actor: Actor, @PageQuery() window: PageWindow, @Query() _page: PaginationParams): Promise<Static<typeof RecurringPaymentPageSchema>> {
    return this.plans.listRecurring(actor, window);
  }
}
