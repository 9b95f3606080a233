import { Injectable } from '@nestjs/common';
import { DependencyUnavailableError, DomainError, ErrorTranslator } from '@backoffice/shared/kernel';

/** PostgreSQL error codes adapters translate into domain errors. */
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';
export const PG_SERIALIZATION_FAILURE = '40001';
export const PG_DEADLOCK_DETECTED = '40P01';

export function pgErrorCode(error: unknown): string | undefined {
  const e = error as { code?: unknown; driverError?: { code?: unknown } };
  const code = e?.driverError?.code ?? e?.code;
  return typeof code === 'string' ? code : undefined;
}

export function pgConstraint(error: unknown): string | undefined {
  const e = error as { constraint?: unknown; driverError?: { constraint?: unknown } };
  const name = e?.driverError?.constraint ?? e?.constraint;
  return typeof name === 'string' ? name : undefined;
}

/** Connection-level failures: refused or dropped connections, and a server shutting down or starting up (class 08, 57P01-57P03). */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', '57P01', '57P02', '57P03']);

function isUnreachable(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown; driverError?: { code?: unknown; message?: unknown } };
  const codes = [e?.code, e?.driverError?.code].filter((c): c is string => typeof c === 'string');
  if (codes.some((c) => UNREACHABLE_CODES.has(c) || (c.startsWith('08') && c.length === 5))) return true;
  const messages = [e?.message, e?.driverError?.message].filter((m): m is string => typeof m === 'string');
  return messages.some((m) => /^Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/.test(m));
}

/**
 * What PostgreSQL and its driver raise, in the domain's terms: the database out of reach is
 * DependencyUnavailableError (503, retry), a data exception (class 22: a value the client sent
 * that PostgreSQL cannot store or compare, such as a NUL character or an out-of-range number that
 * slipped past request validation) is a VALIDATION_ERROR. Anything else is not this translator's.
 */
@Injectable()
export class PgErrorTranslator implements ErrorTranslator {
  translate(error: unknown): DomainError | undefined {
    if (isUnreachable(error)) return new DependencyUnavailableError('The database is not reachable right now; retry shortly', error);
    const e = error as { name?: unknown; driverError?: { code?: unknown } };
    const code = e?.driverError?.code;
    if (e?.name === 'QueryFailedError' && typeof code === 'string' && code.startsWith('22')) {
      return new DomainError('VALIDATION_ERROR', 'validation', 'A value in the request is not acceptable (out of range or containing characters that cannot be stored)');
    }
    return undefined;
  }
}
