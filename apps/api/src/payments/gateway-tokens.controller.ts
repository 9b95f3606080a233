import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ReadGatewaySetup, RemovePaymentMethod, SavePaymentMethod } from '@backoffice/payments/application';
import { Actor, wholeSet } from '@backoffice/shared/kernel';
import type { FastifyReply } from 'fastify';
import { CurrentActor } from '../http/auth';
import { Operation } from '../http/openapi/operation';
import { Static } from '../http/openapi/schemas';
import { PaymentMethodPageSchema, PaymentMethodRemovedSchema, PaymentMethodSavedSchema, ProviderPageSchema } from './payments.schemas';
import { answer, idempotencyKeyOf } from './gateway-http';
import { ListPaymentMethodsQuery, SavePaymentMethodRequest } from './gateway.requests';

/** Saved cards (`/gateway/tokens`) and the card processors (`/gateway/providers`): whole-set lists. */
@ApiTags('gateway')
@Controller('gateway')
export class GatewayTokensController {
  constructor(
    private readonly save: SavePaymentMethod,
    private readonly remove: RemovePaymentMethod,
    private readonly setup: ReadGatewaySetup,
  ) {}

  /** Saves a card for a client: only the processor's token, brand, last four and expiry are kept. */
  @Post('tokens')
  @HttpCode(200)
  @Operation({
    id: 'gateway.tokens.create',
    summary: "Save a client's card: only the processor's token, brand, last four and expiry are kept",
    response: PaymentMethodSavedSchema,
    jsonBody: true,
    example: { entityId: 42, card: { number: '4242424242424242', expMonth: 9, expYear: 2029, cvc: '123' } } satisfies SavePaymentMethodRequest,
    idempotent: 'in-use-case',
    permission: 'write_business_data',
    errors: { 404: ['ENTITY_NOT_FOUND'], 503: ['PROCESSOR_UNAVAILABLE'] },
  })
  async create(
    @CurrentActor() actor: Actor,
    @Body() body: SavePaymentMethodRequest,
    @Headers('idempotency-key') key: string | string[] | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Static<typeof PaymentMethodSavedSchema>> {
    const outcome = await this.save.execute(actor, { entityId: body.entityId, card: { ...body.card } }, idempotencyKeyOf(key));
    return answer(reply, { ...outcome, body: { success: true, ...outcome.body } });
  }

  @Delete('tokens/:id')
  @Operation({
    id: 'gateway.tokens.delete',
    summary: 'Remove a saved card (the processor forgets the token)',
    response: PaymentMethodRemovedSchema,
    idempotent: 'in-use-case',
    permission: 'write_business_data',
    errors: { 404: ['PAYMENT_METHOD_NOT_FOUND'], 503: ['PROCESSOR_UNAVAILABLE'] },
  })
  async delete(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Headers('idempotency-key') key: string | string[] | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Static<typeof PaymentMethodRemovedSchema>> {
    return answer(reply, await this.remove.execute(actor, id, idempotencyKeyOf(key)));
  }

  @Get('tokens')
  @Operation({ id: 'gateway.tokens.list', summary: 'Saved cards, of one client or all (the whole set)', response: PaymentMethodPageSchema })
  async list(@CurrentActor() actor: Actor, @Query() query: ListPaymentMethodsQuery): Promise<Static<typeof PaymentMethodPageSchema>> {
    return wholeSet(await this.setup.paymentMethods(actor, query.entityId));
  }

  @Get('providers')
  @Operation({ id: 'gateway.providers.list', summary: 'The card processors this deployment uses (the whole set)', response: ProviderPageSchema })
  providers(@CurrentActor() actor: Actor): Static<typeof ProviderPageSchema> {
    return wholeSet(this.setup.providers(actor));
  }
}
