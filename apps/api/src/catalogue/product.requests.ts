import { ApiPropertyOptional, ApiProperty } from '@nestjs/swagger';
import { PRODUCT_LIMITS } from '@backoffice/catalogue/domain';
import { IsBoolean, IsOptional, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { PaginationParams, QueryBoolean } from '../http/query';
import { DecimalNumber, Text, apply } from '../http/request-validators';

const price = () => [DecimalNumber(PRODUCT_LIMITS.priceScale), Min(0), Max(PRODUCT_LIMITS.maxPrice)];

export class CreateProductRequest {
  @ApiProperty({ maxLength: PRODUCT_LIMITS.name }) @Text(1, PRODUCT_LIMITS.name) name: string;
  @ApiPropertyOptional({ maxLength: PRODUCT_LIMITS.sku }) @IsOptional() @Text(0, PRODUCT_LIMITS.sku) sku?: string;
  @ApiPropertyOptional({ maxLength: PRODUCT_LIMITS.manufacturerSku }) @IsOptional() @Text(0, PRODUCT_LIMITS.manufacturerSku) manufacturerSku?: string;
  @ApiPropertyOptional({ maxLength: PRODUCT_LIMITS.unit }) @IsOptional() @Text(0, PRODUCT_LIMITS.unit) unit?: string;
  @ApiPropertyOptional({ minimum: 0 }) @IsOptional() @apply(...price()) buyingPrice?: number;
  @ApiPropertyOptional({ minimum: 0 }) @IsOptional() @apply(...price()) price?: number;
  @ApiPropertyOptional({ default: true }) @IsOptional() @IsBoolean() isActive?: boolean;
}

/** Every field optional; `null` clears sku, manufacturerSku, unit and the prices. */
export class EditProductRequest {
  @ApiPropertyOptional() @IsOptional() @Text(1, PRODUCT_LIMITS.name) name?: string;
  @ApiPropertyOptional({ type: String, nullable: true }) @ValidateIf((_, v) => v !== null && v !== undefined) @Text(0, PRODUCT_LIMITS.sku) sku?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @ValidateIf((_, v) => v !== null && v !== undefined) @Text(0, PRODUCT_LIMITS.manufacturerSku) manufacturerSku?:
    string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @ValidateIf((_, v) => v !== null && v !== undefined) @Text(0, PRODUCT_LIMITS.unit) unit?: string | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) @ValidateIf((_, v) => v !== null && v !== undefined) @apply(...price()) buyingPrice?: number | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) @ValidateIf((_, v) => v !== null && v !== undefined) @apply(...price()) price?: number | null;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() isActive?: boolean;
}

export class ListProductsQuery extends PaginationParams {
  @ApiPropertyOptional({ description: 'Part of the name, SKU or manufacturer SKU' }) @IsOptional() @IsString() @MaxLength(200) search?: string;
  @ApiPropertyOptional() @IsOptional() @QueryBoolean() @IsBoolean() isActive?: boolean;
}
