/**
 * TypeORM answers a raw UPDATE or DELETE on PostgreSQL with `[rows, rowCount]` and anything else
 * with the rows; this returns the rows either way.
 */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') return result[0] as T[];
  return result as T[];
}
