import { DataSource } from 'typeorm';

// Any fixed number: every process that migrates takes the same advisory lock.
const MIGRATION_LOCK = 727_100_001;

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
