import { Injectable } from '@nestjs/common';
import { OutboxFigures } from '@backoffice/shared/kernel';
import { TypeOrmUnitOfWork } from '@backoffice/shared/persistence';

/** A scrape does not wait on a slow database longer than this. */
const QUERY_TIMEOUT = '2s';

/** The outbox lag and deliveries by state for /metrics, in one short read-only transaction. */
@Injectable()
export class PgOutboxFigures implements OutboxFigures {
  constructor(private readonly db: TypeOrmUnitOfWork) {}

  read(): ReturnType<OutboxFigures['read']> {
    return this.db.run(async () => {
      const manager = this.db.manager();
      await manager.query(`SET LOCAL statement_timeout = '${QUERY_TIMEOUT}'`);
      const [outbox] = await manager.query(
        `SELECT count(*) AS count, COALESCE(EXTRACT(EPOCH FROM clock_timestamp() - min(created_at)), 0) AS age
           FROM outbox_events WHERE published_at IS NULL`,
      );
      const deliveries: { status: string; count: string }[] = await manager.query(`SELECT status, count(*) AS count FROM webhook_deliveries GROUP BY 1`);
      return {
        outbox: { count: Number(outbox.count), oldestAgeSeconds: Math.max(0, Number(outbox.age)) },
        deliveries: deliveries.map((r) => ({ status: r.status, count: Number(r.count) })),
      };
    });
  }
}
