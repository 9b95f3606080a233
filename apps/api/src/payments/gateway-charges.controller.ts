import { Body, Controller, Get, Headers, HttpCode, Param, Post, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiHeader, ApiTags } from '@nestjs/swagger';
import { ChargeActions, ChargePaymentMethod, GetCharge } from '@backoffice/payments/application';
import { Actor } from '@backoffice/shared/kernel';
import type { FastifyReply } from 'fastify';
import { CurrentActor } from '../http/auth';
import { answer, idempotencyKeyOf } from './gateway-http';
import { CaptureRequest, ChargeRequest, RefundRequest } from './gateway.requests';

const KEY_HEADER = { name: 'Idempotency-Key', required: false, description: 'Up to 255 printable characters, scoped to the company' };
type KeyHeader = string | string[] | undefined;

/**
 * Charges of saved cards: charge now, or authorise and capture or void later; refunds. Every write
 * takes `Idempotency-Key` with the rules of document creation. A declined card is a `failed`
 * charge, answered 200 with `success: false`, `failureCode` and `failureMessage`.
 */
@ApiTags('gateway')
@ApiBearerAuth()
@Controller('gateway/charges')
export class GatewayChargesController {
  constructor(
    private readonly charge: ChargePaymentMethod,
    private readonly actions: ChargeActions,
    private readonly getCharge: GetCharge,
  ) {}

  @Post()
  @HttpCode(200)
  @ApiHeader(KEY_HEADER)
  async create(@CurrentActor() actor: Actor, @Body() body: ChargeRequest, @Headers('idempotency-key') key: KeyHeader, @Res({ passthrough: true }) reply: FastifyReply) {
    return answer(reply, await this.charge.execute(actor, { ...body }, idempotencyKeyOf(key)));
  }

  @Get(':id')
  async get(@CurrentActor() actor: Actor, @Param('id') id: string) {
    return this.getCharge.execute(actor, id);
  }

  @Post(':id/capture')
  @HttpCode(200)
  @ApiHeader(KEY_HEADER)
  async capture(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Body() body: CaptureRequest,
    @Headers('idempotency-key') key: KeyHeader,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return answer(reply, await this.actions.capture(actor, id, { ...body }, idempotencyKeyOf(key)));
  }

  @Post(':id/void')
  @HttpCode(200)
  @ApiHeader(KEY_HEADER)
  async void(@CurrentActor() actor: Actor, @Param('id') id: string, @Headers('idempotency-key') key: KeyHeader, @Res({ passthrough: true }) reply: FastifyReply) {
    return answer(reply, await this.actions.void(actor, id, idempotencyKeyOf(key)));
  }

  @Post(':id/refunds')
  @HttpCode(200)
  @ApiHeader(KEY_HEADER)
  async refund(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Body() body: RefundRequest,
    @Headers('idempotency-key') key: KeyHeader,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return answer(reply, await this.actions.refund(actor, id, { ...body }, idempotencyKeyOf(key)));
  }
}
