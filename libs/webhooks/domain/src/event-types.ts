/** The catalogue of event types (spec "Event types"). `*` subscribes to all, later additions too. */
export const EVENT_TYPES = [
  'document.created',
  'document.status_changed',
  'document.allocated',
  'document.cancelled',
  'document.refunded',
  'document.approval_number.assigned',
  'charge.succeeded',
  'charge.failed',
  'charge.captured',
  'charge.canceled',
  'refund.created',
  'payment_method.attached',
  'payment_method.detached',
  'webhook.endpoint.disabled',
] as const;

/** Sent only by `POST /webhooks/:id/test`, to that endpoint; not a type one subscribes to. */
export const TEST_EVENT_TYPE = 'webhook.test';

export type EventType = (typeof EVENT_TYPES)[number];

const KNOWN = new Set<string>(EVENT_TYPES);

export function isEventType(value: string): value is EventType {
  return KNOWN.has(value);
}

/** Whether an endpoint subscribed to `events` receives `type`. */
export function subscribes(events: readonly string[], type: string): boolean {
  return events.includes('*') || events.includes(type);
}
