import { Module } from '@nestjs/common';
import { contexts } from '@backoffice/platform/composition';
import { EventsController, WebhooksController } from './webhooks.controller';

/** Webhook endpoints (`/webhooks` and its permanent alias `/gateway/webhooks`), deliveries, events. */
@Module({
  imports: [contexts.webhooks],
  controllers: [WebhooksController, EventsController],
})
export class WebhooksApiModule {}
