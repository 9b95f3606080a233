import { Module } from '@nestjs/common';
import { IdentityInfrastructureModule } from '@backoffice/identity/infrastructure';
import { WebhooksInfrastructureModule } from '@backoffice/webhooks/infrastructure';
import { EventsController, WebhooksController } from './webhooks.controller';

/** Webhook endpoints (`/webhooks` and its permanent alias `/gateway/webhooks`), deliveries, events. */
@Module({
  imports: [WebhooksInfrastructureModule.register({ imports: [IdentityInfrastructureModule] })],
  controllers: [WebhooksController, EventsController],
})
export class WebhooksApiModule {}
