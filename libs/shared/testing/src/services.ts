/**
 * Which real servers the tests may use. With DATABASE_URL / REDIS_URL set they use those; with
 * no DATABASE_URL the Jest global setup starts an embedded PostgreSQL, so `npm test` works on a
 * bare machine. Tests that need Redis are skipped without REDIS_URL, unless REQUIRE_SERVICES=1
 * (as in CI), where a missing server fails the run instead.
 */
export const requireServices = process.env.REQUIRE_SERVICES === '1' || process.env.REQUIRE_SERVICES === 'true';

export function databaseUrl(): string | undefined {
  return process.env.DATABASE_URL || undefined;
}

export function redisUrl(): string | undefined {
  return process.env.REDIS_URL || undefined;
}

function gate(name: string, present: boolean): jest.Describe {
  if (present) return describe;
  if (requireServices) throw new Error(`${name} is required (REQUIRE_SERVICES=1) but not set`);
  return describe.skip;
}

/** `describe` when PostgreSQL is available. */
export const describeWithDatabase = (): jest.Describe => gate('DATABASE_URL', databaseUrl() !== undefined);

/** `describe` when Redis is available. */
export const describeWithRedis = (): jest.Describe => gate('REDIS_URL', redisUrl() !== undefined);
