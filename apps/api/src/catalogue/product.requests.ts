import { ApiPropertyOptional, ApiProperty } from '@nestjs/swagger';
import { PRODUCT_LIMITS } from '@backoffice/catalogue/domain';
import { IsBoolean, IsNumber, IsOptional, IsString, Length, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { QueryBoolean } from '../http/query';

const price = () => [IsNumber({ maxDecimalPlaces: PRODUCT_LIMITS.priceScale, allowNaN: false, allowInfinity: false }), Min(0), Max(PRODUCT_LIMITS.maxPrice)];
const apply = (decorators: PropertyDecorator[]): PropertyDecorator => (target, key) => decorators.forEach((d) => d(target, key));

export class CreateProductRequest {
  @ApiProperty({ maxLength: PRODUCT_LIMITS.name }) @IsString() @Length(1, PRODUCT_LIMITS.name) name: string;
  @ApiPropertyOptional({ maxLength: PRODUCT_LIMITS.sku }) @IsOptional() @IsString() @MaxLength(PRODUCT_LIMITS.sku) sku?: string;
  @ApiPropertyOptional({ maxLength: PRODUCT_LIMITS.manufacturerSku }) @IsOptional() @IsString() @MaxLength(PRODUCT_LIMITS.manufacturerSku) manufacturerSku?: string;
  @ApiPropertyOptional({ maxLength: PRODUCT_LIMITS.unit }) @IsOptional() @IsString() @MaxLength(PRODUCT_LIMITS.unit) unit?: string;
  @ApiPropertyOptional({ minimum: 0 }) @IsOptional() @apply(price()) buyingPrice?: number;
  @ApiPropertyOptional({ minimum: 0 }) @IsOptional() @apply(price()) price?: number;
  @ApiPropertyOptional({ default: true }) @IsOptional() @IsBoolean() isActive?: boolean;
}

/** Every field optional; `null` clears sku, manufacturerSku, unit and the prices. */
export class EditProductRequest {
  @ApiPropertyOptional() @IsOptional() @IsString() @Length(1, PRODUCT_LIMITS.name) name?: string;
  @ApiPropertyOptional({ nullable: true }) @ValidateIf((_, v) => v !== null && v !== undefined) @IsString() @MaxLength(PRODUCT_LIMITS.sku) sku?: string | null;
  @ApiPropertyOptional({ nullable: true }) @ValidateIf((_, v) => v !== null && v !== undefined) @IsString() @MaxLength(PRODUCT_LIMITS.manufacturerSku) manufacturerSku?: string | null;
  @ApiPropertyOptional({ nullable: true }) @ValidateIf((_, v) => v !== null && v !== undefined) @IsString() @MaxLength(PRODUCT_LIMITS.unit) unit?: string | null;
  @ApiPropertyOptional({ nullable: true }) @ValidateIf((_, v) => v !== null && v !== undefined) @apply(price()) buyingPrice?: number | null;
  @ApiPropertyOptional({ nullable: true }) @ValidateIf((_, v) => v !== null && v !== undefined) @apply(price()) price?: number | null;
  @ApiPropertyOptional() @IsOptional() @IsBoolean() isActive?: boolean;
}

export class ListProductsQuery {
  @ApiPropertyOptional({ description: 'Part of the name, SKU or manufacturer SKU' }) @IsOptional() @IsString() @MaxLength(200) search?: string;
  @ApiPropertyOptional() @IsOptional() @QueryBoolean() @IsBoolean() isActive?: boolean;
  @ApiPropertyOptional() @IsOptional() limit?: string;
  @ApiPropertyOptional() @IsOptional() offset?: string;
  @ApiPropertyOptional() @IsOptional() page?: string;
  @ApiPropertyOptional() @IsOptional() pageSize?: string;
}
