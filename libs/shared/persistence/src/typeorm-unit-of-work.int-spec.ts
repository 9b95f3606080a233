import { databaseUrl, describeWithDatabase, testConfig } from '@backoffice/shared/testing';
import { DataSource, QueryFailedError } from 'typeorm';
import { dataSourceOptions } from './database-connection';
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

  it('answers the rows of an UPDATE … RETURNING, in a transaction as on the pool (none when nothing matched)', async () => {
    const update = `UPDATE ${table} SET amount = amount WHERE id = $1 RETURNING id`;
    expect(await uow.select(update, [1])).toEqual([{ id: 1 }]);
    expect(await uow.select(update, [404])).toEqual([]);
    await uow.run(async () => {
      expect(await uow.select(update, [1])).toEqual([{ id: 1 }]);
      expect(await uow.select(update, [404])).toEqual([]);
      expect(await uow.select(`DELETE FROM ${table} WHERE id = $1 RETURNING id`, [404])).toEqual([]);
    });
  });

  it('fails as QueryFailedError carrying the PostgreSQL code, so errors map as from TypeORM', async () => {
    const error = await uow.select(`SELECT $1::int AS n`, ['not a number']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(QueryFailedError);
    expect((error as QueryFailedError & { driverError: { code: string } }).driverError.code).toBe('22P02');
  });

  it("query answers what manager().query answers, in the transaction or on the pool, without TypeORM's query runner", async () => {
    const statements = [
      [`SELECT id, amount FROM ${table} WHERE id = $1`, [1]],
      [`UPDATE ${table} SET amount = amount WHERE id = ANY($1::int[]) RETURNING id`, [[1, 99]]],
      [`DELETE FROM ${table} WHERE id = $1`, [99]],
      [`INSERT INTO ${table} (id) VALUES ($1) ON CONFLICT (id) DO NOTHING RETURNING id`, [1]],
    ] as const;
    for (const [sql, params] of statements) expect(await uow.query(sql, [...params])).toEqual(await uow.manager().query(sql, [...params]));
    expect(await uow.query(`UPDATE ${table} SET amount = amount WHERE id = $1`, [1])).toEqual([[], 1]);
    await expect(
      uow.run(async () => {
        const runner = jest.spyOn(uow.manager().queryRunner as NonNullable<ReturnType<TypeOrmUnitOfWork['manager']>['queryRunner']>, 'query');
        await uow.query(`INSERT INTO ${table} (id) VALUES ($1)`, [3]);
        expect(runner).not.toHaveBeenCalled();
        expect(await uow.query(`SELECT id FROM ${table} WHERE id = 3`)).toEqual([{ id: 3 }]);
        expect(await uow.select(`SELECT count(*)::int AS n FROM ${table} WHERE id = 3`)).toEqual([{ n: 1 }]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await uow.query(`SELECT id FROM ${table} WHERE id = 3`)).toEqual([]);
    const error = await uow.run(() => uow.query(`INSERT INTO ${table} (id) VALUES (1)`)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(QueryFailedError);
    expect((error as QueryFailedError & { driverError: { code: string } }).driverError.code).toBe('23505');
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

    it('prepares a write on the transaction’s connection, which commits or rolls back with it', async () => {
      const insert = `INSERT INTO ${table} (id, amount) VALUES ($1, $2) RETURNING id`;
      const inserted = await onOneConnection.run(async () => {
        const rows = await onOneConnection.query<{ id: number }[]>(insert, [4, '1.00'], { prepare: true });
        // Seen by name on the same connection: the transaction's, since the pool holds one.
        const [{ count }] = await onOneConnection.query<{ count: string }[]>(`SELECT count(*) AS count FROM pg_prepared_statements WHERE statement = $1`, [insert]);
        return { rows, preparedInTransaction: Number(count) };
      });
      expect(inserted).toEqual({ rows: [{ id: 4 }], preparedInTransaction: 1 });
      await expect(
        onOneConnection.run(async () => {
          await onOneConnection.query(insert, [5, '2.00'], { prepare: true });
          throw new Error('roll back');
        }),
      ).rejects.toThrow('roll back');
      expect(await onOneConnection.select(`SELECT id FROM ${table} WHERE id IN (4, 5) ORDER BY id`)).toEqual([{ id: 4 }]);
      const error = await onOneConnection.run(() => onOneConnection.query(insert, [4, '3.00'], { prepare: true })).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(QueryFailedError);
      expect((error as QueryFailedError & { driverError: { code: string } }).driverError.code).toBe('23505');
    });
  });
});

describeWithDatabase()('TypeOrmUnitOfWork.afterCommit', () => {
  let dataSource: DataSource;
  let uow: TypeOrmUnitOfWork;

  beforeAll(async () => {
    dataSource = await new DataSource({ type: 'postgres', url: databaseUrl(), poolSize: 2 }).initialize();
    uow = new TypeOrmUnitOfWork(dataSource);
  });
  afterAll(() => dataSource.destroy());

  it('runs effects after the outermost commit, in order, nested runs included, and none of a rollback', async () => {
    const ran: string[] = [];
    const effect = (name: string) => async () => void ran.push(name);
    await uow.run(async () => {
      await uow.afterCommit(effect('outer'));
      await uow.run(() => uow.afterCommit(effect('nested')));
      expect(ran).toEqual([]);
    });
    expect(ran).toEqual(['outer', 'nested']);

    await uow.run(() => uow.afterCommit(effect('rolled back')).then(() => Promise.reject(new Error('no')))).catch(() => undefined);
    await uow.afterCommit(effect('no transaction'));
    expect(ran).toEqual(['outer', 'nested', 'no transaction']);
  });
});

describeWithDatabase()('TypeOrmUnitOfWork isolation, on the connections every process opens', () => {
  let dataSource: DataSource;
  let uow: TypeOrmUnitOfWork;
  const opened: string[] = [];

  beforeAll(async () => {
    const options = dataSourceOptions(testConfig(), databaseUrl() as string);
    dataSource = await new DataSource({ ...options, migrationsRun: false, extra: { ...options.extra, max: 1 } }).initialize();
    uow = new TypeOrmUnitOfWork(dataSource);
    const original = dataSource.createQueryRunner.bind(dataSource);
    // Every statement a transaction sends, to count the round trips it takes to open one.
    dataSource.createQueryRunner = (mode) => {
      const runner = original(mode);
      const query = runner.query.bind(runner);
      runner.query = ((sql: string, ...rest: unknown[]) => (opened.push(sql), query(sql, ...(rest as [])))) as typeof runner.query;
      return runner;
    };
  });
  afterAll(() => dataSource.destroy());

  const isolationInside = (options?: { isolation?: 'READ COMMITTED' | 'REPEATABLE READ' | 'SERIALIZABLE' }) =>
    uow.run(async () => ((await uow.manager().query('SHOW transaction_isolation')) as { transaction_isolation: string }[])[0].transaction_isolation, options);

  it('runs READ COMMITTED whatever the server default, opening with START TRANSACTION alone', async () => {
    opened.length = 0;
    expect(await isolationInside()).toBe('read committed');
    expect(opened.slice(0, 2)).toEqual(['START TRANSACTION', 'SHOW transaction_isolation']);
    expect(((await dataSource.query('SHOW default_transaction_isolation')) as { default_transaction_isolation: string }[])[0].default_transaction_isolation).toBe('read committed');
  });

  it('runs a stricter level when asked', async () => {
    expect(await isolationInside({ isolation: 'REPEATABLE READ' })).toBe('repeatable read');
    expect(await isolationInside({ isolation: 'SERIALIZABLE' })).toBe('serializable');
  });
});
