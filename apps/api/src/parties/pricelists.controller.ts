import { Body, Controller, Get, HttpCode, Param, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { GetPricelist, PricelistEntryView, QuoteVendorPrice, ReplacePricelist } from '@backoffice/parties/application';
import { PricelistEntryFields } from '@backoffice/parties/domain';
import { Actor, Decimal, ValidationError, wholeSet } from '@backoffice/shared/kernel';
import { CurrentActor } from '../http/auth';
import { Operation } from '../http/openapi/operation';
import { Static } from '../http/openapi/schemas';
import { PricelistEntrySchema, PricelistReplacedSchema, PricelistSchema, PriceQuoteSchema } from './parties.schemas';
import { PricelistByEntityQuery, QuoteQuery, ReplacePricelistRequest } from './pricelist.requests';
import { asNumber, decimalOrNull } from './requests.shared';

/** Spec "Pricelist entry": the entry and the product's own fields, numbers as JSON numbers. */
function entryView(e: PricelistEntryView): Static<typeof PricelistEntrySchema> {
  return {
    id: e.id,
    productId: e.productId,
    productVisibleId: e.product.visibleId,
    productName: e.product.name,
    productSku: e.product.sku,
    productManufacturerSku: e.product.manufacturerSku,
    productUnit: e.product.unit,
    productBuyingPrice: asNumber(e.product.buyingPrice),
    vendorSku: e.vendorSku,
    pricingMode: e.pricingMode,
    // `default` reads the product's own price: that is the price from this vendor.
    buyingPrice: asNumber(e.buyingPrice ?? (e.pricingMode === 'default' ? e.product.buyingPrice : null)),
    priceTiers:
      e.priceTiers?.map((t) => ({
        from: asNumber(t.from),
        to: asNumber(t.to),
        tierType: t.tierType,
        price: asNumber(t.price),
        discountPercent: asNumber(t.discountPercent),
        discountAmount: asNumber(t.discountAmount),
      })) ?? null,
    tiersMode: e.tiersMode,
    quantityStep: asNumber(e.quantityStep),
    quantityStepPrice: asNumber(e.quantityStepPrice),
  };
}

/** The spec's `{ entries }` beside the contract's whole-set `{ data, pagination }` (rule 6). */
function pricelistAnswer(entries: PricelistEntryView[]): Static<typeof PricelistSchema> {
  const rows = entries.map(entryView);
  return { entries: rows, ...wholeSet(rows) };
}

@ApiTags('vendor pricelists')
@Controller('vendors')
export class PricelistsController {
  constructor(
    private readonly getPricelist: GetPricelist,
    private readonly replacePricelist: ReplacePricelist,
    private readonly quotePrice: QuoteVendorPrice,
  ) {}

  @Get('pricelist')
  @Operation({
    id: 'pricelists.getByEntityId',
    summary: "A vendor's pricelist, by the vendor's numeric id (the whole set)",
    response: PricelistSchema,
    errors: { 404: ['VENDOR_NOT_FOUND'] },
  })
  async byEntityId(@CurrentActor() actor: Actor, @Query() query: PricelistByEntityQuery) {
    return pricelistAnswer(await this.getPricelist.execute(actor, { id: query.entityId }));
  }

  @Get('id/:visibleId/pricelist')
  @Operation({ id: 'pricelists.get', summary: "A vendor's pricelist, by visibleId (the whole set)", response: PricelistSchema, errors: { 404: ['VENDOR_NOT_FOUND'] } })
  async byVisibleId(@CurrentActor() actor: Actor, @Param('visibleId') visibleId: string) {
    return pricelistAnswer(await this.getPricelist.execute(actor, { visibleId }));
  }

  @Put('id/:visibleId/pricelist')
  @HttpCode(200)
  @Operation({
    id: 'pricelists.replace',
    idempotent: true,
    summary: "Replace a vendor's whole pricelist in one step",
    response: PricelistReplacedSchema,
    jsonBody: true,
    example: {
      entries: [
        { productId: 101, pricingMode: 'fixed', vendorSku: 'ET-59A', buyingPrice: 279 },
        {
          productId: 102,
          pricingMode: 'tiers',
          vendorSku: 'ET-A4-500',
          tiersMode: 'range',
          priceTiers: [
            { from: 1, to: 50, tierType: 'fixed', price: 21.9 },
            { from: 50, tierType: 'percent', discountPercent: 10 },
          ],
        },
        { productId: 103, pricingMode: 'default' },
      ],
    } satisfies ReplacePricelistRequest,
    permission: 'write_business_data',
    errors: {
      400: [
        'DUPLICATE_PRODUCT',
        'UNKNOWN_PRODUCT',
        'MISSING_BUYING_PRICE',
        'INVALID_QUANTITY_STEP',
        'INVALID_TIER_PRICE',
        'NO_TIERS',
        'OPEN_TIER_NOT_LAST',
        'OVERLAPPING_TIERS',
        'INVALID_TIER_RANGE',
        'MISSING_TIER_PRICE',
        'INVALID_TIER_DISCOUNT',
      ],
      404: ['VENDOR_NOT_FOUND'],
    },
  })
  async replace(@CurrentActor() actor: Actor, @Param('visibleId') visibleId: string, @Body() body: ReplacePricelistRequest) {
    const entries: PricelistEntryFields[] = body.entries.map((e) => ({
      productId: e.productId,
      pricingMode: e.pricingMode,
      vendorSku: e.vendorSku ?? null,
      buyingPrice: decimalOrNull(e.buyingPrice),
      priceTiers:
        e.priceTiers?.map((t) => ({
          from: Decimal.of(t.from).toString(),
          to: decimalOrNull(t.to),
          tierType: t.tierType,
          price: decimalOrNull(t.price),
          discountPercent: decimalOrNull(t.discountPercent),
          discountAmount: decimalOrNull(t.discountAmount),
        })) ?? null,
      tiersMode: e.tiersMode ?? null,
      quantityStep: decimalOrNull(e.quantityStep),
      quantityStepPrice: decimalOrNull(e.quantityStepPrice),
    }));
    const result = await this.replacePricelist.execute(actor, visibleId, entries);
    return { success: true, entries: result.entries };
  }

  /** Beyond the spec: what this vendor charges for a quantity, to check a tier setup. */
  @Get('id/:visibleId/pricelist/quote')
  @Operation({
    id: 'pricelists.quote',
    summary: 'What this vendor charges for a quantity of a product',
    response: PriceQuoteSchema,
    errors: { 404: ['VENDOR_NOT_FOUND', 'PRICELIST_ENTRY_NOT_FOUND'], 422: ['NO_BUYING_PRICE'] },
  })
  async quote(@CurrentActor() actor: Actor, @Param('visibleId') visibleId: string, @Query() query: QuoteQuery): Promise<Static<typeof PriceQuoteSchema>> {
    const quantity = Decimal.of(query.quantity);
    if (!quantity.gt(0)) throw ValidationError.field('quantity', 'must be greater than 0');
    const { entry, quote } = await this.quotePrice.execute(actor, visibleId, query.productId, quantity);
    return {
      productId: entry.productId,
      pricingMode: entry.pricingMode,
      tiersMode: entry.pricingMode === 'tiers' ? (entry.tiersMode ?? 'range') : null,
      quantity: quote.quantity.toNumber(),
      billedQuantity: quote.billedQuantity.toNumber(),
      unitPrice: quote.unitPrice.toNumber(),
      lineTotal: quote.lineTotal.toNumber(),
      source: quote.source,
      tierIndex: quote.tierIndex,
    };
  }
}
