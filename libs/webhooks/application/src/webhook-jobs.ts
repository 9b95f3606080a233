import { defineJob } from '@backoffice/shared/kernel';

/**
 * One attempt of one delivery. The job only wakes the worker: the delivery's state (attempts,
 * when it is due, the lease) is in PostgreSQL, and a receiver's failure is recorded and
 * rescheduled, never thrown. One job wakes up to 100 deliveries of one endpoint (what one relay
 * pass made for it), so a burst costs a job per endpoint, not per delivery. A catch-up's jobs carry
 * its pace (`perSecond`): the line sends those deliveries one after another at that pace, oldest
 * first, even when their jobs come late and together.
 */
export interface DeliverWebhookPayload {
  endpointId: number;
  deliveryIds: number[];
  /** A catch-up's pace, attempts a second; absent for any other wake-up. */
  perSecond?: number;
}

export const DELIVER_WEBHOOK_JOB = defineJob<DeliverWebhookPayload>('webhooks', 'webhooks.deliver', [1_000, 5_000, 30_000, 120_000]);
