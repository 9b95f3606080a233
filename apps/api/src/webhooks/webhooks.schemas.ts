import { DELIVERY_STATUSES } from '@backoffice/webhooks/application';
import { EVENT_TYPES } from '@backoffice/webhooks/domain';
import { EventEnvelopeSchema } from './event-catalogue';
import { Id, Named, Nullable, Page, StringEnum, Success, Timestamp, Type } from '../http/openapi/schemas';

const FAILURES = ['dns', 'connect', 'tls', 'timeout', 'http_3xx', 'http_4xx', 'http_5xx', 'blocked_address', 'endpoint_deleted', 'endpoint_disabled'] as const;
const EndpointId = () => Type.String({ description: 'The endpoint id (we_…)' });
const Subscription = () => Type.Array(Type.String(), { description: `Event types (${EVENT_TYPES.join(', ')}) or ["*"] for every type, later ones too` });

const Settings = {
  description: Nullable(Type.String()),
  metadata: Type.Record(Type.String(), Type.String(), { description: 'Your own labels' }),
  rateLimitPerSecond: Nullable(Type.Integer({ minimum: 1, description: 'At most this many attempts per second (per worker process)' })),
};

export const WebhookEndpointSchema = Named('WebhookEndpoint', {
  id: EndpointId(),
  url: Type.String(),
  events: Subscription(),
  ...Settings,
  enabled: Type.Boolean({ description: 'false: events are recorded for it (held) and not sent until it is enabled' }),
  disabledReason: Nullable(
    StringEnum(['MANUAL', 'FAILING', 'GONE'] as const, 'MANUAL: POST /webhooks/:id/disable; FAILING: every attempt failed for WEBHOOK_DISABLE_AFTER_MS; GONE: it answered 410'),
  ),
  disabledAt: Nullable(Timestamp()),
  createdAt: Timestamp(),
});

export const WebhookEndpointEnabledSchema = Named('WebhookEndpointEnabled', {
  ...WebhookEndpointSchema.properties,
  catchingUp: Type.Integer({ minimum: 0, description: 'Held deliveries released to be sent now, oldest first, at WEBHOOK_CATCH_UP_PER_SECOND' }),
});

export const WebhookTestSchema = Named('WebhookTest', {
  success: Success,
  eventId: Type.String({ format: 'uuid' }),
  delivered: Type.Boolean({ description: 'The endpoint answered 2xx' }),
  responseStatus: Nullable(Type.Integer()),
  failure: Nullable(StringEnum(FAILURES)),
  error: Nullable(Type.String()),
  durationMs: Type.Integer({ minimum: 0 }),
});

export const EventTypeListSchema = Named('EventTypeList', {
  data: Type.Array(
    Type.Object({
      type: Type.String(),
      description: Type.String(),
      subscribable: Type.Boolean({ description: 'false for webhook.test, which only POST /webhooks/:id/test sends' }),
      schema: Type.Unknown({ description: 'The JSON Schema of the envelope of this type (data included), self-contained' }),
    }),
  ),
});

export const WebhookEndpointListSchema = Named('WebhookEndpointList', { data: Type.Array(WebhookEndpointSchema) }, { description: "All the company's endpoints" });

export const WebhookEndpointCreatedSchema = Named('WebhookEndpointCreated', {
  success: Success,
  id: EndpointId(),
  url: Type.String(),
  events: Subscription(),
  ...Settings,
  secret: Type.String({ pattern: '^whsec_', description: 'The signing secret; shown once. Standard Webhooks libraries take it as is (base64 after whsec_)' }),
  createdAt: Timestamp(),
});

export const WebhookSecretRotatedSchema = Named('WebhookSecretRotated', {
  success: Success,
  id: EndpointId(),
  secret: Type.String({ pattern: '^whsec_', description: 'The new signing secret; shown once' }),
  previousSecretExpiresAt: Nullable(Timestamp('Until then deliveries are also signed with the previous secret')),
});

export const WebhookAttemptSchema = Named('WebhookAttempt', {
  attempt: Type.Integer({ minimum: 1 }),
  at: Timestamp(),
  durationMs: Type.Integer({ minimum: 0 }),
  responseStatus: Nullable(Type.Integer()),
  outcome: StringEnum(['delivered', 'failed'] as const),
  failure: Nullable(StringEnum(FAILURES)),
  error: Nullable(Type.String()),
  retryAfterSeconds: Nullable(
    Type.Integer({ minimum: 0, description: "The receiver's Retry-After on a 429 or 503 answer, in seconds (an HTTP date is converted); null when it gave none" }),
  ),
  nextAttemptAt: Nullable(Timestamp()),
});

export const WebhookDeliverySchema = Named('WebhookDelivery', {
  id: Id(),
  eventId: Type.String({ format: 'uuid' }),
  eventType: StringEnum(EVENT_TYPES),
  status: StringEnum(DELIVERY_STATUSES),
  redeliveryOf: Nullable(Id()),
  attemptCount: Type.Integer({ minimum: 0 }),
  nextAttemptAt: Nullable(Timestamp()),
  lastAttemptAt: Nullable(Timestamp()),
  lastResponseStatus: Nullable(Type.Integer()),
  lastFailure: Nullable(StringEnum(FAILURES)),
  createdAt: Timestamp(),
  attempts: Type.Array(WebhookAttemptSchema),
});

export const WebhookDeliveryPageSchema = Page('WebhookDeliveryPage', WebhookDeliverySchema);

export const RedeliveredSchema = Named('Redelivered', { success: Success, deliveryId: Id({ description: 'The new delivery' }) });
export const RecoveredSchema = Named('Recovered', { success: Success, redelivered: Type.Integer({ minimum: 0 }) });

export const EventPageSchema = Named('EventPage', {
  data: Type.Array(EventEnvelopeSchema),
  nextCursor: Type.String({ description: 'Pass back verbatim as after' }),
  hasMore: Type.Boolean(),
});
