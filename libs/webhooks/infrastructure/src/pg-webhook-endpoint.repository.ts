import { Injectable } from '@nestjs/common';
import { TypeOrmUnitOfWork } from '@backoffice/shared/persistence';
import { rowsOf } from './sql-rows';
import { WebhookEndpoint, WebhookEndpointRepository } from '@backoffice/webhooks/application';

interface EndpointRow {
  id: string;
  public_id: string;
  company_id: number;
  url: string;
  events: string[];
  created_at: Date;
}

const COLUMNS = 'id, public_id, company_id, url, events, created_at';

function toEndpoint(row: EndpointRow): WebhookEndpoint {
  return { id: Number(row.id), publicId: row.public_id, companyId: row.company_id, url: row.url, events: row.events, createdAt: row.created_at };
}

@Injectable()
export class PgWebhookEndpointRepository implements WebhookEndpointRepository {
  constructor(private readonly db: TypeOrmUnitOfWork) {}

  async create(input: { publicId: string; companyId: number; url: string; events: string[]; secretEnc: string }): Promise<WebhookEndpoint> {
    const rows: EndpointRow[] = await this.db
      .manager()
      .query(`INSERT INTO webhook_endpoints (public_id, company_id, url, events, secret_enc) VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`, [
        input.publicId,
        input.companyId,
        input.url,
        input.events,
        input.secretEnc,
      ]);
    return toEndpoint(rows[0]);
  }

  async list(companyId: number): Promise<WebhookEndpoint[]> {
    const rows: EndpointRow[] = await this.db.manager().query(`SELECT ${COLUMNS} FROM webhook_endpoints WHERE company_id = $1 AND deleted_at IS NULL ORDER BY id`, [companyId]);
    return rows.map(toEndpoint);
  }

  async find(companyId: number, publicId: string): Promise<WebhookEndpoint | null> {
    const rows: EndpointRow[] = await this.db
      .manager()
      .query(`SELECT ${COLUMNS} FROM webhook_endpoints WHERE company_id = $1 AND public_id = $2 AND deleted_at IS NULL`, [companyId, publicId]);
    return rows[0] ? toEndpoint(rows[0]) : null;
  }

  async delete(companyId: number, publicId: string): Promise<boolean> {
    return this.db.run(async () => {
      const rows = rowsOf<{ id: string }>(
        await this.db.manager().query(`UPDATE webhook_endpoints SET deleted_at = now() WHERE company_id = $1 AND public_id = $2 AND deleted_at IS NULL RETURNING id`, [companyId, publicId]),
      );
      if (rows.length === 0) return false;
      await this.db
        .manager()
        .query(`UPDATE webhook_deliveries SET status = 'cancelled', next_attempt_at = NULL, updated_at = now() WHERE endpoint_id = $1 AND status IN ('pending', 'retrying')`, [rows[0].id]);
      return true;
    });
  }

  async rotateSecret(endpointId: number, secretEnc: string, previousUntil: Date): Promise<void> {
    await this.db
      .manager()
      .query(`UPDATE webhook_endpoints SET previous_secret_enc = secret_enc, previous_secret_until = $2, secret_enc = $3 WHERE id = $1`, [endpointId, previousUntil, secretEnc]);
  }
}
