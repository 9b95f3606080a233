import { Module } from '@nestjs/common';
import { contexts } from '@backoffice/platform/composition';
import { GatewayChargesController } from './gateway-charges.controller';
import { GatewayPlansController } from './gateway-plans.controller';
import { GatewayTokensController } from './gateway-tokens.controller';

/** The payment gateway under `/gateway`: saved cards, charges, refunds, payment pages, recurring payments. */
@Module({
  imports: [contexts.payments],
  controllers: [GatewayTokensController, GatewayChargesController, GatewayPlansController],
})
export class PaymentsApiModule {}
