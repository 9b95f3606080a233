import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ENTITY_TYPES,
  EntityType,
  PARTY_LIMITS,
  PAYMENT_TERM_TYPES,
  PaymentTermType,
  ROUND_DOCUMENT_TOTALS,
  RoundDocumentTotal,
  WITHHOLDING_BASES,
  WithholdingBase,
} from '@backoffice/parties/domain';
import { Type } from 'class-transformer';
import { IsBoolean, IsEmail, IsIn, IsInt, IsObject, IsOptional, IsString, Max, MaxLength, Min, ValidateIf, ValidateNested } from 'class-validator';
import { PaginationParams, QueryBoolean } from '../http/query';
import { CalendarDate, Money, Rate, RefId, Text } from './requests.shared';

const L = PARTY_LIMITS;
/** Present means checked; absent (undefined) means "leave it". Null is then rejected by the checks. */
const IfPresent = () => ValidateIf((_, v) => v !== undefined);
/** Checked unless absent or null (null clears). */
const IfValue = () => ValidateIf((_, v) => v !== undefined && v !== null);

export class ContactRequest {
  @ApiProperty({ maxLength: L.text }) @Text(1, L.text) firstName: string;
  @ApiPropertyOptional({ maxLength: L.text }) @IsOptional() @Text(0, L.text) lastName?: string;
  @ApiPropertyOptional({ maxLength: L.phoneNumber }) @IsOptional() @Text(0, L.phoneNumber) phoneNumber?: string;
  @ApiPropertyOptional({ maxLength: L.email }) @IsOptional() @IsEmail() @MaxLength(L.email) email?: string;
  @ApiPropertyOptional() @IsOptional() @RefId() addressId?: number;
}

/** Fields create and edit share, with the same limits. */
class VendorWritableFields {
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: L.email }) @IsOptional() @IsEmail() @MaxLength(L.email) email?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: L.phoneNumber }) @IsOptional() @Text(0, L.phoneNumber) phoneNumber?: string | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) @IsOptional() @RefId() logoFileId?: number | null;
  @ApiPropertyOptional({ enum: PAYMENT_TERM_TYPES, nullable: true }) @IsOptional() @IsIn(PAYMENT_TERM_TYPES) paymentTermType?: PaymentTermType | null;
  @ApiPropertyOptional({ minimum: 0, maximum: L.maxTermDays }) @IfPresent() @IsInt() @Min(0) @Max(L.maxTermDays) paymentTermDays?: number;
  @ApiPropertyOptional({ maxLength: L.ledgerEntityAccountKey, description: 'Saved only for owner and accountant keys; ignored for others' })
  @IfPresent()
  @Text(0, L.ledgerEntityAccountKey)
  ledgerEntityAccountKey?: string;
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: L.text }) @IsOptional() @Text(0, L.text) taxDeductionsFileNumber?: string | null;
  @ApiPropertyOptional({ type: Number, minimum: 0, maximum: 100, nullable: true, description: 'Null or never set: the company default' }) @IfValue() @Rate() withholdingTaxRate?:
    number | null;
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: L.text }) @IsOptional() @Text(0, L.text) withholdingCertificateNumber?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, format: 'date' }) @IsOptional() @CalendarDate() withholdingValidFrom?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, format: 'date' }) @IsOptional() @CalendarDate() withholdingValidUntil?: string | null;
  @ApiPropertyOptional({ nullable: true, enum: WITHHOLDING_BASES }) @IsOptional() @IsIn(WITHHOLDING_BASES) withholdingBase?: WithholdingBase | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) @IsOptional() @RefId() withholdingFileId?: number | null;
}

/** `POST /vendors/create`. Banking fields are not accepted here (spec: send them in an edit). */
export class CreateVendorRequest extends VendorWritableFields {
  @ApiProperty({ maxLength: L.taxId }) @Text(1, L.taxId) taxId: string;
  @ApiProperty({ maxLength: L.name }) @Text(1, L.name) name: string;
  @ApiProperty({ enum: ENTITY_TYPES }) @IsIn(ENTITY_TYPES) type: EntityType;
  @ApiPropertyOptional() @IsOptional() @RefId() addressId?: number;
  @ApiPropertyOptional({ description: 'Attach an existing contact; wins over contact' }) @IsOptional() @RefId() existingContactId?: number;
  @ApiPropertyOptional({ type: ContactRequest }) @IsOptional() @IsObject() @ValidateNested() @Type(() => ContactRequest) contact?: ContactRequest;
}

/** `PUT /vendors/edit/:visibleId`: every field optional; see docs/parties.md for each field's null and empty semantics. */
export class EditVendorRequest extends VendorWritableFields {
  @ApiPropertyOptional({ maxLength: L.taxId }) @IfPresent() @Text(1, L.taxId) taxId?: string;
  @ApiPropertyOptional({ maxLength: L.name }) @IfPresent() @Text(1, L.name) name?: string;
  @ApiPropertyOptional({ enum: ENTITY_TYPES }) @IfPresent() @IsIn(ENTITY_TYPES) type?: EntityType;
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'null clears it' }) @IsOptional() @RefId() addressId?: number | null;
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: L.text }) @IsOptional() @Text(0, L.text) bankNumber?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: L.text }) @IsOptional() @Text(0, L.text) branchNumber?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: L.text }) @IsOptional() @Text(0, L.text) accountNumber?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: L.text }) @IsOptional() @Text(0, L.text) accountingCustomerNumber?: string | null;
  @ApiPropertyOptional({ description: 'A number sets it; null or "" clears it; omitted leaves it', oneOf: [{ type: 'integer' }, { type: 'string', enum: [''] }], nullable: true })
  @ValidateIf((_, v) => v !== undefined && v !== null && v !== '')
  @IsInt()
  @Min(0)
  @Max(L.maxInternalCode)
  vendorInternalCode?: number | null | '';
  @ApiPropertyOptional({ type: Number, minimum: 0, maximum: 100, nullable: true, description: 'null: the company VAT rate' }) @IfValue() @Rate() specialVat?: number | null;
  @ApiPropertyOptional({ type: Number, minimum: 0, nullable: true, description: 'null clears it' }) @IfValue() @Money() creditLimit?: number | null;
  @ApiPropertyOptional({ enum: ROUND_DOCUMENT_TOTALS }) @IfPresent() @IsIn(ROUND_DOCUMENT_TOTALS) roundDocumentTotal?: RoundDocumentTotal;
}

export class ListVendorsQuery extends PaginationParams {
  @ApiPropertyOptional({ description: 'Part of the name, tax id or email (case-insensitive)' }) @IsOptional() @Text(0, L.search) search?: string;
  @ApiPropertyOptional({ enum: ENTITY_TYPES }) @IsOptional() @IsIn(ENTITY_TYPES) type?: EntityType;
  @ApiPropertyOptional({ description: 'Exact email, case-insensitive' }) @IsOptional() @Text(0, L.email) email?: string;
  @ApiPropertyOptional() @IsOptional() @Text(0, L.taxId) taxId?: string;
  @ApiPropertyOptional() @IsOptional() @QueryBoolean() @IsBoolean() hasContacts?: boolean;
  @ApiPropertyOptional({ enum: ['id', 'name', 'email', 'taxId', 'type'], description: 'Anything else sorts by id' }) @IsOptional() @IsString() sortBy?: string;
  @ApiPropertyOptional({ enum: ['asc', 'desc'] }) @IsOptional() @IsIn(['asc', 'desc', 'ASC', 'DESC']) sortOrder?: string;
}
