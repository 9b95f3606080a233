import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { CancelSupplierInvoice, CreateSupplierInvoice, GetSupplierInvoice, ListSupplierInvoices } from '@backoffice/expenses/application';
import { Actor, Decimal, wholeSet } from '@backoffice/shared/kernel';
import { CurrentActor } from '../http/auth';
import { CreateSupplierInvoiceRequest, ListPurchaseQuery } from './expense.requests';
import { supplierInvoiceView } from './expense.views';

/** Supplier invoices, the purchase side the expenses list folds in with `include=all`. */
@ApiTags('purchase')
@ApiBearerAuth()
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
  async list(@CurrentActor() actor: Actor, @Query() query: ListPurchaseQuery) {
    const rows = await this.listInvoices.execute(actor, { startDate: query.startDate, endDate: query.endDate, vendorId: query.vendorId });
    return wholeSet(rows.map(supplierInvoiceView));
  }

  @Get('id/:visibleId')
  async byVisibleId(@CurrentActor() actor: Actor, @Param('visibleId') visibleId: string) {
    return supplierInvoiceView(await this.getInvoice.execute(actor, visibleId));
  }

  @Post('create/supplierInvoice')
  @HttpCode(200)
  async create(@CurrentActor() actor: Actor, @Body() body: CreateSupplierInvoiceRequest) {
    const created = await this.createInvoice.execute(actor, {
      ...body,
      total: Decimal.of(body.total),
      tax: Decimal.of(body.tax),
      deductableTax: body.deductableTax === undefined ? undefined : Decimal.of(body.deductableTax),
    });
    return { success: true, id: created.id, visibleId: created.visibleId };
  }

  @Post('cancel/:visibleId')
  @HttpCode(200)
  async cancel(@CurrentActor() actor: Actor, @Param('visibleId') visibleId: string) {
    await this.cancelInvoice.execute(actor, visibleId);
    return { success: true };
  }
}
