import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiHeader, ApiTags } from '@nestjs/swagger';
import { ReadGatewaySetup, RemovePaymentMethod, SavePaymentMethod } from '@backoffice/payments/application';
import { Actor, wholeSet } from '@backoffice/shared/kernel';
import type { FastifyReply } from 'fastify';
import { CurrentActor } from '../http/auth';
import { answer, idempotencyKeyOf } from './gateway-http';
import { ListPaymentMethodsQuery, SavePaymentMethodRequest } from './gateway.requests';

const KEY_HEADER = { name: 'Idempotency-Key', required: false, description: 'Up to 255 printable characters, scoped to the company' };

/** Saved cards (`/gateway/tokens`) and the card processors (`/gateway/providers`): whole-set lists. */
@ApiTags('gateway')
@ApiBearerAuth()
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
  @ApiHeader(KEY_HEADER)
  async create(
    @CurrentActor() actor: Actor,
    @Body() body: SavePaymentMethodRequest,
    @Headers('idempotency-key') key: string | string[] | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const outcome = await this.save.execute(actor, { entityId: body.entityId, card: { ...body.card } }, idempotencyKeyOf(key));
    return answer(reply, { ...outcome, body: { success: true, ...outcome.body } });
  }

  @Delete('tokens/:id')
  @ApiHeader(KEY_HEADER)
  async delete(@CurrentActor() actor: Actor, @Param('id') id: string, @Headers('idempotency-key') key: string | string[] | undefined, @Res({ passthrough: true }) reply: FastifyReply) {
    return answer(reply, await this.remove.execute(actor, id, idempotencyKeyOf(key)));
  }

  @Get('tokens')
  async list(@CurrentActor() actor: Actor, @Query() query: ListPaymentMethodsQuery) {
    return wholeSet(await this.setup.paymentMethods(actor, query.entityId));
  }

  @Get('providers')
  providers(@CurrentActor() actor: Actor) {
    return wholeSet(this.setup.providers(actor));
  }
}
