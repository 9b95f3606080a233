import { Static, Type } from '@sinclair/typebox';

/**
 * The webhooks context's own events: the data of each, the one description the code writing them
 * and the OpenAPI document share (as documents and the gateway do theirs).
 */
export const WEBHOOK_EVENTS = { endpointDisabled: 'webhook.endpoint.disabled', test: 'webhook.test' } as const;

const endpoint = Type.Object(
  {
    id: Type.String({ description: 'we_…' }),
    url: Type.String(),
    disabledReason: Type.Unsafe<'MANUAL' | 'FAILING' | 'GONE'>({ type: 'string', enum: ['MANUAL', 'FAILING', 'GONE'] }),
    disabledAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'DisabledWebhookEndpoint' },
);

export const WEBHOOK_EVENT_DATA = {
  [WEBHOOK_EVENTS.endpointDisabled]: Type.Object(
    { endpoint },
    {
      $id: 'WebhookEndpointDisabledEventData',
      description: "One of the company's endpoints was disabled (by hand, after failing for a sustained time, or on 410 Gone); its events are held until it is enabled",
    },
  ),
  [WEBHOOK_EVENTS.test]: Type.Object(
    { endpoint: Type.Object({ id: Type.String({ description: 'we_…' }) }), message: Type.String() },
    { $id: 'WebhookTestEventData', description: 'Sent by POST /webhooks/:id/test to that endpoint only, never to subscribers' },
  ),
} as const;

export type WebhookEventType = keyof typeof WEBHOOK_EVENT_DATA;

export function webhookEvent<T extends WebhookEventType>(type: T, data: Static<(typeof WEBHOOK_EVENT_DATA)[T]>): { type: T; data: Record<string, unknown> } {
  return { type, data };
}
