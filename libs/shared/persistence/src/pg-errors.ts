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
