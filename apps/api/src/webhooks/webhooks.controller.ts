import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Actor, PageWindow } from '@backoffice/shared/kernel';
import { DeliveryView, ListEvents, ManageWebhookEndpoints, WebhookDeliveries, WebhookEndpoint } from '@backoffice/webhooks/application';
import { CurrentActor } from '../http/auth';
import { IdPipe } from '../http/id.pipe';
import { PageQuery } from '../http/query';
import { CreateWebhookRequest, ListDeliveriesQuery, ListEventsQuery, RecoverRequest } from './webhook.requests';

const endpointView = (e: WebhookEndpoint) => ({ id: e.publicId, url: e.url, events: e.events, createdAt: e.createdAt });

const deliveryView = (d: DeliveryView) => ({
  id: d.id,
  eventId: d.eventId,
  eventType: d.eventType,
  status: d.status,
  redeliveryOf: d.redeliveryOf,
  attemptCount: d.attemptCount,
  nextAttemptAt: d.nextAttemptAt,
  lastAttemptAt: d.lastAttemptAt,
  lastResponseStatus: d.lastResponseStatus,
  lastFailure: d.lastFailure,
  createdAt: d.createdAt,
  attempts: d.attempts.map((a) => ({
    attempt: a.attempt,
    at: a.startedAt,
    durationMs: a.durationMs,
    responseStatus: a.responseStatus,
    outcome: a.outcome,
    failure: a.failure,
    error: a.errorMessage,
    nextAttemptAt: a.nextAttemptAt,
  })),
});

/** Webhook endpoints, owner keys only; also served under the permanent alias `/gateway/webhooks`. */
@ApiTags('webhooks')
@ApiBearerAuth()
@Controller(['webhooks', 'gateway/webhooks'])
export class WebhooksController {
  constructor(
    private readonly endpoints: ManageWebhookEndpoints,
    private readonly deliveries: WebhookDeliveries,
  ) {}

  /** Registers an endpoint; the signing secret is in this answer only. */
  @Post()
  @HttpCode(200)
  async create(@CurrentActor() actor: Actor, @Body() body: CreateWebhookRequest) {
    const created = await this.endpoints.create(actor, body);
    return { success: true, id: created.publicId, url: created.url, events: created.events, secret: created.secret, createdAt: created.createdAt };
  }

  @Get()
  async list(@CurrentActor() actor: Actor) {
    return { data: (await this.endpoints.list(actor)).map(endpointView) };
  }

  @Get(':id')
  async get(@CurrentActor() actor: Actor, @Param('id') id: string) {
    return endpointView(await this.endpoints.get(actor, id));
  }

  /** Removes the endpoint; its pending deliveries are cancelled and nothing more is sent to it. */
  @Delete(':id')
  async remove(@CurrentActor() actor: Actor, @Param('id') id: string) {
    await this.endpoints.delete(actor, id);
    return { success: true };
  }

  /** A new secret, shown once; deliveries carry a v1 for the old one too during the overlap. */
  @Post(':id/rotate-secret')
  @HttpCode(200)
  async rotate(@CurrentActor() actor: Actor, @Param('id') id: string) {
    const rotated = await this.endpoints.rotateSecret(actor, id);
    return { success: true, id: rotated.endpoint.publicId, secret: rotated.secret, previousSecretExpiresAt: rotated.previousSecretExpiresAt };
  }

  @Get(':id/deliveries')
  async listDeliveries(@CurrentActor() actor: Actor, @Param('id') id: string, @Query() query: ListDeliveriesQuery, @PageQuery() window: PageWindow) {
    const page = await this.deliveries.list(actor, id, { eventId: query.eventId, status: query.status }, window);
    return { data: page.data.map(deliveryView), pagination: page.pagination };
  }

  /** Sends the delivery's event again as a new delivery with the full retry schedule. */
  @Post(':id/deliveries/:deliveryId/redeliver')
  @HttpCode(200)
  async redeliver(@CurrentActor() actor: Actor, @Param('id') id: string, @Param('deliveryId', IdPipe) deliveryId: number) {
    const ref = await this.deliveries.redeliver(actor, id, deliveryId);
    return { success: true, deliveryId: ref.deliveryId };
  }

  @Post(':id/recover')
  @HttpCode(200)
  async recover(@CurrentActor() actor: Actor, @Param('id') id: string, @Body() body: RecoverRequest) {
    const count = await this.deliveries.recover(actor, id, new Date(body.since));
    return { success: true, redelivered: count };
  }
}

/** The pull alternative: the same envelopes, same ids, in commit order. */
@ApiTags('webhooks')
@ApiBearerAuth()
@Controller('events')
export class EventsController {
  constructor(private readonly listEvents: ListEvents) {}

  @Get()
  async list(@CurrentActor() actor: Actor, @Query() query: ListEventsQuery, @PageQuery() window: PageWindow) {
    return this.listEvents.execute(actor, { after: query.after, types: query.types, limit: window.limit });
  }
}
