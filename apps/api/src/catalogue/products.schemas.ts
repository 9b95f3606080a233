import { Id, Named, Nullable, Page, Success, Timestamp, Type } from '../http/openapi/schemas';

export const ProductSchema = Named('Product', {
  id: Id(),
  visibleId: Type.String({ format: 'uuid' }),
  name: Type.String(),
  sku: Nullable(Type.String()),
  manufacturerSku: Nullable(Type.String()),
  unit: Nullable(Type.String()),
  buyingPrice: Nullable(Type.Number({ minimum: 0, description: 'The base of vendor pricelists' })),
  price: Nullable(Type.Number({ minimum: 0 })),
  isActive: Type.Boolean(),
  createdAt: Timestamp(),
  updatedAt: Timestamp(),
});

/** `{ data, pagination }` and the legacy `products` and `totalCount`, which repeat `data` and `pagination.total`. */
export const ProductPageSchema = Page('ProductPage', ProductSchema, {
  products: Type.Array(ProductSchema, { description: 'The same rows as data (legacy key)' }),
  totalCount: Type.Integer({ minimum: 0, description: 'The same as pagination.total (legacy key)' }),
});

export const ProductCreatedSchema = Named('ProductCreated', { success: Success, productId: Id(), visibleId: Type.String({ format: 'uuid' }) });

export const DoneSchema = Named('Done', { success: Success });
