/** A product of the company's catalogue. Prices are exact decimal strings (numeric columns). */
export interface Product {
  id: number;
  visibleId: string;
  companyId: number;
  name: string;
  sku: string | null;
  manufacturerSku: string | null;
  unit: string | null;
  /** The product's own buying price, the base of vendor pricelists; null when unknown. */
  buyingPrice: string | null;
  price: string | null;
  isActive: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export type ProductFields = Pick<Product, 'name' | 'sku' | 'manufacturerSku' | 'unit' | 'buyingPrice' | 'price' | 'isActive'>;

export const PRODUCT_LIMITS = { name: 200, sku: 100, manufacturerSku: 100, unit: 20, priceScale: 4, maxPrice: 1_000_000_000_000 } as const;
