import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CreateVendor, EditVendor, GetVendor, ListVendors, VendorChanges } from '@backoffice/parties/application';
import { VENDOR_SORT_FIELDS, VendorNotFoundError, VendorSortField } from '@backoffice/parties/domain';
import { Actor, PageWindow } from '@backoffice/shared/kernel';
import { CurrentActor } from '../http/auth';
import { compiledJson } from '../http/compiled-json';
import { AnswersJsonNull } from '../http/json-null';
import { Operation } from '../http/openapi/operation';
import { PageQuery } from '../http/query';
import { decimalOrNull } from './requests.shared';
import { VendorCreatedSchema, VendorEditedSchema, VendorPageSchema, VendorSchema } from './parties.schemas';
import { vendorRecord, vendorRow } from './vendor.view';
import { CreateVendorRequest, EditVendorRequest, ListVendorsQuery } from './vendor.requests';

const writeVendorPage = compiledJson(VendorPageSchema);

const TEXT_FIELDS = [
  'taxId',
  'name',
  'type',
  'email',
  'phoneNumber',
  'addressId',
  'logoFileId',
  'paymentTermType',
  'paymentTermDays',
  'bankNumber',
  'branchNumber',
  'accountNumber',
  'accountingCustomerNumber',
  'ledgerEntityAccountKey',
  'roundDocumentTotal',
  'taxDeductionsFileNumber',
  'withholdingCertificateNumber',
  'withholdingValidFrom',
  'withholdingValidUntil',
  'withholdingBase',
  'withholdingFileId',
] as const;
const DECIMAL_FIELDS = ['withholdingTaxRate', 'specialVat', 'creditLimit'] as const;

/** Only the fields the body carries; null clears, "" clears vendorInternalCode (spec "PUT /vendors/edit"). */
function changesOf(body: EditVendorRequest | CreateVendorRequest): VendorChanges {
  const b = body as Partial<Record<string, unknown>> & Pick<EditVendorRequest, 'vendorInternalCode'>;
  const changes: Record<string, unknown> = {};
  for (const field of TEXT_FIELDS) if (b[field] !== undefined) changes[field] = b[field];
  for (const field of DECIMAL_FIELDS) if (b[field] !== undefined) changes[field] = decimalOrNull(b[field] as number | null);
  if (b.vendorInternalCode !== undefined) changes.vendorInternalCode = b.vendorInternalCode === '' ? null : b.vendorInternalCode;
  return changes as VendorChanges;
}

@ApiTags('vendors')
@Controller('vendors')
export class VendorsController {
  constructor(
    private readonly createVendor: CreateVendor,
    private readonly editVendor: EditVendor,
    private readonly getVendor: GetVendor,
    private readonly listVendors: ListVendors,
  ) {}

  @Get()
  @Operation({ id: 'vendors.list', summary: 'List vendors, filtered, sorted and paged', response: VendorPageSchema })
  async list(@CurrentActor() actor: Actor, @Query() query: ListVendorsQuery, @PageQuery() window: PageWindow) {
    const sortBy = (VENDOR_SORT_FIELDS as readonly string[]).includes(query.sortBy ?? '') ? (query.sortBy as VendorSortField) : 'id';
    const page = await this.listVendors.execute(
      actor,
      {
        search: query.search || undefined,
        type: query.type,
        email: query.email || undefined,
        taxId: query.taxId || undefined,
        hasContacts: query.hasContacts,
        sortBy,
        sortOrder: query.sortOrder?.toLowerCase() === 'desc' ? 'desc' : 'asc',
      },
      window,
    );
    return writeVendorPage({ data: page.data.map(vendorRow), pagination: page.pagination });
  }

  /** 200 `null` for an unknown, malformed or another company's visibleId (spec, contract "Errors"). */
  @Get('id/:visibleId')
  @AnswersJsonNull()
  @Operation({ id: 'vendors.get', summary: 'One vendor by visibleId; the JSON body null when there is none', response: VendorSchema, answersNull: true })
  async get(@CurrentActor() actor: Actor, @Param('visibleId') visibleId: string) {
    const vendor = await this.getVendor.execute(actor, visibleId);
    return vendor ? vendorRecord(vendor) : null;
  }

  @Post('create')
  @HttpCode(200)
  @Operation({
    id: 'vendors.create',
    idempotent: true,
    summary: 'Create a vendor, or make an existing client with the same tax id a vendor too',
    response: VendorCreatedSchema,
    jsonBody: true,
    example: {
      name: 'אלקטרו-טק ציוד משרדי בע״מ',
      taxId: '516473824',
      type: 'COMPANY',
      email: 'orders@electrotech.co.il',
      phoneNumber: '04-8123456',
      addressId: 13,
      paymentTermType: 'CURRENT_PLUS_DAYS',
      paymentTermDays: 60,
      withholdingTaxRate: 5,
      withholdingCertificateNumber: '938471562',
      withholdingValidFrom: '2026-04-01',
      withholdingValidUntil: '2027-03-31',
      withholdingBase: 'without_vat',
      contact: { firstName: 'יוסי', lastName: 'מזרחי', phoneNumber: '050-7654321', email: 'yossi@electrotech.co.il' },
    } satisfies CreateVendorRequest,
    permission: 'write_business_data',
    errors: { 404: ['ADDRESS_NOT_FOUND', 'CONTACT_NOT_FOUND', 'FILE_NOT_FOUND'], 409: ['VENDOR_ALREADY_EXISTS'] },
  })
  async create(@CurrentActor() actor: Actor, @Body() body: CreateVendorRequest) {
    const { vendorId } = await this.createVendor.execute(actor, {
      fields: { ...changesOf(body), name: body.name, taxId: body.taxId, type: body.type },
      contact: body.contact && {
        firstName: body.contact.firstName,
        lastName: body.contact.lastName ?? null,
        phoneNumber: body.contact.phoneNumber ?? null,
        email: body.contact.email ?? null,
        addressId: body.contact.addressId ?? null,
      },
      existingContactId: body.existingContactId,
    });
    return { success: true, vendorId };
  }

  @Put('edit/:visibleId')
  @HttpCode(200)
  @Operation({
    id: 'vendors.edit',
    idempotent: true,
    summary: 'Change the fields sent; null clears a field (docs/parties.md)',
    response: VendorEditedSchema,
    jsonBody: true,
    example: { phoneNumber: '04-8123499', bankNumber: '12', branchNumber: '600', accountNumber: '245113', creditLimit: 50000 } satisfies EditVendorRequest,
    permission: 'write_business_data',
    errors: { 404: ['VENDOR_NOT_FOUND', 'ADDRESS_NOT_FOUND', 'FILE_NOT_FOUND'], 409: ['TAX_ID_TAKEN'] },
  })
  async edit(@CurrentActor() actor: Actor, @Param('visibleId') visibleId: string, @Body() body: EditVendorRequest) {
    if (!(await this.editVendor.execute(actor, visibleId, changesOf(body)))) throw new VendorNotFoundError();
    return { success: true, visibleId };
  }
}
