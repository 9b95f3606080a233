import { Body, Controller, Get, Headers, HttpCode, Post, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiHeader, ApiTags } from '@nestjs/swagger';
import { PaymentPlans } from '@backoffice/payments/application';
import { Actor, PageWindow } from '@backoffice/shared/kernel';
import type { FastifyReply } from 'fastify';
import { CurrentActor } from '../http/auth';
import { PageQuery } from '../http/query';
import { answer, idempotencyKeyOf } from './gateway-http';
import { CreatePaymentPageRequest, CreateRecurringPaymentRequest } from './gateway.requests';

const KEY_HEADER = { name: 'Idempotency-Key', required: false, description: 'Up to 255 printable characters, scoped to the company' };
type KeyHeader = string | string[] | undefined;

/**
 * Payment pages and recurring payments. Their lists follow pagination rule 7: `pagination.total`
 * counts only the rows of the returned page; clients page until a short page returns.
 */
@ApiTags('gateway')
@ApiBearerAuth()
@Controller('gateway')
export class GatewayPlansController {
  constructor(private readonly plans: PaymentPlans) {}

  @Post('payments/payment-pages')
  @HttpCode(200)
  @ApiHeader(KEY_HEADER)
  async createPage(@CurrentActor() actor: Actor, @Body() body: CreatePaymentPageRequest, @Headers('idempotency-key') key: KeyHeader, @Res({ passthrough: true }) reply: FastifyReply) {
    return answer(reply, await this.plans.createPage(actor, { ...body }, idempotencyKeyOf(key)));
  }

  @Get('payments/payment-pages')
  listPages(@CurrentActor() actor: Actor, @PageQuery() window: PageWindow) {
    return this.plans.listPages(actor, window);
  }

  @Post('recurring-payments')
  @HttpCode(200)
  @ApiHeader(KEY_HEADER)
  async createRecurring(
    @CurrentActor() actor: Actor,
    @Body() body: CreateRecurringPaymentRequest,
    @Headers('idempotency-key') key: KeyHeader,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return answer(reply, await this.plans.createRecurring(actor, { ...body }, idempotencyKeyOf(key)));
  }

  @Get('recurring-payments')
  listRecurring(@CurrentActor() actor: Actor, @PageQuery() window: PageWindow) {
    return this.plans.listRecurring(actor, window);
  }
}
