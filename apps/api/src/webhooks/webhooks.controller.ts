import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Actor, assertCan, PageWindow } from '@backoffice/shared/kernel';
import { DeliveryView, ListEvents, ManageWebhookEndpoints, WebhookDeliveries, WebhookEndpoint } from '@backoffice/webhooks/application';
import { CurrentActor } from '../http/auth';
import { IdPipe } from '../http/id.pipe';
import { DoneSchema } from '../catalogue/products.schemas';
import { Operation } from '../http/openapi/operation';
import { Static } from '../http/openapi/schemas';
import { PageQuery } from '../http/query';
import {
  EventPageSchema,
  EventTypeListSchema,
  RecoveredSchema,
  RedeliveredSchema,
  WebhookDeliveryPageSchema,
  WebhookDeliverySchema,
  WebhookEndpointCreatedSchema,
  WebhookEndpointEnabledSchema,
  WebhookEndpointListSchema,
  WebhookEndpointSchema,
  WebhookSecretRotatedSchema,
  WebhookTestSchema,
} from './webhooks.schemas';
import { EVENT_TYPE_LIST } from './event-catalogue';
import { CreateWebhookRequest, ListDeliveriesQuery, ListEventsQuery, RecoverRequest, UpdateWebhookRequest } from './webhook.requests';

const endpointView = (e: WebhookEndpoint): Static<typeof WebhookEndpointSchema> => ({
  id: e.publicId,
  url: e.url,
  events: e.events,
  description: e.description,
  metadata: e.metadata,
  rateLimitPerSecond: e.rateLimitPerSecond,
  enabled: e.disabledAt === null,
  disabledReason: e.disabledReason,
  disabledAt: e.disabledAt?.toISOString() ?? null,
  createdAt: e.createdAt.toISOString(),
});
const iso = (d: Date | null) => d?.toISOString() ?? null;

const deliveryView = (d: DeliveryView): Static<typeof WebhookDeliverySchema> => ({
  id: d.id,
  eventId: d.eventId,
  status: d.status,
  redeliveryOf: d.redeliveryOf,
  attemptCount: d.attemptCount,
  nextAttemptAt: iso(d.nextAttemptAt),
  lastAttemptAt: iso(d.lastAttemptAt),
  lastResponseStatus: d.lastResponseStatus,
  lastFailure: d.lastFailure as Static<typeof WebhookDeliverySchema>['lastFailure'],
  eventType: d.eventType as Static<typeof WebhookDeliverySchema>['eventType'],
  createdAt: d.createdAt.toISOString(),
  attempts: d.attempts.map((a) => ({
    attempt: a.attempt,
    at: a.startedAt.toISOString(),
    durationMs: a.durationMs,
    responseStatus: a.responseStatus,
    outcome: a.outcome,
    failure: a.failure,
    error: a.errorMessage,
    retryAfterSeconds: a.retryAfterSeconds,
    nextAttemptAt: iso(a.nextAttemptAt),
  })),
});

/** Webhook endpoints, owner keys only; also served under the permanent alias `/gateway/webhooks`. */
@ApiTags('webhooks')
@Controller(['webhooks', 'gateway/webhooks'])
export class WebhooksController {
  constructor(
    private readonly endpoints: ManageWebhookEndpoints,
    private readonly deliveries: WebhookDeliveries,
  ) {}

  /** Registers an endpoint; the signing secret is in this answer only. */
  @Post()
  @HttpCode(200)
  @Operation({
    id: 'webhooks.create',
    idempotent: true,
    sealAnswer: true,
    summary: 'Register an endpoint; the signing secret is in this answer only',
    response: WebhookEndpointCreatedSchema,
    jsonBody: true,
    example: {
      url: 'https://erp.example.com/hooks/backoffice',
      events: ['document.created', 'document.cancelled', 'charge.succeeded'],
      description: 'ERP sync (production)',
      metadata: { team: 'finance' },
      rateLimitPerSecond: 20,
    } satisfies CreateWebhookRequest,
    permission: 'manage_webhooks',
  })
  async create(@CurrentActor() actor: Actor, @Body() body: CreateWebhookRequest): Promise<Static<typeof WebhookEndpointCreatedSchema>> {
    const created = await this.endpoints.create(actor, body);
    return {
      success: true,
      id: created.publicId,
      url: created.url,
      events: created.events,
      description: created.description,
      metadata: created.metadata,
      rateLimitPerSecond: created.rateLimitPerSecond,
      secret: created.secret,
      createdAt: created.createdAt.toISOString(),
    };
  }

