import { defineJob } from '@backoffice/shared/kernel';

/**
 * Asks the tax authority again for an allocation number the issuing request did not receive.
 * Backoff: 10 s, 30 s, 2 min, 10 min, 30 min, then hourly for a day.
 */
export const REQUEST_APPROVAL_NUMBER_JOB = defineJob<{ documentId: number }>('documents', 'documents.request-approval-number', [
  10_000,
  30_000,
  120_000,
  600_000,
  1_800_000,
  ...Array.from({ length: 24 }, () => 3_600_000),
]);

/** Removes stored Idempotency-Key answers older than the retention (at least 24 hours). */
export const PURGE_IDEMPOTENCY_KEYS_JOB = defineJob<Record<string, never>>('documents', 'documents.purge-idempotency-keys', []);
