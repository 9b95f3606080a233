import { Module } from '@nestjs/common';
import { CatalogueInfrastructureModule } from '@backoffice/catalogue/infrastructure';
import { IdentityInfrastructureModule } from '@backoffice/identity/infrastructure';
import { PartiesInfrastructureModule } from '@backoffice/parties/infrastructure';
import { PaymentsInfrastructureModule } from '@backoffice/payments/infrastructure';
import { documentsInfrastructure } from '../documents/documents-api.module';
import { GatewayChargesController } from './gateway-charges.controller';
import { GatewayPlansController } from './gateway-plans.controller';
import { GatewayTokensController } from './gateway-tokens.controller';

const parties = PartiesInfrastructureModule.register({ imports: [CatalogueInfrastructureModule, IdentityInfrastructureModule] });

/** The payment gateway under `/gateway`: saved cards, charges, refunds, payment pages, recurring payments. */
@Module({
  imports: [PaymentsInfrastructureModule.register({ imports: [documentsInfrastructure, parties] })],
  controllers: [GatewayTokensController, GatewayChargesController, GatewayPlansController],
})
export class PaymentsApiModule {}