  /**
   * Every event type an endpoint can receive, with the JSON Schema of its envelope. Declared before
   * `:id`. Owner keys only, like every route here; the catalogue is a constant with no use case to
   * hold the check, so the route holds it.
   */
  @Get('event-types')
  @Operation({
    id: 'webhooks.eventTypes',
    summary: 'Every event type with its description and the JSON Schema of its envelope',
    response: EventTypeListSchema,
    permission: 'manage_webhooks',
  })
  eventTypes(@CurrentActor() actor: Actor): Static<typeof EventTypeListSchema> {
    assertCan(actor, 'manage_webhooks');
    return EVENT_TYPE_LIST;
  }

  @Put(':id')
  @HttpCode(200)
  @Operation({
    id: 'webhooks.update',
    idempotent: true,
    summary: 'Change the URL, events, description, metadata or rate limit, with the checks of creation',
    response: WebhookEndpointSchema,
    jsonBody: true,
    example: { events: ['*'], description: 'ERP sync (production), every event', rateLimitPerSecond: 50 } satisfies UpdateWebhookRequest,
    permission: 'manage_webhooks',
    errors: { 404: ['WEBHOOK_NOT_FOUND'] },
  })
  async update(@CurrentActor() actor: Actor, @Param('id') id: string, @Body() body: UpdateWebhookRequest): Promise<Static<typeof WebhookEndpointSchema>> {
    return endpointView(await this.endpoints.update(actor, id, body));
  }

