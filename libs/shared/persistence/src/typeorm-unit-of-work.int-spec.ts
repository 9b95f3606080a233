import { databaseUrl, describeWithDatabase } from '@backoffice/shared/testing';
import { DataSource, QueryFailedError } from 'typeorm';
import { TypeOrmUnitOfWork } from './typeorm-unit-of-work';

describeWithDatabase()('TypeOrmUnitOfWork.select', () => {
  let dataSource: DataSource;
  let uow: TypeOrmUnitOfWork;
  const table = `uow_probe_${process.pid}`;

  beforeAll(async () => {
    dataSource = await new DataSource({ type: 'postgres', url: databaseUrl(), poolSize: 2 }).initialize();
    uow = new TypeOrmUnitOfWork(dataSource);
    await dataSource.query(`CREATE TABLE ${table} (id int PRIMARY KEY, amount numeric(12,2), at timestamptz)`);
    await dataSource.query(`INSERT INTO ${table} VALUES (1, 12.50, '2026-01-02T03:04:05.123456Z')`);
  });

  afterAll(async () => {
    await dataSource.query(`DROP TABLE IF EXISTS ${table}`);
    await dataSource.destroy();
  });

  it('answers the rows with the same types as manager().query', async () => {
    const sql = `SELECT id, amount, at FROM ${table} WHERE id = $1`;
    const direct = await uow.select(sql, [1]);
    expect(direct).toEqual(await uow.manager().query(sql, [1]));
    expect(direct).toEqual([{ id: 1, amount: '12.50', at: new Date('2026-01-02T03:04:05.123Z') }]);
  });

  it('sees the uncommitted writes of the transaction it runs in', async () => {
    await expect(
      uow.run(async () => {
        await uow.manager().query(`INSERT INTO ${table} (id) VALUES (2)`);
        expect(await uow.select(`SELECT id FROM ${table} ORDER BY id`)).toEqual([{ id: 1 }, { id: 2 }]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await uow.select(`SELECT id FROM ${table} ORDER BY id`)).toEqual([{ id: 1 }]);
  });

  it('fails as QueryFailedError carrying the PostgreSQL code, so errors map as from TypeORM', async () => {
    const error = await uow.select(`SELECT $1::int AS n`, ['not a number']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(QueryFailedError);
    expect((error as QueryFailedError & { driverError: { code: string } }).driverError.code).toBe('22P02');
  });

  describe('prepared', () => {
    let single: DataSource;
    let onOneConnection: TypeOrmUnitOfWork;

    beforeAll(async () => {
      single = await new DataSource({ type: 'postgres', url: databaseUrl(), poolSize: 1 }).initialize();
      onOneConnection = new TypeOrmUnitOfWork(single);
    });

    afterAll(() => single.destroy());

    it('prepares each text once per connection and binds each call its own values', async () => {
      const sql = `SELECT id, amount FROM ${table} WHERE id = $1 OR $2::boolean`;
      expect(await onOneConnection.select(sql, [1, false], { prepare: true })).toEqual([{ id: 1, amount: '12.50' }]);
      expect(await onOneConnection.select(sql, [-1, false], { prepare: true })).toEqual([]);
      expect(await onOneConnection.select(sql, [-1, true], { prepare: true })).toEqual([{ id: 1, amount: '12.50' }]);
      const prepared = await onOneConnection.select<{ name: string; statement: string }>(`SELECT name, statement FROM pg_prepared_statements`);
      expect(prepared).toEqual([{ name: expect.stringMatching(/^s_[0-9a-f]{40}$/), statement: sql }]);
    });

    it('fails as QueryFailedError like an unprepared statement', async () => {
      const error = await onOneConnection.select(`SELECT $1::int AS n`, ['not a number'], { prepare: true }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(QueryFailedError);
      expect((error as QueryFailedError & { driverError: { code: string } }).driverError.code).toBe('22P02');
    });

    it('joins an open transaction instead, seeing its uncommitted writes', async () => {
      await expect(
        onOneConnection.run(async () => {
          await onOneConnection.manager().query(`INSERT INTO ${table} (id) VALUES (3)`);
          expect(await onOneConnection.select(`SELECT id FROM ${table} WHERE id = $1`, [3], { prepare: true })).toEqual([{ id: 3 }]);
          throw new Error('roll back');
        }),
      ).rejects.toThrow('roll back');
      expect(await onOneConnection.select(`SELECT id FROM ${table} WHERE id = $1`, [3], { prepare: true })).toEqual([]);
    });
  });
});
