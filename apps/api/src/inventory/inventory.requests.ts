import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { MOVEMENT_SORT_FIELDS, MovementSortField } from '@backoffice/inventory/application';
import { MAX_MOVEMENT_QUANTITY, MOVEMENT_TYPES, MovementType, WAREHOUSE_NAME_MAX } from '@backoffice/inventory/domain';
import { Transform } from 'class-transformer';
import { IsDefined, IsIn, IsInt, IsNumber, IsOptional, IsString, Length, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { PaginationParams, QueryInt } from '../http/query';

const MAX_ID = 2_147_483_647;
const id = (): PropertyDecorator => (target, key) => [IsInt(), Min(1), Max(MAX_ID)].forEach((d) => d(target, key));

export class CreateWarehouseRequest {
  @ApiProperty({ maxLength: WAREHOUSE_NAME_MAX }) @IsString() @Length(1, WAREHOUSE_NAME_MAX) name: string;
}

export class CreateStockRecordRequest {
  @ApiProperty() @id() productId: number;
  @ApiProperty() @id() warehouseId: number;
}

export class ListStockRecordsQuery extends PaginationParams {
  @ApiPropertyOptional() @IsOptional() @QueryInt() @id() productId?: number;
  @ApiPropertyOptional() @IsOptional() @QueryInt() @id() warehouseId?: number;
}

export class RecordStockMovementRequest {
  @ApiProperty({ description: "The stock record's numeric id, not a product id" }) @id() inventoryId: number;
  @ApiProperty({ enum: MOVEMENT_TYPES }) @IsIn(MOVEMENT_TYPES) movementType: MovementType;
  @ApiProperty({ minimum: 0, exclusiveMinimum: true, maximum: MAX_MOVEMENT_QUANTITY.toNumber(), description: 'Always positive, at most 4 decimals' })
  @IsNumber({ allowNaN: false, allowInfinity: false })
  quantity: number;
  @ApiPropertyOptional({ description: 'Required for TRANSFER, ignored otherwise' })
  @ValidateIf((o: RecordStockMovementRequest) => o.movementType === 'TRANSFER')
  @IsDefined({ message: 'targetWarehouseId is required for TRANSFER' })
  @id()
  targetWarehouseId?: number;
  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 0, description: 'Unit cost, at most 4 decimals' })
  @IsOptional()
  // Decimal places are checked with Decimal.parse: class-validator's maxDecimalPlaces throws on 1e-7.
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(0)
  @Max(1_000_000_000_000)
  unitPrice?: number | null;
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 500 }) @IsOptional() @IsString() @MaxLength(500) reason?: string | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) @IsOptional() @id() referenceId?: number | null;
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 50, example: 'SALE' }) @IsOptional() @IsString() @MaxLength(50) referenceType?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 2000 }) @IsOptional() @IsString() @MaxLength(2000) notes?: string | null;
}

const lower = () => Transform(({ value }) => (typeof value === 'string' ? value.toLowerCase() : value));

export class ListStockMovementsQuery extends PaginationParams {
  @ApiPropertyOptional({ description: 'Only movements on this stock record' }) @IsOptional() @QueryInt() @id() inventoryId?: number;
  @ApiPropertyOptional({ enum: MOVEMENT_TYPES }) @IsOptional() @IsIn(MOVEMENT_TYPES) movementType?: MovementType;
  @ApiPropertyOptional({ description: 'Partial, case-insensitive match on the reason' }) @IsOptional() @IsString() @MaxLength(200) reason?: string;
  @ApiPropertyOptional({ enum: MOVEMENT_SORT_FIELDS, default: 'id' }) @IsOptional() @IsIn(MOVEMENT_SORT_FIELDS) sortBy?: MovementSortField;
  @ApiPropertyOptional({ enum: ['asc', 'desc'], default: 'desc' }) @IsOptional() @lower() @IsIn(['asc', 'desc']) sortOrder?: 'asc' | 'desc';
}
