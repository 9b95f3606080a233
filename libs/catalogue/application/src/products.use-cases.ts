import { Inject, Injectable } from '@nestjs/common';
import { Product, ProductFields } from '@backoffice/catalogue/domain';
import { Actor, NotFoundError, Page, PageWindow, assertCan, pageOf } from '@backoffice/shared/kernel';
import { PRODUCT_REPOSITORY, ProductFilter, ProductRepository } from './catalogue.ports';

export class ProductNotFoundError extends NotFoundError {
  constructor() {
    super('Product', 'PRODUCT_NOT_FOUND');
  }
}

@Injectable()
export class CreateProduct {
  constructor(@Inject(PRODUCT_REPOSITORY) private readonly products: ProductRepository) {}

  async execute(actor: Actor, fields: ProductFields): Promise<Product> {
    assertCan(actor, 'write_business_data');
    return this.products.create(actor.companyId, fields);
  }
}

@Injectable()
export class EditProduct {
  constructor(@Inject(PRODUCT_REPOSITORY) private readonly products: ProductRepository) {}

  async execute(actor: Actor, id: number, fields: Partial<ProductFields>): Promise<void> {
    assertCan(actor, 'write_business_data');
    if (!(await this.products.update(actor.companyId, id, fields))) throw new ProductNotFoundError();
  }
}

@Injectable()
export class GetProduct {
  constructor(@Inject(PRODUCT_REPOSITORY) private readonly products: ProductRepository) {}

  async execute(actor: Actor, id: number): Promise<Product> {
    assertCan(actor, 'read');
    const product = await this.products.findById(actor.companyId, id);
    if (!product) throw new ProductNotFoundError();
    return product;
  }
}

@Injectable()
export class ListProducts {
  constructor(@Inject(PRODUCT_REPOSITORY) private readonly products: ProductRepository) {}

  async execute(actor: Actor, filter: ProductFilter, window: PageWindow): Promise<Page<Product>> {
    assertCan(actor, 'read');
    const { rows, total } = await this.products.list(actor.companyId, filter, window);
    return pageOf(rows, total, window);
  }
}

/**
 * For other contexts (pricelists, stock records, document lines): the company's products with
 * the given ids, in one query. Ids of other companies or unknown ids are simply absent.
 */
@Injectable()
export class FindProducts {
  constructor(@Inject(PRODUCT_REPOSITORY) private readonly products: ProductRepository) {}

  async byIds(companyId: number, ids: number[]): Promise<Map<number, Product>> {
    if (ids.length === 0) return new Map();
    const found = await this.products.findByIds(companyId, [...new Set(ids)]);
    return new Map(found.map((p) => [p.id, p]));
  }
}
