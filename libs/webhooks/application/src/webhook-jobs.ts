import { defineJob } from '@backoffice/shared/kernel';

/**
 * One attempt of one delivery. The job only wakes the worker: the delivery's state (attempts,
 * when it is due, the lease) is in PostgreSQL, and a receiver's failure is recorded and
 * rescheduled, never thrown. The retries here are for the worker's own errors (database down).
 */
export const DELIVER_WEBHOOK_JOB = defineJob<{ deliveryId: number; endpointId: number }>('webhooks', 'webhooks.deliver', [1_000, 5_000, 30_000, 120_000]);
