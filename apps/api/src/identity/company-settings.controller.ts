import { Body, Controller, Get, HttpCode, Put } from '@nestjs/common';
import { ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { EditCompanySettings, GetCompanySettings } from '@backoffice/identity/application';
import { COMPANY_SETTINGS_LIMITS, CompanySettings, PAYMENT_TERM_TYPES, PaymentTermType } from '@backoffice/identity/domain';
import { Actor, Decimal } from '@backoffice/shared/kernel';
import { IsBoolean, IsIn, IsInt, Max, Min, ValidateIf } from 'class-validator';
import { CurrentActor } from '../http/auth';
import { Operation } from '../http/openapi/operation';
import { Static } from '../http/openapi/schemas';
import { DecimalNumber } from '../parties/requests.shared';
import { CompanySettingsEditedSchema, CompanySettingsSchema } from './identity.schemas';

const S = COMPANY_SETTINGS_LIMITS;
const IfPresent = () => ValidateIf((_, v) => v !== undefined);

/** Every field optional; none may be null (a setting always has a value). */
export class EditCompanySettingsRequest {
  @ApiPropertyOptional({ enum: PAYMENT_TERM_TYPES }) @IfPresent() @IsIn(PAYMENT_TERM_TYPES) defaultPaymentTermType?: PaymentTermType;
  @ApiPropertyOptional({ minimum: 0, maximum: S.maxTermDays }) @IfPresent() @IsInt() @Min(0) @Max(S.maxTermDays) defaultPaymentTermDays?: number;
  @ApiPropertyOptional({ minimum: 0, maximum: 100 }) @IfPresent() @DecimalNumber(S.rateScale) @Min(0) @Max(100) defaultWithholdingTaxRate?: number;
  @ApiPropertyOptional({ minimum: 0, maximum: 100 }) @IfPresent() @DecimalNumber(S.rateScale) @Min(0) @Max(100) vatRate?: number;
  @ApiPropertyOptional() @IfPresent() @IsBoolean() roundDocumentTotals?: boolean;
  @ApiPropertyOptional({ minimum: 0 }) @IfPresent() @DecimalNumber(S.amountScale) @Min(0) @Max(S.maxAmount) allocationNumberThreshold?: number;
}

function settingsView(s: CompanySettings): Static<typeof CompanySettingsSchema> {
  return {
    defaultPaymentTermType: s.defaultPaymentTermType,
    defaultPaymentTermDays: s.defaultPaymentTermDays,
    defaultWithholdingTaxRate: Decimal.of(s.defaultWithholdingTaxRate).toNumber(),
    vatRate: Decimal.of(s.vatRate).toNumber(),
    roundDocumentTotals: s.roundDocumentTotals,
    allocationNumberThreshold: Decimal.of(s.allocationNumberThreshold).toNumber(),
  };
}

/** `GET/PUT /company/settings`: owner and accountant keys. */
@ApiTags('company settings')
@Controller('company/settings')
export class CompanySettingsController {
  constructor(
    private readonly getSettings: GetCompanySettings,
    private readonly editSettings: EditCompanySettings,
  ) {}

  @Get()
  @Operation({ id: 'companySettings.get', summary: "The company's settings", response: CompanySettingsSchema, permission: 'manage_company_settings' })
  async get(@CurrentActor() actor: Actor) {
    return settingsView(await this.getSettings.execute(actor));
  }

  @Put()
  @HttpCode(200)
  @Operation({
    id: 'companySettings.edit',
    idempotent: true,
    summary: 'Change the settings sent; none may be null',
    response: CompanySettingsEditedSchema,
    jsonBody: true,
    example: { defaultPaymentTermType: 'CURRENT_PLUS_DAYS', defaultPaymentTermDays: 60, vatRate: 18, allocationNumberThreshold: 5000 } satisfies EditCompanySettingsRequest,
    permission: 'manage_company_settings',
  })
  async edit(@CurrentActor() actor: Actor, @Body() body: EditCompanySettingsRequest) {
    const changes: Partial<CompanySettings> = {};
    if (body.defaultPaymentTermType !== undefined) changes.defaultPaymentTermType = body.defaultPaymentTermType;
    if (body.defaultPaymentTermDays !== undefined) changes.defaultPaymentTermDays = body.defaultPaymentTermDays;
    if (body.defaultWithholdingTaxRate !== undefined) changes.defaultWithholdingTaxRate = Decimal.of(body.defaultWithholdingTaxRate).toString();
    if (body.vatRate !== undefined) changes.vatRate = Decimal.of(body.vatRate).toString();
    if (body.roundDocumentTotals !== undefined) changes.roundDocumentTotals = body.roundDocumentTotals;
    if (body.allocationNumberThreshold !== undefined) changes.allocationNumberThreshold = Decimal.of(body.allocationNumberThreshold).toString();
    return { success: true, settings: settingsView(await this.editSettings.execute(actor, changes)) };
  }
}
