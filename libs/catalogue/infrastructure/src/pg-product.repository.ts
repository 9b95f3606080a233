import { Injectable } from '@nestjs/common';
import { ProductFilter, ProductRepository } from '@backoffice/catalogue/application';
import { Product, ProductFields } from '@backoffice/catalogue/domain';
import { PageWindow } from '@backoffice/shared/kernel';
import { TypeOrmUnitOfWork } from '@backoffice/shared/persistence';

interface ProductRow {
  id: number;
  visible_id: string;
  company_id: number;
  name: string;
  sku: string | null;
  manufacturer_sku: string | null;
  unit: string | null;
  buying_price: string | null;
  price: string | null;
  is_active: boolean;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = 'id, visible_id, company_id, name, sku, manufacturer_sku, unit, buying_price, price, is_active, created_at, updated_at';

/** Each writable field and its column: the one place a new field is added. */
const FIELD_COLUMNS: Record<keyof ProductFields, string> = {
  name: 'name',
  sku: 'sku',
  manufacturerSku: 'manufacturer_sku',
  unit: 'unit',
  buyingPrice: 'buying_price',
  price: 'price',
  isActive: 'is_active',
};

const toProduct = (r: ProductRow): Product => ({
  id: r.id,
  visibleId: r.visible_id,
  companyId: r.company_id,
  name: r.name,
  sku: r.sku,
  manufacturerSku: r.manufacturer_sku,
  unit: r.unit,
  buyingPrice: r.buying_price,
  price: r.price,
  isActive: r.is_active,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

/**
 * Products in SQL through the pool (the house idiom for repositories): every statement is scoped
 * by company, writes answer the row they wrote (`RETURNING`), and money stays the `numeric`
 * text PostgreSQL gives.
 */
@Injectable()
export class PgProductRepository implements ProductRepository {
  constructor(private readonly db: TypeOrmUnitOfWork) {}

  async create(companyId: number, fields: ProductFields): Promise<Product> {
    const keys = Object.keys(FIELD_COLUMNS) as (keyof ProductFields)[];
    const [row] = await this.db.select<ProductRow>(
      `INSERT INTO products (company_id, ${keys.map((k) => FIELD_COLUMNS[k]).join(', ')})
       VALUES ($1, ${keys.map((_, i) => `$${i + 2}`).join(', ')}) RETURNING ${COLUMNS}`,
      [companyId, ...keys.map((k) => fields[k])],
    );
    return toProduct(row);
  }

  async update(companyId: number, id: number, fields: Partial<ProductFields>): Promise<boolean> {
    const keys = (Object.keys(fields) as (keyof ProductFields)[]).filter((k) => fields[k] !== undefined && k in FIELD_COLUMNS);
    const sets = keys.map((k, i) => `${FIELD_COLUMNS[k]} = $${i + 3}`);
    // Nothing to change still answers whether the product exists; a change moves updated_at.
    const rows = await this.db.select<{ id: number }>(
      sets.length === 0
        ? `SELECT id FROM products WHERE company_id = $1 AND id = $2`
        : `UPDATE products SET ${sets.join(', ')}, updated_at = now() WHERE company_id = $1 AND id = $2 RETURNING id`,
      [companyId, id, ...keys.map((k) => fields[k])],
    );
    return rows.length > 0;
  }

  async findById(companyId: number, id: number): Promise<Product | null> {
    const [row] = await this.db.select<ProductRow>(`SELECT ${COLUMNS} FROM products WHERE company_id = $1 AND id = $2`, [companyId, id], { prepare: true });
    return row ? toProduct(row) : null;
  }

  async findByIds(companyId: number, ids: number[]): Promise<Product[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.select<ProductRow>(`SELECT ${COLUMNS} FROM products WHERE company_id = $1 AND id = ANY ($2::int[]) ORDER BY id`, [companyId, ids], {
      prepare: true,
    });
    return rows.map(toProduct);
  }

  async list(companyId: number, filter: ProductFilter, window: PageWindow): Promise<{ rows: Product[]; total: number }> {
    const where = ['company_id = $1'];
    const params: unknown[] = [companyId];
    if (filter.search) {
      const term = `$${params.push(`%${escapeLike(filter.search)}%`)}`;
      where.push(`(name ILIKE ${term} OR sku ILIKE ${term} OR manufacturer_sku ILIKE ${term})`);
    }
    if (filter.isActive !== undefined) where.push(`is_active = $${params.push(filter.isActive)}`);
    const clause = where.join(' AND ');
    const [rows, [{ total }]] = await Promise.all([
      this.db.select<ProductRow>(`SELECT ${COLUMNS} FROM products WHERE ${clause} ORDER BY id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`, [
        ...params,
        window.limit,
        window.offset,
      ]),
      this.db.select<{ total: number }>(`SELECT count(*)::int AS total FROM products WHERE ${clause}`, params),
    ]);
    return { rows: rows.map(toProduct), total };
  }
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
