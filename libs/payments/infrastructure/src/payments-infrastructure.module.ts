import { DynamicModule, Module, ModuleMetadata } from '@nestjs/common';
import {
  CARD_PROCESSOR,
  CHARGE_RECEIPTS,
  CHARGE_REPOSITORY,
  ChargeActions,
  ChargePaymentMethod,
  GATEWAY_CLIENTS,
  GatewayRequests,
  GetCharge,
  PAYMENT_METHOD_REPOSITORY,
  PAYMENT_PLAN_REPOSITORY,
  PaymentPlans,
  ReadGatewaySetup,
  RemovePaymentMethod,
  SavePaymentMethod,
} from '@backoffice/payments/application';
import { CLOCK, EVENT_OUTBOX, IDEMPOTENCY_STORE, systemClock } from '@backoffice/shared/kernel';
import { PgEventOutbox, PgIdempotencyStore } from '@backoffice/shared/persistence';
import { ChargeReceiptsAdapter, GatewayClientsAdapter } from './gateway-neighbours.adapters';
import { PgChargeRepository } from './pg-charge.repository';
import { PgPaymentMethodRepository } from './pg-payment-method.repository';
import { PgPaymentPlanRepository } from './pg-payment-plan.repository';
import { SandboxCardProcessor } from './sandbox-card.processor';

const useCases = [SavePaymentMethod, RemovePaymentMethod, ReadGatewaySetup, ChargePaymentMethod, ChargeActions, GetCharge, PaymentPlans];

const providers = [
  ...useCases,
  GatewayRequests,
  { provide: PAYMENT_METHOD_REPOSITORY, useClass: PgPaymentMethodRepository },
  { provide: CHARGE_REPOSITORY, useClass: PgChargeRepository },
  { provide: PAYMENT_PLAN_REPOSITORY, useClass: PgPaymentPlanRepository },
  { provide: CARD_PROCESSOR, useClass: SandboxCardProcessor },
  { provide: GATEWAY_CLIENTS, useClass: GatewayClientsAdapter },
  { provide: CHARGE_RECEIPTS, useClass: ChargeReceiptsAdapter },
  { provide: IDEMPOTENCY_STORE, useClass: PgIdempotencyStore },
  { provide: EVENT_OUTBOX, useClass: PgEventOutbox },
  { provide: CLOCK, useValue: systemClock },
];

/**
 * The payment gateway: saved cards, charges, refunds, payment pages and recurring payments, with
 * the sandbox card processor. Its adapters call the parties (`DescribeEntities`) and documents
 * (`IssueDocument`) application libs; the app passes in the modules that provide them.
 */
@Module({})
export class PaymentsInfrastructureModule {
  static register(options: { imports: NonNullable<ModuleMetadata['imports']> }): DynamicModule {
    return { module: PaymentsInfrastructureModule, imports: options.imports, providers, exports: useCases };
  }
}
