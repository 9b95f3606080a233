import { Inject, Injectable } from '@nestjs/common';
import { PriceQuote, PricelistEntryFields, PricelistEntryNotFoundError, VendorNotFoundError, quotePrice, validatePricelist } from '@backoffice/parties/domain';
import { Actor, Decimal, UNIT_OF_WORK, UnitOfWork, assertCan } from '@backoffice/shared/kernel';
import {
  CatalogueProduct,
  PARTY_REPOSITORY,
  PRICELIST_REPOSITORY,
  PRODUCT_CATALOGUE,
  PartyRepository,
  PricelistRepository,
  ProductCatalogue,
  StoredPricelistEntry,
} from './parties.ports';

export type VendorRef = { visibleId: string } | { id: number };

export interface PricelistEntryView extends StoredPricelistEntry {
  product: CatalogueProduct;
}

async function vendorId(parties: PartyRepository, companyId: number, ref: VendorRef): Promise<number> {
  const vendor = await parties.findVendor(companyId, ref);
  if (!vendor) throw new VendorNotFoundError();
  return vendor.id;
}

/** `GET /vendors/id/:visibleId/pricelist` and `GET /vendors/pricelist?entityId=`: entries of active products, with the product's fields. */
@Injectable()
export class GetPricelist {
  constructor(
    @Inject(PARTY_REPOSITORY) private readonly parties: PartyRepository,
    @Inject(PRICELIST_REPOSITORY) private readonly pricelists: PricelistRepository,
    @Inject(PRODUCT_CATALOGUE) private readonly products: ProductCatalogue,
  ) {}

  async execute(actor: Actor, ref: VendorRef): Promise<PricelistEntryView[]> {
    assertCan(actor, 'read');
    const entries = await this.pricelists.list(actor.companyId, await vendorId(this.parties, actor.companyId, ref));
    const products = await this.products.byIds(
      actor.companyId,
      entries.map((e) => e.productId),
    );
    return entries.flatMap((entry) => {
      const product = products.get(entry.productId);
      return product?.isActive ? [{ ...entry, product }] : [];
    });
  }
}

/** `PUT /vendors/id/:visibleId/pricelist`: a replace, not a merge, in one transaction. */
@Injectable()
export class ReplacePricelist {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(PARTY_REPOSITORY) private readonly parties: PartyRepository,
    @Inject(PRICELIST_REPOSITORY) private readonly pricelists: PricelistRepository,
    @Inject(PRODUCT_CATALOGUE) private readonly products: ProductCatalogue,
  ) {}

  async execute(actor: Actor, visibleId: string, entries: PricelistEntryFields[]): Promise<{ entries: number }> {
    assertCan(actor, 'write_business_data');
    const id = await vendorId(this.parties, actor.companyId, { visibleId });
    const products = await this.products.byIds(
      actor.companyId,
      entries.map((e) => e.productId),
    );
    validatePricelist(entries, (productId) => products.has(productId));
    return this.uow.run(async () => ({ entries: await this.pricelists.replace(actor.companyId, id, entries) }));
  }
}

/** `GET /vendors/id/:visibleId/pricelist/quote`: what this vendor charges for a quantity of a product. */
@Injectable()
export class QuoteVendorPrice {
  constructor(
    @Inject(PARTY_REPOSITORY) private readonly parties: PartyRepository,
    @Inject(PRICELIST_REPOSITORY) private readonly pricelists: PricelistRepository,
    @Inject(PRODUCT_CATALOGUE) private readonly products: ProductCatalogue,
  ) {}

  async execute(actor: Actor, visibleId: string, productId: number, quantity: Decimal): Promise<{ entry: StoredPricelistEntry; quote: PriceQuote }> {
    assertCan(actor, 'read');
    const id = await vendorId(this.parties, actor.companyId, { visibleId });
    const [entry, products] = await Promise.all([this.pricelists.findByProduct(actor.companyId, id, productId), this.products.byIds(actor.companyId, [productId])]);
    const product = products.get(productId);
    if (!entry || !product?.isActive) throw new PricelistEntryNotFoundError();
    return { entry, quote: quotePrice(entry, product.buyingPrice, quantity) };
  }
}
