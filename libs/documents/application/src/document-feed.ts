import { createHmac, timingSafeEqual } from 'node:crypto';
import { DomainError } from '@backoffice/shared/kernel';

/**
 * Opaque change-feed cursors: the change position of the last row received, bound to the
 * company, signed so the service can tell a cursor it issued from anything else.
 */
export class FeedCursorCodec {
  constructor(private readonly key: Buffer) {}

  encode(companyId: number, position: string): string {
    const payload = Buffer.from(JSON.stringify({ v: 1, c: companyId, p: position })).toString('base64url');
    return `${payload}.${this.sign(payload)}`;
  }

  decode(companyId: number, cursor: string): string {
    const [payload, signature, extra] = cursor.split('.');
    if (!payload || !signature || extra !== undefined || !this.verify(payload, signature)) throw invalidCursor();
    let parsed: { v?: unknown; c?: unknown; p?: unknown };
    try {
      parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    } catch {
      throw invalidCursor();
    }
    if (parsed.v !== 1 || parsed.c !== companyId || typeof parsed.p !== 'string' || !/^\d{1,19}$/.test(parsed.p)) throw invalidCursor();
    return parsed.p;
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url').slice(0, 22);
  }

  private verify(payload: string, signature: string): boolean {
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}

function invalidCursor(): DomainError {
  return new DomainError('INVALID_CURSOR', 'validation', 'cursor was not issued by this service for this company; pass back nextCursor verbatim');
}

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
