import { Body, Controller, Get, Headers, HttpCode, Param, Post, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ChargeActions, ChargePaymentMethod, GetCharge } from '@backoffice/payments/application';
import { Actor } from '@backoffice/shared/kernel';
import type { FastifyReply } from 'fastify';
import { CurrentActor } from '../http/auth';
import { Operation } from '../http/openapi/operation';
import { Static } from '../http/openapi/schemas';
import { ChargeAnswerSchema, ChargeWithRefundsSchema, RefundAnswerSchema } from './payments.schemas';
import { answer, idempotencyKeyOf } from './gateway-http';
import { CaptureRequest, ChargeRequest, RefundRequest } from './gateway.requests';

type KeyHeader = string | string[] | undefined;

/**
 * Charges of saved cards: charge now, or authorise and capture or void later; refunds. Every write
 * takes `Idempotency-Key` with the rules of document creation. A declined card is a `failed`
 * charge, answered 200 with `success: false`, `failureCode` and `failureMessage`.
 */
@ApiTags('gateway')
@Controller('gateway/charges')
export class GatewayChargesController {
  constructor(
    private readonly charge: ChargePaymentMethod,
    private readonly actions: ChargeActions,
    private readonly getCharge: GetCharge,
  ) {}

  @Post()
  @HttpCode(200)
  @Operation({
    id: 'gateway.charges.create',
    summary: 'Charge a saved card now, or authorise it (capture: false) to capture or void later; a decline answers 200 with success false',
    response: ChargeAnswerSchema,
    jsonBody: true,
    example: {
      paymentMethodId: 'pm_5f0c2a9e4b7d13a8c6e21f04',
      amount: 2406.73,
      currency: 'ILS',
      capture: true,
      description: 'Invoice 30045',
      issueReceipt: true,
    } satisfies ChargeRequest,
    idempotent: 'in-use-case',
    permission: 'write_business_data',
    errors: { 404: ['PAYMENT_METHOD_NOT_FOUND'], 503: ['PROCESSOR_UNAVAILABLE'] },
  })
  async create(
    @CurrentActor() actor: Actor,
    @Body() body: ChargeRequest,
    @Headers('idempotency-key') key: KeyHeader,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Static<typeof ChargeAnswerSchema>> {
    return answer(reply, await this.charge.execute(actor, { ...body }, idempotencyKeyOf(key)));
  }

  @Get(':id')
  @Operation({ id: 'gateway.charges.get', summary: 'One charge with its refunds', response: ChargeWithRefundsSchema, errors: { 404: ['CHARGE_NOT_FOUND'] } })
  async get(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<Static<typeof ChargeWithRefundsSchema>> {
    return this.getCharge.execute(actor, id);
  }

  @Post(':id/capture')
  @HttpCode(200)
  @Operation({
    id: 'gateway.charges.capture',
    summary: 'Capture an authorised charge, in full or in part',
    response: ChargeAnswerSchema,
    jsonBody: true,
    example: { amount: 1800 } satisfies CaptureRequest,
    idempotent: 'in-use-case',
    permission: 'write_business_data',
    errors: { 404: ['CHARGE_NOT_FOUND'], 409: ['CHARGE_NOT_CAPTURABLE'], 503: ['PROCESSOR_UNAVAILABLE'] },
  })
  async capture(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Body() body: CaptureRequest,
    @Headers('idempotency-key') key: KeyHeader,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Static<typeof ChargeAnswerSchema>> {
    return answer(reply, await this.actions.capture(actor, id, { ...body }, idempotencyKeyOf(key)));
  }

  @Post(':id/void')
  @HttpCode(200)
  @Operation({
    id: 'gateway.charges.void',
    summary: 'Release an authorised charge without capturing it',
    response: ChargeAnswerSchema,
    idempotent: 'in-use-case',
    permission: 'write_business_data',
    errors: { 404: ['CHARGE_NOT_FOUND'], 409: ['CHARGE_NOT_VOIDABLE'], 503: ['PROCESSOR_UNAVAILABLE'] },
  })
  async void(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Headers('idempotency-key') key: KeyHeader,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Static<typeof ChargeAnswerSchema>> {
    return answer(reply, await this.actions.void(actor, id, idempotencyKeyOf(key)));
  }

  @Post(':id/refunds')
  @HttpCode(200)
  @Operation({
    id: 'gateway.charges.refund',
    summary: 'Refund a captured charge, in full or in part',
    response: RefundAnswerSchema,
    jsonBody: true,
    example: { amount: 460.08, reason: 'One toner cartridge returned unopened' } satisfies RefundRequest,
    idempotent: 'in-use-case',
    permission: 'write_business_data',
    errors: { 404: ['CHARGE_NOT_FOUND'], 409: ['CHARGE_NOT_REFUNDABLE', 'CHARGE_ALREADY_REFUNDED', 'REFUND_EXCEEDS_CHARGE'], 503: ['PROCESSOR_UNAVAILABLE'] },
  })
  async refund(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Body() body: RefundRequest,
    @Headers('idempotency-key') key: KeyHeader,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Static<typeof RefundAnswerSchema>> {
    return answer(reply, await this.actions.refund(actor, id, { ...body }, idempotencyKeyOf(key)));
  }
}
