import { DomainError } from '@backoffice/shared/kernel';

/** The change feed's cursors: the kernel's signed cursor, 22-character signature (as issued since the feed began). */
export const FEED_CURSOR_CODEC = Symbol('FeedCursorCodec');

/** ISO 8601 date or date-time, as `updatedSince` accepts; anything else is INVALID_UPDATED_SINCE. */
export function parseUpdatedSince(value: string): Date {
  const iso = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
  const parsed = iso.test(value) ? new Date(value.replace(' ', 'T')) : new Date(NaN);
  if (Number.isNaN(parsed.getTime())) {
    throw new DomainError('INVALID_UPDATED_SINCE', 'validation', 'updatedSince must be an ISO 8601 date or date-time, e.g. 2026-01-31T12:00:00Z');
  }
  return parsed;
}
