import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PRICELIST_LIMITS, PRICING_MODES, PricingMode, TIER_TYPES, TIERS_MODES, TierType, TiersMode } from '@backoffice/parties/domain';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsObject, IsOptional, IsString, Matches, Min, ValidateNested } from 'class-validator';
import { QueryInt } from '../http/query';
import { Amount, Money, RefId, Text } from './requests.shared';

const P = PRICELIST_LIMITS;

/** Shapes and types only: the tier rules (ranges, overlaps, discounts) are the domain's, with named errors. */
export class PriceTierRequest {
  @ApiProperty() @Amount(P.quantityScale) from: number;
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Omitted on the last band only: no upper end' }) @IsOptional() @Amount(P.quantityScale) to?: number | null;
  @ApiProperty({ enum: TIER_TYPES }) @IsIn(TIER_TYPES) tierType: TierType;
  @ApiPropertyOptional({ type: Number, nullable: true }) @IsOptional() @Amount(P.priceScale) price?: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) @IsOptional() @Amount(P.priceScale) discountPercent?: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) @IsOptional() @Amount(P.priceScale) discountAmount?: number | null;
}

export class PricelistEntryRequest {
  @ApiProperty() @RefId() productId: number;
  @ApiProperty({ enum: PRICING_MODES }) @IsIn(PRICING_MODES) pricingMode: PricingMode;
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: P.vendorSku }) @IsOptional() @Text(0, P.vendorSku) vendorSku?: string | null;
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'For pricingMode fixed' }) @IsOptional() @Money(P.priceScale) buyingPrice?: number | null;
  @ApiPropertyOptional({ type: [PriceTierRequest], nullable: true })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(P.tiers)
  @IsObject({ each: true })
  @ValidateNested({ each: true })
  @Type(() => PriceTierRequest)
  priceTiers?: PriceTierRequest[] | null;
  @ApiPropertyOptional({ nullable: true, enum: TIERS_MODES }) @IsOptional() @IsIn(TIERS_MODES) tiersMode?: TiersMode | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) @IsOptional() @Amount(P.quantityScale) quantityStep?: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) @IsOptional() @Amount(P.priceScale) quantityStepPrice?: number | null;
}

export class ReplacePricelistRequest {
  @ApiProperty({ type: [PricelistEntryRequest], maxItems: P.entries })
  @IsArray()
  @ArrayMaxSize(P.entries)
  @IsObject({ each: true })
  @ValidateNested({ each: true })
  @Type(() => PricelistEntryRequest)
  entries: PricelistEntryRequest[];
}

export class PricelistByEntityQuery {
  @ApiProperty({ description: "The vendor's numeric id" }) @QueryInt() @IsInt() @Min(1) entityId: number;
}

export class QuoteQuery {
  @ApiProperty() @QueryInt() @IsInt() @Min(1) productId: number;
  @ApiProperty({ description: 'Greater than 0, up to 4 decimals', example: '12.5' })
  @IsString()
  @Matches(/^\d{1,12}(\.\d{1,4})?$/, { message: 'quantity must be a positive number with at most 4 decimals' })
  quantity: string;
}
