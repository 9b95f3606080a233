import { Module } from '@nestjs/common';
import { IdentityInfrastructureModule } from '@backoffice/identity/infrastructure';
import { WebhooksInfrastructureModule } from '@backoffice/webhooks/infrastructure';

/** Webhook endpoints (`/webhooks` and its permanent alias `/gateway/webhooks`), deliveries, events. */
@Module({
  imports: [WebhooksInfrastructureModule.register({ imports: [IdentityInfrastructureModule] })],
  controllers: [],
})
export class WebhooksApiModule {}
