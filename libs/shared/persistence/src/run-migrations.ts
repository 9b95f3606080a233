import { DataSource } from 'typeorm';

// Any fixed number: every process that migrates takes the same advisory lock.
const MIGRATION_LOCK = 727_100_001;

/** TypeORM's record of applied migrations (its default table name). */
const MIGRATIONS_TABLE = 'migrations';

/**
 * Runs pending migrations, one process at a time: several API and worker instances may start
 * together, and the lock makes the others wait and then find nothing left to run.
 */
export async function runMigrations(dataSource: DataSource): Promise<string[]> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    return applied.map((m) => m.name);
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await runner.release();
  }
}

export interface MigrationStatus {
  /** Applied to this database, oldest first. */
  applied: string[];
  /** Known to this build and not applied yet, in the order they would run. */
  pending: string[];
  /** Applied to this database but unknown to this build (a newer version migrated it). */
  unknown: string[];
}

/** What has run and what would run, read without writing anything (not even TypeORM's table). */
export async function migrationStatus(dataSource: DataSource): Promise<MigrationStatus> {
  const [{ present }] = await dataSource.query(`SELECT to_regclass($1) IS NOT NULL AS present`, [MIGRATIONS_TABLE]);
  const rows: { name: string }[] = present ? await dataSource.query(`SELECT name FROM ${MIGRATIONS_TABLE} ORDER BY timestamp, id`) : [];
  const applied = rows.map((r) => r.name);
  const known = dataSource.migrations.map((m) => m.name ?? m.constructor.name);
  return {
    applied,
    pending: known.filter((name) => !applied.includes(name)),
    unknown: applied.filter((name) => !known.includes(name)),
  };
}
