import { Injectable } from '@nestjs/common';
import { EntityDirectory, EntitySummary } from '@backoffice/parties/application';
import { TypeOrmUnitOfWork } from '@backoffice/shared/persistence';

@Injectable()
export class PgEntityDirectory implements EntityDirectory {
  constructor(private readonly db: TypeOrmUnitOfWork) {}

  async byIds(companyId: number, ids: number[]): Promise<EntitySummary[]> {
    const rows = await this.db.select<{ id: number; visible_id: string; name: string; tax_id: string | null; is_client: boolean; is_vendor: boolean }>(
      `SELECT id, visible_id, name, tax_id, is_client, is_vendor FROM entities WHERE company_id = $1 AND id = ANY($2::int[])`,
      [companyId, ids],
      { prepare: true },
    );
    return rows.map((r) => ({ id: r.id, visibleId: r.visible_id, name: r.name, taxId: r.tax_id, isClient: r.is_client, isVendor: r.is_vendor }));
  }
}
