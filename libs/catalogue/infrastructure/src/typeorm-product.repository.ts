import { Injectable } from '@nestjs/common';
import { ProductFilter, ProductRepository } from '@backoffice/catalogue/application';
import { Product, ProductFields } from '@backoffice/catalogue/domain';
import { PageWindow } from '@backoffice/shared/kernel';
import { TypeOrmUnitOfWork } from '@backoffice/shared/persistence';
import { In } from 'typeorm';
import { ProductRecord } from './product.record';

const toProduct = (r: ProductRecord): Product => ({ ...r });

@Injectable()
export class TypeOrmProductRepository implements ProductRepository {
  constructor(private readonly db: TypeOrmUnitOfWork) {}

  private repo() {
    return this.db.manager().getRepository(ProductRecord);
  }

  async create(companyId: number, fields: ProductFields): Promise<Product> {
    const inserted = await this.repo().insert({ companyId, ...fields });
    const id = inserted.identifiers[0].id as number;
    return toProduct(await this.repo().findOneByOrFail({ id }));
  }

  async update(companyId: number, id: number, fields: Partial<ProductFields>): Promise<boolean> {
    if (Object.keys(fields).length === 0) return (await this.repo().countBy({ id, companyId })) > 0;
    const result = await this.repo().update({ id, companyId }, fields);
    return (result.affected ?? 0) > 0;
  }

  async findById(companyId: number, id: number): Promise<Product | null> {
    const row = await this.repo().findOneBy({ id, companyId });
    return row ? toProduct(row) : null;
  }

  async findByIds(companyId: number, ids: number[]): Promise<Product[]> {
    return (await this.repo().findBy({ companyId, id: In(ids) })).map(toProduct);
  }

  async list(companyId: number, filter: ProductFilter, window: PageWindow): Promise<{ rows: Product[]; total: number }> {
    const query = this.repo().createQueryBuilder('p').where('p.company_id = :companyId', { companyId });
    if (filter.search) {
      query.andWhere('(p.name ILIKE :term OR p.sku ILIKE :term OR p.manufacturer_sku ILIKE :term)', { term: `%${escapeLike(filter.search)}%` });
    }
    if (filter.isActive !== undefined) query.andWhere('p.is_active = :isActive', { isActive: filter.isActive });
    const [rows, total] = await Promise.all([query.clone().orderBy('p.id', 'ASC').offset(window.offset).limit(window.limit).getMany(), query.getCount()]);
    return { rows: rows.map(toProduct), total };
  }
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
