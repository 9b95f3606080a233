import { Injectable } from '@nestjs/common';
import { PricelistRepository, StoredPricelistEntry } from '@backoffice/parties/application';
import { PriceTier, PricelistEntryFields } from '@backoffice/parties/domain';
import { Decimal } from '@backoffice/shared/kernel';
import { TypeOrmUnitOfWork } from '@backoffice/shared/persistence';

type Row = Record<string, unknown>;

const decimal = (value: unknown) =>
  value === null || value === undefined
    ? null
    : Decimal.of(value as string)
        .normalised()
        .toString();

function toEntry(r: Row): StoredPricelistEntry {
  return {
    id: r.id as number,
    productId: r.product_id as number,
    pricingMode: r.pricing_mode as StoredPricelistEntry['pricingMode'],
    vendorSku: r.vendor_sku as string | null,
    buyingPrice: decimal(r.buying_price),
    // Tiers are stored as JSON with exact decimal strings.
    priceTiers: (r.price_tiers as PriceTier[] | null) ?? null,
    tiersMode: r.tiers_mode as StoredPricelistEntry['tiersMode'],
    quantityStep: decimal(r.quantity_step),
    quantityStepPrice: decimal(r.quantity_step_price),
  };
}

const COLUMNS = `id, product_id, pricing_mode, vendor_sku, buying_price, price_tiers, tiers_mode, quantity_step, quantity_step_price`;

@Injectable()
export class PgPricelistRepository implements PricelistRepository {
  constructor(private readonly db: TypeOrmUnitOfWork) {}

  async replace(companyId: number, entityId: number, entries: PricelistEntryFields[]): Promise<number> {
    const m = this.db.manager();
    // Lock the vendor row so two replacements of one pricelist run one after the other.
    await m.query(`SELECT id FROM entities WHERE company_id = $1 AND id = $2 FOR UPDATE`, [companyId, entityId]);
    await m.query(`DELETE FROM pricelist_entries WHERE company_id = $1 AND entity_id = $2`, [companyId, entityId]);
    if (entries.length > 0) {
      // One statement for the whole list: each column as an array, unnested row by row.
      await m.query(
        `INSERT INTO pricelist_entries (company_id, entity_id, position, product_id, pricing_mode, vendor_sku, buying_price, price_tiers, tiers_mode, quantity_step, quantity_step_price)
         SELECT $1, $2, t.position, t.product_id, t.pricing_mode, t.vendor_sku, t.buying_price, t.price_tiers, t.tiers_mode, t.quantity_step, t.quantity_step_price
         FROM unnest($3::int[], $4::int[], $5::text[], $6::text[], $7::numeric[], $8::jsonb[], $9::text[], $10::numeric[], $11::numeric[])
           AS t(position, product_id, pricing_mode, vendor_sku, buying_price, price_tiers, tiers_mode, quantity_step, quantity_step_price)`,
        [
          companyId,
          entityId,
          entries.map((_, i) => i),
          entries.map((e) => e.productId),
          entries.map((e) => e.pricingMode),
          entries.map((e) => e.vendorSku),
          entries.map((e) => e.buyingPrice),
          entries.map((e) => (e.priceTiers === null ? null : JSON.stringify(e.priceTiers))),
          entries.map((e) => e.tiersMode),
          entries.map((e) => e.quantityStep),
          entries.map((e) => e.quantityStepPrice),
        ],
      );
    }
    const counted: { total: number }[] = await m.query(`SELECT count(*)::int AS total FROM pricelist_entries WHERE company_id = $1 AND entity_id = $2`, [companyId, entityId]);
    return counted[0].total;
  }

  async list(companyId: number, entityId: number): Promise<StoredPricelistEntry[]> {
    const rows: Row[] = await this.db.query(`SELECT ${COLUMNS} FROM pricelist_entries WHERE company_id = $1 AND entity_id = $2 ORDER BY position`, [companyId, entityId]);
    return rows.map(toEntry);
  }

  async findByProduct(companyId: number, entityId: number, productId: number): Promise<StoredPricelistEntry | null> {
    const rows: Row[] = await this.db.query(`SELECT ${COLUMNS} FROM pricelist_entries WHERE company_id = $1 AND entity_id = $2 AND product_id = $3`, [
      companyId,
      entityId,
      productId,
    ]);
    return rows[0] ? toEntry(rows[0]) : null;
  }
}
