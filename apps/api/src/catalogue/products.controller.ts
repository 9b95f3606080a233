import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CreateProduct, EditProduct, GetProduct, ListProducts } from '@backoffice/catalogue/application';
import { Product, ProductFields } from '@backoffice/catalogue/domain';
import { Actor, Decimal, PageWindow, withLegacyKeys } from '@backoffice/shared/kernel';
import { CurrentActor } from '../http/auth';
import { IdPipe } from '../http/id.pipe';
import { Operation } from '../http/openapi/operation';
import { Static } from '../http/openapi/schemas';
import { PageQuery } from '../http/query';
import { DoneSchema, ProductCreatedSchema, ProductPageSchema, ProductSchema } from './products.schemas';
import { CreateProductRequest, EditProductRequest, ListProductsQuery } from './product.requests';

const money = (value: number | null | undefined) => (value === null || value === undefined ? (value as null | undefined) : Decimal.of(value).toString());
const asNumber = (value: string | null) => (value === null ? null : Decimal.of(value).toNumber());

export function productView(p: Product): Static<typeof ProductSchema> {
  return {
    id: p.id,
    visibleId: p.visibleId,
    name: p.name,
    sku: p.sku,
    manufacturerSku: p.manufacturerSku,
    unit: p.unit,
    buyingPrice: asNumber(p.buyingPrice),
    price: asNumber(p.price),
    isActive: p.isActive,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

@ApiTags('products')
@Controller('products')
export class ProductsController {
  constructor(
    private readonly createProduct: CreateProduct,
    private readonly editProduct: EditProduct,
    private readonly getProduct: GetProduct,
    private readonly listProducts: ListProducts,
  ) {}

  @Post('create')
  @HttpCode(200)
  @Operation({
    id: 'products.create',
    idempotent: true,
    summary: 'Create a product',
    response: ProductCreatedSchema,
    jsonBody: true,
    example: { name: 'טונר HP 59A שחור', sku: 'TON-59A', manufacturerSku: 'CF259A', unit: 'יחידה', buyingPrice: 289, price: 389.9, isActive: true } satisfies CreateProductRequest,
    permission: 'write_business_data',
  })
  async create(@CurrentActor() actor: Actor, @Body() body: CreateProductRequest) {
    const product = await this.createProduct.execute(actor, {
      name: body.name,
      sku: body.sku ?? null,
      manufacturerSku: body.manufacturerSku ?? null,
      unit: body.unit ?? null,
      buyingPrice: money(body.buyingPrice) ?? null,
      price: money(body.price) ?? null,
      isActive: body.isActive ?? true,
    });
    return { success: true, productId: product.id, visibleId: product.visibleId };
  }

  @Put('edit/:id')
  @Operation({
    id: 'products.edit',
    idempotent: true,
    summary: 'Change the fields sent; null clears sku, manufacturerSku, unit and the prices',
    response: DoneSchema,
    jsonBody: true,
    example: { buyingPrice: 295.5, price: 399.9 } satisfies EditProductRequest,
    permission: 'write_business_data',
    errors: { 404: ['PRODUCT_NOT_FOUND'] },
  })
  async edit(@CurrentActor() actor: Actor, @Param('id', IdPipe) id: number, @Body() body: EditProductRequest) {
    const fields: Partial<ProductFields> = {};
    if (body.name !== undefined) fields.name = body.name;
    if (body.sku !== undefined) fields.sku = body.sku;
    if (body.manufacturerSku !== undefined) fields.manufacturerSku = body.manufacturerSku;
    if (body.unit !== undefined) fields.unit = body.unit;
    if (body.buyingPrice !== undefined) fields.buyingPrice = money(body.buyingPrice) as string | null;
    if (body.price !== undefined) fields.price = money(body.price) as string | null;
    if (body.isActive !== undefined) fields.isActive = body.isActive;
    await this.editProduct.execute(actor, id, fields);
    return { success: true };
  }

  @Get()
  @Operation({ id: 'products.list', summary: 'List products, searched and paged', response: ProductPageSchema })
  async list(@CurrentActor() actor: Actor, @Query() query: ListProductsQuery, @PageQuery() window: PageWindow) {
    const page = await this.listProducts.execute(actor, { search: query.search, isActive: query.isActive }, window);
    return withLegacyKeys({ data: page.data.map(productView), pagination: page.pagination }, { products: 'data', totalCount: 'total' });
  }

  @Get('id/:id')
  @Operation({ id: 'products.get', summary: 'One product by id', response: ProductSchema, errors: { 404: ['PRODUCT_NOT_FOUND'] } })
  async get(@CurrentActor() actor: Actor, @Param('id', IdPipe) id: number) {
    return productView(await this.getProduct.execute(actor, id));
  }
}
