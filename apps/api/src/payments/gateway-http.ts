import { DomainError, IdempotentOutcome } from '@backoffice/shared/kernel';
import type { FastifyReply } from 'fastify';

/** One `Idempotency-Key` header at most (several are a malformed key). */
export function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  if (Array.isArray(header)) throw new DomainError('INVALID_IDEMPOTENCY_KEY', 'validation', 'Send one Idempotency-Key header');
  return header;
}

/** The answer of a keyed write; a replay says so in `Idempotent-Replay: true`. */
export function answer<T>(reply: FastifyReply, outcome: IdempotentOutcome<T>): T {
  if (outcome.replayed) void reply.header('Idempotent-Replay', 'true');
  return outcome.body;
}