  @Post(':id/disable')
  @HttpCode(200)
  @Operation({
    id: 'webhooks.disable',
    idempotent: true,
    summary: 'Stop sending; its events are recorded (held) until it is enabled',
    response: WebhookEndpointSchema,
    permission: 'manage_webhooks',
    errors: { 404: ['WEBHOOK_NOT_FOUND'] },
  })
  async disable(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<Static<typeof WebhookEndpointSchema>> {
    return endpointView(await this.endpoints.disable(actor, id));
  }

  @Post(':id/enable')
  @HttpCode(200)
  @Operation({
    id: 'webhooks.enable',
    idempotent: true,
    summary: 'Send again, and deliver what it missed while disabled, oldest first, at a bounded rate',
    response: WebhookEndpointEnabledSchema,
    permission: 'manage_webhooks',
    errors: { 404: ['WEBHOOK_NOT_FOUND'] },
  })
  async enable(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<Static<typeof WebhookEndpointEnabledSchema>> {
    const { endpoint, catchingUp } = await this.endpoints.enable(actor, id);
    return { ...endpointView(endpoint), catchingUp };
  }

  @Post(':id/test')
  @HttpCode(200)
  @Operation({
    id: 'webhooks.test',
    summary: 'Send a signed webhook.test event to this endpoint now and answer how the attempt went (nothing is stored)',
    response: WebhookTestSchema,
    permission: 'manage_webhooks',
    errors: { 404: ['WEBHOOK_NOT_FOUND'], 409: ['WEBHOOK_DISABLED'] },
  })
  async test(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<Static<typeof WebhookTestSchema>> {
    return { success: true, ...(await this.endpoints.sendTest(actor, id)) };
  }

  @Get()
  @Operation({ id: 'webhooks.list', summary: "The company's endpoints", response: WebhookEndpointListSchema, permission: 'manage_webhooks' })
  async list(@CurrentActor() actor: Actor): Promise<Static<typeof WebhookEndpointListSchema>> {
    return { data: (await this.endpoints.list(actor)).map(endpointView) };
  }

  @Get(':id')
  @Operation({ id: 'webhooks.get', summary: 'One endpoint', response: WebhookEndpointSchema, permission: 'manage_webhooks', errors: { 404: ['WEBHOOK_NOT_FOUND'] } })
  async get(@CurrentActor() actor: Actor, @Param('id') id: string) {
    return endpointView(await this.endpoints.get(actor, id));
  }

  /** Removes the endpoint; its pending deliveries are cancelled and nothing more is sent to it. */
  @Delete(':id')
  @Operation({
    id: 'webhooks.delete',
    idempotent: true,
    summary: 'Remove an endpoint; its pending deliveries are cancelled',
    response: DoneSchema,
    permission: 'manage_webhooks',
    errors: { 404: ['WEBHOOK_NOT_FOUND'] },
  })
  async remove(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<Static<typeof DoneSchema>> {
    await this.endpoints.delete(actor, id);
    return { success: true };
  }

  /** A new secret, shown once; deliveries carry a v1 for the old one too during the overlap. */
  @Post(':id/rotate-secret')
  @HttpCode(200)
  @Operation({
    id: 'webhooks.rotateSecret',
    idempotent: true,
    sealAnswer: true,
    summary: 'A new signing secret, shown once; the previous one keeps signing during the overlap',
    response: WebhookSecretRotatedSchema,
    permission: 'manage_webhooks',
    errors: { 404: ['WEBHOOK_NOT_FOUND'] },
  })
  async rotate(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<Static<typeof WebhookSecretRotatedSchema>> {
    const rotated = await this.endpoints.rotateSecret(actor, id);
    return { success: true, id: rotated.endpoint.publicId, secret: rotated.secret, previousSecretExpiresAt: iso(rotated.previousSecretExpiresAt) };
  }

  @Get(':id/deliveries')
  @Operation({
    id: 'webhooks.deliveries.list',
    summary: "An endpoint's deliveries with every attempt, newest first",
    response: WebhookDeliveryPageSchema,
    permission: 'manage_webhooks',
    errors: { 404: ['WEBHOOK_NOT_FOUND'] },
  })
  async listDeliveries(@CurrentActor() actor: Actor, @Param('id') id: string, @Query() query: ListDeliveriesQuery, @PageQuery() window: PageWindow) {
    const page = await this.deliveries.list(actor, id, { eventId: query.eventId, status: query.status }, window);
    return { data: page.data.map(deliveryView), pagination: page.pagination };
  }

  /** Sends the delivery's event again as a new delivery with the full retry schedule. */
  @Post(':id/deliveries/:deliveryId/redeliver')
  @HttpCode(200)
  @Operation({
    id: 'webhooks.deliveries.redeliver',
    idempotent: true,
    summary: "Send a delivery's event again as a new delivery with the full retry schedule",
    response: RedeliveredSchema,
    permission: 'manage_webhooks',
    errors: { 404: ['WEBHOOK_NOT_FOUND', 'DELIVERY_NOT_FOUND'] },
  })
  async redeliver(@CurrentActor() actor: Actor, @Param('id') id: string, @Param('deliveryId', IdPipe) deliveryId: number) {
    const ref = await this.deliveries.redeliver(actor, id, deliveryId);
    return { success: true, deliveryId: ref.deliveryId };
  }

  @Post(':id/recover')
  @HttpCode(200)
  @Operation({
    id: 'webhooks.recover',
    idempotent: true,
    summary: 'Redeliver every dropped delivery created since a moment; retrying ones are sent now',
    response: RecoveredSchema,
    jsonBody: true,
    example: { since: '2026-11-21T06:00:00.000Z' } satisfies RecoverRequest,
    permission: 'manage_webhooks',
    errors: { 404: ['WEBHOOK_NOT_FOUND'] },
  })
  async recover(@CurrentActor() actor: Actor, @Param('id') id: string, @Body() body: RecoverRequest) {
    const count = await this.deliveries.recover(actor, id, new Date(body.since));
    return { success: true, redelivered: count };
  }
}

/** The pull alternative: the same envelopes, same ids, in commit order. */
@ApiTags('webhooks')
@Controller('events')
export class EventsController {
  constructor(private readonly listEvents: ListEvents) {}

  @Get()
  @Operation({ id: 'events.list', summary: 'The pull feed: every event envelope in commit order, from a cursor', response: EventPageSchema, errors: { 400: ['INVALID_CURSOR'] } })
  async list(@CurrentActor() actor: Actor, @Query() query: ListEventsQuery, @PageQuery() window: PageWindow): Promise<Static<typeof EventPageSchema>> {
    const page = await this.listEvents.execute(actor, { after: query.after, types: query.types, limit: window.limit });
    // Envelopes are written only by the outbox, in exactly this shape (EventEnvelopeSchema).
    return page as Static<typeof EventPageSchema>;
  }
}
