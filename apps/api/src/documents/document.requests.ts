import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { DOCUMENT_STATUSES, DOCUMENT_TYPES, DocumentStatus, DocumentType, PAYMENT_METHODS, PaymentMethod } from '@backoffice/documents/domain';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsISO4217CurrencyCode, IsObject, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { PaginationParams, QueryInt } from '../http/query';
import { CalendarDate, DecimalNumber, RefId, Text } from '../http/request-validators';

const MAX_ID = 2_147_483_647;
const MAX_MONEY = 1_000_000_000_000;

export class DocumentItemRequest {
  @ApiProperty({ maxLength: 500 }) @Text(1, 500) description: string;
  @ApiProperty({ description: 'Greater than 0, up to 4 decimals' })
  @DecimalNumber(4)
  @Min(0.0001)
  @Max(1_000_000_000)
  quantity: number;
  @ApiProperty({ description: 'Before VAT, up to 4 decimals; negative for a discount line' })
  @DecimalNumber(4)
  @Min(-MAX_MONEY)
  @Max(MAX_MONEY)
  unitPrice: number;
  @ApiPropertyOptional() @IsOptional() @RefId() productId?: number;
}

export class DocumentPaymentRequest {
  @ApiProperty({ enum: PAYMENT_METHODS }) @IsIn(PAYMENT_METHODS) method: PaymentMethod;
  @ApiProperty() @DecimalNumber(2) @Min(0.01) @Max(MAX_MONEY) amount: number;
  @ApiPropertyOptional({ example: '2026-11-21' }) @IsOptional() @CalendarDate() date?: string;
}

export class DocumentAllocationRequest {
  @ApiProperty({ description: 'Internal numeric id of the invoice (`documentId` in events)' }) @RefId() documentId: number;
  @ApiProperty() @DecimalNumber(2) @Min(0.01) @Max(MAX_MONEY) amount: number;
}

/** The body of `POST /documents/create/:type` (contract "Documents"). */
export class CreateDocumentRequest {
  @ApiProperty() @RefId() entityId: number;
  @ApiPropertyOptional({ example: '2026-11-21', description: 'Issue date; today when omitted' }) @IsOptional() @CalendarDate() date?: string;
  @ApiPropertyOptional({ default: 'ILS' }) @IsOptional() @IsISO4217CurrencyCode() currency?: string;
  @ApiPropertyOptional({ maxLength: 64, description: 'Unique within the company; a second creation answers alreadyExists' })
  @IsOptional()
  @Text(1, 64)
  externalId?: string;
  @ApiPropertyOptional({ maxLength: 2000 }) @IsOptional() @Text(0, 2000) remarks?: string;
  @ApiPropertyOptional({ type: [DocumentItemRequest] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(500)
  @IsObject({ each: true })
  @ValidateNested({ each: true })
  @Type(() => DocumentItemRequest)
  items?: DocumentItemRequest[];
  @ApiPropertyOptional({ type: [DocumentPaymentRequest] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(100)
  @IsObject({ each: true })
  @ValidateNested({ each: true })
  @Type(() => DocumentPaymentRequest)
  payments?: DocumentPaymentRequest[];
  @ApiPropertyOptional({ type: [DocumentAllocationRequest] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(100)
  @IsObject({ each: true })
  @ValidateNested({ each: true })
  @Type(() => DocumentAllocationRequest)
  allocations?: DocumentAllocationRequest[];
  @ApiPropertyOptional({ description: 'Refund: the credited document; other types: the document this one covers' })
  @IsOptional()
  @RefId()
  relatedDocumentId?: number;
}

export class ListDocumentsQuery extends PaginationParams {
  @ApiPropertyOptional({ enum: DOCUMENT_TYPES }) @IsOptional() @IsIn(DOCUMENT_TYPES) type?: DocumentType;
  @ApiPropertyOptional() @IsOptional() @QueryInt() @IsInt() @Min(1) @Max(MAX_ID) entityId?: number;
  @ApiPropertyOptional({ enum: DOCUMENT_STATUSES }) @IsOptional() @IsIn(DOCUMENT_STATUSES) status?: DocumentStatus;
  @ApiPropertyOptional({ example: '2026-01-01' }) @IsOptional() @CalendarDate() startDate?: string;
  @ApiPropertyOptional({ example: '2026-12-31' }) @IsOptional() @CalendarDate() endDate?: string;
  @ApiPropertyOptional({ description: 'Opens a change-feed sweep (oldest change first)' }) @IsOptional() @IsString() @MaxLength(64) updatedSince?: string;
  @ApiPropertyOptional({ description: 'nextCursor of the previous batch, verbatim; wins over updatedSince' })
  @IsOptional()
  @IsString()
  @MaxLength(512)
  cursor?: string;
}

/** `POST /documents/preview` and `/preview/html`: the creation body plus the type. */
export class PreviewDocumentRequest extends CreateDocumentRequest {
  @ApiProperty({ enum: DOCUMENT_TYPES }) @IsIn(DOCUMENT_TYPES) type: DocumentType;
}

export class CancelDocumentRequest {
  @ApiProperty({ maxLength: 500 }) @Text(1, 500) reason: string;
}
