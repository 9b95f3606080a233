/**
 * Appends an event to the outbox in the caller's transaction, so it exists exactly when the change
 * that causes it commits; the webhooks context relays every row to subscribed endpoints.
 * `documentId` links document events to their document; other contexts pass null.
 */
export interface EventOutbox {
  add(event: { companyId: number; type: string; documentId: number | null; data: Record<string, unknown>; at: Date }): Promise<string>;
}
export const EVENT_OUTBOX = Symbol('EventOutbox');
