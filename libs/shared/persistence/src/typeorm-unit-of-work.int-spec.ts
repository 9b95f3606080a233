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
});
