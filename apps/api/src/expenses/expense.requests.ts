import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { EXPENSE_SORT_FIELDS } from '@backoffice/expenses/domain';
import { IsBoolean, IsIn, IsISO4217CurrencyCode, IsInt, IsOptional, Matches, Max, Min, ValidateIf } from 'class-validator';
import { PaginationParams, QueryInt } from '../http/query';
import { CalendarDate, DecimalNumber, RefId, Text, apply } from '../http/request-validators';

/** An ISO 4217 code as the standard writes it (upper case). */
const Currency = () => apply(IsISO4217CurrencyCode(), Matches(/^[A-Z]{3}$/, { message: '$property must be an upper-case ISO 4217 code' }));

/** Money in the API: at most 2 decimals and within numeric(18,2). Signs and order are the domain's rules. */
export const MoneyAmount = () => apply(DecimalNumber(2), Min(-1e13), Max(1e13));
/** Present means checked (null is refused); absent leaves the field as it is. */
const IfPresent = () => ValidateIf((_, v) => v !== undefined);
/** Checked unless absent or null (null clears). */
const IfValue = () => ValidateIf((_, v) => v !== undefined && v !== null);

export const EXPENSE_TEXT = { title: 500, documentNumber: 100, notes: 5000 };

/** `POST /expenses/create` (spec "Expenses"). */
export class CreateExpenseRequest {
  @ApiProperty({ description: 'Numeric entity id of a vendor of the company' }) @RefId() vendorId: number;
  @ApiProperty({ description: 'Receipt file id from POST /files/upload' }) @RefId() fileId: number;
  @ApiProperty({ example: '2026-03-02' }) @CalendarDate() date: string;
  @ApiProperty({ description: 'Including tax; greater than zero' }) @MoneyAmount() total: number;
  @ApiProperty() @MoneyAmount() tax: number;
  @ApiProperty({ description: '0 ≤ deductableTax ≤ tax' }) @MoneyAmount() deductableTax: number;
  @ApiPropertyOptional({ maxLength: EXPENSE_TEXT.title }) @IsOptional() @Text(0, EXPENSE_TEXT.title) title?: string;
  @ApiPropertyOptional({ maxLength: EXPENSE_TEXT.documentNumber }) @IsOptional() @Text(0, EXPENSE_TEXT.documentNumber) documentNumber?: string;
  @ApiPropertyOptional({ default: 'ILS' }) @IsOptional() @Currency() currency?: string;
  @ApiPropertyOptional({ maxLength: EXPENSE_TEXT.notes }) @IsOptional() @Text(0, EXPENSE_TEXT.notes) notes?: string;
  @ApiPropertyOptional({ default: false }) @IsOptional() @IsBoolean() isEquipment?: boolean;
}

/** `PUT /expenses/edit/:id`: every field optional; `entityId` is a synonym of `vendorId`. */
export class EditExpenseRequest {
  @ApiPropertyOptional() @IfPresent() @RefId() vendorId?: number;
  @ApiPropertyOptional({ description: 'Synonym of vendorId' }) @IfPresent() @RefId() entityId?: number;
  @ApiPropertyOptional() @IfPresent() @RefId() fileId?: number;
  @ApiPropertyOptional() @IfPresent() @CalendarDate() date?: string;
  @ApiPropertyOptional() @IfPresent() @MoneyAmount() total?: number;
  @ApiPropertyOptional() @IfPresent() @MoneyAmount() tax?: number;
  @ApiPropertyOptional() @IfPresent() @MoneyAmount() deductableTax?: number;
  @ApiPropertyOptional() @IfPresent() @Text(0, EXPENSE_TEXT.title) title?: string;
  @ApiPropertyOptional() @IfPresent() @Text(0, EXPENSE_TEXT.documentNumber) documentNumber?: string;
  @ApiPropertyOptional() @IfPresent() @Currency() currency?: string;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'null clears' }) @IfValue() @Text(0, EXPENSE_TEXT.notes) notes?: string | null;
  @ApiPropertyOptional() @IfPresent() @IsBoolean() isEquipment?: boolean;
}

export class ListExpensesQuery extends PaginationParams {
  @ApiPropertyOptional({ description: 'Across title, notes and document number' }) @IsOptional() @Text(0, 200) search?: string;
  @ApiPropertyOptional({ enum: ['all'], description: '`all` folds in supplier invoices' }) @IsOptional() @Text(0, 20) include?: string;
  @ApiPropertyOptional({ example: '2026-01-01' }) @IsOptional() @CalendarDate() startDate?: string;
  @ApiPropertyOptional({ example: '2026-12-31' }) @IsOptional() @CalendarDate() endDate?: string;
  @ApiPropertyOptional() @IsOptional() @QueryInt() @IsInt() @Min(1) @Max(2_147_483_647) vendorId?: number;
  @ApiPropertyOptional({ enum: EXPENSE_SORT_FIELDS, description: 'Anything else sorts by date' }) @IsOptional() @Text(0, 50) sortBy?: string;
  @ApiPropertyOptional({ enum: ['asc', 'desc'] }) @IsOptional() @IsIn(['asc', 'desc', 'ASC', 'DESC']) sortOrder?: string;
}

export class SummaryQuery {
  @ApiProperty({ example: '2026-01-01' }) @CalendarDate() startDate: string;
  @ApiProperty({ example: '2026-02-28' }) @CalendarDate() endDate: string;
}

/** `POST /purchase/create/supplierInvoice` (contract "Resources the spec only refers to"). */
export class CreateSupplierInvoiceRequest {
  @ApiProperty() @RefId() vendorId: number;
  @ApiProperty({ example: '2026-03-02' }) @CalendarDate() date: string;
  @ApiPropertyOptional({ maxLength: EXPENSE_TEXT.documentNumber }) @IsOptional() @Text(0, EXPENSE_TEXT.documentNumber) documentNumber?: string;
  @ApiPropertyOptional({ default: 'ILS' }) @IsOptional() @Currency() currency?: string;
  @ApiProperty() @MoneyAmount() total: number;
  @ApiProperty() @MoneyAmount() tax: number;
  @ApiPropertyOptional({ description: 'Defaults to tax' }) @IsOptional() @MoneyAmount() deductableTax?: number;
  @ApiPropertyOptional({ maxLength: EXPENSE_TEXT.title }) @IsOptional() @Text(0, EXPENSE_TEXT.title) title?: string;
  @ApiPropertyOptional() @IsOptional() @RefId() fileId?: number;
}

export class ListPurchaseQuery {
  @ApiPropertyOptional() @IsOptional() @CalendarDate() startDate?: string;
  @ApiPropertyOptional() @IsOptional() @CalendarDate() endDate?: string;
  @ApiPropertyOptional() @IsOptional() @QueryInt() @IsInt() @Min(1) @Max(2_147_483_647) vendorId?: number;
}
