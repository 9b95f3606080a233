import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsISO4217CurrencyCode, IsObject, IsOptional, Matches, Max, Min, ValidateNested } from 'class-validator';
import { QueryInt } from '../http/query';
import { CalendarDate, DecimalNumber, RefId, Text } from '../http/request-validators';

const MAX_MONEY = 1_000_000_000;

/**
 * Card details. They go to the processor and nowhere else: validation messages name the field,
 * never the value, and the request log holds no bodies.
 */
export class CardRequest {
  @ApiProperty({ example: '4242424242424242', description: 'Digits only, 12 to 19' }) @Matches(/^\d{12,19}$/, { message: 'number must be 12 to 19 digits' }) number: string;
  @ApiProperty({ minimum: 1, maximum: 12 }) @IsInt() @Min(1) @Max(12) expMonth: number;
  @ApiProperty({ example: 2030 }) @IsInt() @Min(2000) @Max(2200) expYear: number;
  @ApiProperty({ example: '123', description: '3 digits, 4 for American Express' }) @Matches(/^\d{3,4}$/, { message: 'cvc must be 3 or 4 digits' }) cvc: string;
}

export class SavePaymentMethodRequest {
  @ApiProperty({ description: "The client's entity id" }) @RefId() entityId: number;
  @ApiProperty({ type: CardRequest }) @IsObject() @ValidateNested() @Type(() => CardRequest) card: CardRequest;
}

export class ListPaymentMethodsQuery {
  @ApiPropertyOptional() @IsOptional() @QueryInt() @IsInt() @Min(1) @Max(2_147_483_647) entityId?: number;
}

export class ChargeRequest {
  @ApiProperty({ example: 'pm_…', description: 'A saved card (`POST /gateway/tokens`)' }) @Text(1, 64) paymentMethodId: string;
  @ApiProperty({ description: 'Greater than 0, up to 2 decimals' }) @DecimalNumber(2) @Min(0.01) @Max(MAX_MONEY) amount: number;
  @ApiPropertyOptional({ default: 'ILS' }) @IsOptional() @IsISO4217CurrencyCode() currency?: string;
  @ApiPropertyOptional({ default: true, description: 'false: authorise now, capture later' }) @IsOptional() @IsBoolean() capture?: boolean;
  @ApiPropertyOptional({ maxLength: 500 }) @IsOptional() @Text(0, 500) description?: string;
  @ApiPropertyOptional({ default: false, description: 'Issue a receipt document to the client when the money is captured' })
  @IsOptional()
  @IsBoolean()
  issueReceipt?: boolean;
}

export class CaptureRequest {
  @ApiPropertyOptional({ description: 'Part of the authorisation to capture; all of it when omitted' }) @IsOptional() @DecimalNumber(2) @Min(0.01) @Max(MAX_MONEY) amount?: number;
}

export class RefundRequest {
  @ApiPropertyOptional({ description: 'What is left to refund when omitted' }) @IsOptional() @DecimalNumber(2) @Min(0.01) @Max(MAX_MONEY) amount?: number;
  @ApiPropertyOptional({ maxLength: 500 }) @IsOptional() @Text(0, 500) reason?: string;
}

export class CreatePaymentPageRequest {
  @ApiProperty({ maxLength: 200 }) @Text(1, 200) title: string;
  @ApiProperty() @DecimalNumber(2) @Min(0.01) @Max(MAX_MONEY) amount: number;
  @ApiPropertyOptional({ default: 'ILS' }) @IsOptional() @IsISO4217CurrencyCode() currency?: string;
  @ApiPropertyOptional({ description: 'The client asked to pay, if any' }) @IsOptional() @RefId() entityId?: number;
  @ApiPropertyOptional({ maxLength: 2000 }) @IsOptional() @Text(0, 2000) description?: string;
}

export class CreateRecurringPaymentRequest {
  @ApiProperty({ description: 'A saved card; its client is the payer' }) @Text(1, 64) paymentMethodId: string;
  @ApiProperty() @DecimalNumber(2) @Min(0.01) @Max(MAX_MONEY) amount: number;
  @ApiPropertyOptional({ default: 'ILS' }) @IsOptional() @IsISO4217CurrencyCode() currency?: string;
  @ApiProperty({ enum: ['week', 'month', 'year'] }) @IsIn(['week', 'month', 'year']) interval: 'week' | 'month' | 'year';
  @ApiPropertyOptional({ example: '2026-12-01', description: 'First charge date; today when omitted' }) @IsOptional() @CalendarDate() startDate?: string;
  @ApiPropertyOptional({ maxLength: 500 }) @IsOptional() @Text(0, 500) description?: string;
}
