import { DOCUMENT_EVENT_DATA } from '@backoffice/documents/application';
import { PAYMENT_EVENT_DATA } from '@backoffice/payments/application';
import { WEBHOOK_EVENT_DATA, WEBHOOK_EVENTS } from '@backoffice/webhooks/application';
import { EVENT_TYPES, EventType, TEST_EVENT_TYPE } from '@backoffice/webhooks/domain';
import { TSchema, Type } from '../http/openapi/schemas';

/**
 * The `data` of every event type, as the producing contexts declare it (the same schemas type the
 * code that writes the events). The compiler checks the catalogue covers every type.
 */
export const EVENT_DATA = {
  ...DOCUMENT_EVENT_DATA,
  ...PAYMENT_EVENT_DATA,
  [WEBHOOK_EVENTS.endpointDisabled]: WEBHOOK_EVENT_DATA[WEBHOOK_EVENTS.endpointDisabled],
} satisfies Record<EventType, TSchema>;

/** Every type an endpoint can receive: the catalogue, and the test event of POST /webhooks/:id/test. */
export const SENT_EVENT_DATA = { ...EVENT_DATA, [TEST_EVENT_TYPE]: WEBHOOK_EVENT_DATA[WEBHOOK_EVENTS.test] } satisfies Record<EventType | typeof TEST_EVENT_TYPE, TSchema>;
export type SentEventType = keyof typeof SENT_EVENT_DATA;
export const SENT_EVENT_TYPES = [...EVENT_TYPES, TEST_EVENT_TYPE] as SentEventType[];

const pascal = (type: string) => type.replace(/(^|[._])([a-z])/g, (_m, _sep, c: string) => c.toUpperCase());

/** The envelope of one event type: what an endpoint receives and /events lists. */
export function eventEnvelopeSchema(type: SentEventType) {
  return Type.Object(
    {
      id: Type.String({ format: 'uuid', description: 'The event id: the same in every delivery and in /events' }),
      type: Type.Literal(type),
      created: Type.Integer({ description: 'Unix time, seconds' }),
      data: SENT_EVENT_DATA[type],
    },
    { $id: `${pascal(type)}Event`, description: SENT_EVENT_DATA[type].description },
  );
}

/** Any event, told apart by `type`. */
export const EventEnvelopeSchema = Type.Union(
  EVENT_TYPES.map((type) => eventEnvelopeSchema(type)),
  { $id: 'EventEnvelope', discriminator: { propertyName: 'type' } },
);

/** The OpenAPI 3.1 `webhooks` section: one POST per event type, as the API sends it. */
export function webhookOperations(): Record<string, unknown> {
  return Object.fromEntries(
    SENT_EVENT_TYPES.map((type) => [
      type,
      {
        post: {
          operationId: `events.${type.replace(/[._]([a-z])/g, (_m, c: string) => c.toUpperCase())}`,
          summary: SENT_EVENT_DATA[type].description,
          tags: ['webhooks'],
          security: [],
          parameters: [
            {
              in: 'header',
              name: 'Service-Signature',
              required: true,
              description: '`t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the endpoint secret>`, one v1 per active secret (Stripe\'s scheme)',
              schema: { type: 'string' },
            },
            { in: 'header', name: 'webhook-id', required: true, description: 'Standard Webhooks: the event id (the envelope id)', schema: { type: 'string' } },
            { in: 'header', name: 'webhook-timestamp', required: true, description: 'Standard Webhooks: unix seconds', schema: { type: 'string' } },
            {
              in: 'header',
              name: 'webhook-signature',
              required: true,
              description:
                'Standard Webhooks: `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<raw body>">` per active secret, space-separated; the key is the secret after `whsec_`, base64-decoded',
              schema: { type: 'string' },
            },
          ],
          requestBody: { required: true, content: { 'application/json': { schema: eventEnvelopeSchema(type) } } },
          responses: { '200': { description: 'Received. Any answer outside 2xx, or none within WEBHOOK_TIMEOUT_MS, is retried on the schedule' } },
        },
      },
    ]),
  );
}

/** GET /webhooks/event-types: each type's envelope schema made self-contained (the document's named parts inlined). */
export const EVENT_TYPE_LIST = {
  data: SENT_EVENT_TYPES.map((type) => ({
    type,
    description: SENT_EVENT_DATA[type].description as string,
    subscribable: type !== TEST_EVENT_TYPE,
    schema: withoutIds(eventEnvelopeSchema(type)),
  })),
};

/** A JSON copy without the `$id`s that name schemas for the document (in a standalone schema they would be base URIs). */
function withoutIds(schema: unknown): unknown {
  return JSON.parse(JSON.stringify(schema), (key, value) => (key === '$id' ? undefined : value));
}
