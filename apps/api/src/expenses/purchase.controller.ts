import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CancelSupplierInvoice, CreateSupplierInvoice, GetSupplierInvoice, ListSupplierInvoices } from '@backoffice/expenses/application';
import { Actor, Decimal, wholeSet } from '@backoffice/shared/kernel';
import { CurrentActor } from '../http/auth';
import { Operation } from '../http/openapi/operation';
import { Static } from '../http/openapi/schemas';
import { DoneSchema } from '../catalogue/products.schemas';
import { SupplierInvoiceCreatedSchema, SupplierInvoicePageSchema, SupplierInvoiceSchema } from './expenses.schemas';
import { CreateSupplierInvoiceRequest, ListPurchaseQuery } from './expense.requests';
import { supplierInvoiceView } from './expense.views';

/** Supplier invoices, the purchase side the expenses list folds in with `include=all`. */
@ApiTags('purchase')
@Controller('purchase')
export class PurchaseController {
  constructor(
    private readonly createInvoice: CreateSupplierInvoice,
    private readonly listInvoices: ListSupplierInvoices,
    private readonly getInvoice: GetSupplierInvoice,
    private readonly cancelInvoice: CancelSupplierInvoice,
  ) {}

  /** The whole set (pagination rule 6), newest first; narrowed by dates and vendor. */
  @Get()
  @Operation({ id: 'purchase.list', summary: 'Supplier invoices, newest first, narrowed by dates and vendor (the whole set)', response: SupplierInvoicePageSchema })
  async list(@CurrentActor() actor: Actor, @Query() query: ListPurchaseQuery) {
    const rows = await this.listInvoices.execute(actor, { startDate: query.startDate, endDate: query.endDate, vendorId: query.vendorId });
    return wholeSet(rows.map(supplierInvoiceView));
  }

  @Get('id/:visibleId')
  @Operation({ id: 'purchase.get', summary: 'One supplier invoice by visibleId', response: SupplierInvoiceSchema, errors: { 404: ['SUPPLIER_INVOICE_NOT_FOUND'] } })
  async byVisibleId(@CurrentActor() actor: Actor, @Param('visibleId') visibleId: string) {
    return supplierInvoiceView(await this.getInvoice.execute(actor, visibleId));
  }

  @Post('create/supplierInvoice')
  @HttpCode(200)
  @Operation({
    id: 'purchase.createSupplierInvoice',
    idempotent: true,
    summary: 'Record a supplier invoice',
    response: SupplierInvoiceCreatedSchema,
    jsonBody: true,
    example: {
      vendorId: 17,
      date: '2026-11-15',
      documentNumber: '2026-0311',
      currency: 'ILS',
      total: 11800,
      tax: 1800,
      deductableTax: 1800,
      title: 'Stock order: toner and A4 paper',
      fileId: 231,
    } satisfies CreateSupplierInvoiceRequest,
    permission: 'write_business_data',
    errors: { 404: ['VENDOR_NOT_FOUND', 'FILE_NOT_FOUND'] },
  })
  async create(@CurrentActor() actor: Actor, @Body() body: CreateSupplierInvoiceRequest): Promise<Static<typeof SupplierInvoiceCreatedSchema>> {
    const created = await this.createInvoice.execute(actor, {
      ...body,
      total: Decimal.of(body.total),
      tax: Decimal.of(body.tax),
      deductableTax: body.deductableTax === undefined ? undefined : Decimal.of(body.deductableTax),
    });
    return { success: true as const, id: created.id, visibleId: created.visibleId };
  }

  @Post('cancel/:visibleId')
  @HttpCode(200)
  @Operation({
    id: 'purchase.cancel',
    idempotent: true,
    summary: 'Cancel a supplier invoice (cancelling it again changes nothing)',
    response: DoneSchema,
    permission: 'write_business_data',
    errors: { 404: ['SUPPLIER_INVOICE_NOT_FOUND'] },
  })
  async cancel(@CurrentActor() actor: Actor, @Param('visibleId') visibleId: string): Promise<Static<typeof DoneSchema>> {
    await this.cancelInvoice.execute(actor, visibleId);
    return { success: true as const };
  }
}
