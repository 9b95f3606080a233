import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CreateExpense, DeleteExpense, EditExpense, ExpenseChanges, ExpenseRow, GetExpense, ListExpenses, SummarizeExpenses } from '@backoffice/expenses/application';
import { expenseSortField } from '@backoffice/expenses/domain';
import { Actor, Decimal, PageWindow, ValidationError } from '@backoffice/shared/kernel';
import { CurrentActor } from '../http/auth';
import { IdPipe } from '../http/id.pipe';
import { AnswersJsonNull } from '../http/json-null';
import { Operation } from '../http/openapi/operation';
import { Static } from '../http/openapi/schemas';
import { PageQuery } from '../http/query';
import { ExpensePageSchema, ExpenseRowSchema, ExpenseSavedSchema, ExpenseSummarySchema } from './expenses.schemas';
import { DoneSchema } from '../catalogue/products.schemas';
import { CreateExpenseRequest, EditExpenseRequest, ListExpensesQuery, SummaryQuery } from './expense.requests';
import { expenseRow, mergedRow, summaryView } from './expense.views';

const dec = (v: number | undefined) => (v === undefined ? undefined : Decimal.of(v));

function changesOf(body: EditExpenseRequest): ExpenseChanges {
  if (body.vendorId !== undefined && body.entityId !== undefined && body.vendorId !== body.entityId) {
    throw ValidationError.field('entityId', 'is a synonym of vendorId and must match it when both are sent');
  }
  return {
    vendorId: body.vendorId ?? body.entityId,
    fileId: body.fileId,
    date: body.date,
    total: dec(body.total),
    tax: dec(body.tax),
    deductableTax: dec(body.deductableTax),
    title: body.title,
    documentNumber: body.documentNumber,
    currency: body.currency,
    notes: body.notes,
    isEquipment: body.isEquipment,
  };
}

@ApiTags('expenses')
@Controller('expenses')
export class ExpensesController {
  constructor(
    private readonly createExpense: CreateExpense,
    private readonly editExpense: EditExpense,
    private readonly deleteExpense: DeleteExpense,
    private readonly getExpense: GetExpense,
    private readonly listExpenses: ListExpenses,
    private readonly summarize: SummarizeExpenses,
  ) {}

  /** Own expenses; with `include=all` supplier invoices too, in one sorted, paged list. */
  @Get()
  @Operation({ id: 'expenses.list', summary: 'List expenses (with include=all, supplier invoices too), searched, filtered, sorted and paged', response: ExpensePageSchema })
  async list(@CurrentActor() actor: Actor, @Query() query: ListExpensesQuery, @PageQuery() window: PageWindow): Promise<Static<typeof ExpensePageSchema>> {
    const includeAll = query.include === 'all';
    const sort = { field: expenseSortField(query.sortBy, includeAll), order: query.sortOrder?.toLowerCase() === 'desc' ? ('desc' as const) : ('asc' as const) };
    const filter = { search: query.search || undefined, startDate: query.startDate, endDate: query.endDate, vendorId: query.vendorId };
    const page = await this.listExpenses.execute(actor, filter, sort, window, includeAll);
    const data = includeAll ? page.data.map(mergedRow) : page.data.map((row) => expenseRow(row as ExpenseRow));
    return { data, pagination: page.pagination };
  }

  /** Totals in ILS of expenses and supplier invoices dated in the period, equipment and running costs apart. */
  @Get('summary')
  @Operation({
    id: 'expenses.summary',
    summary: 'Totals in ILS of expenses and supplier invoices dated in a period, equipment and running costs apart',
    response: ExpenseSummarySchema,
  })
  async summary(@CurrentActor() actor: Actor, @Query() query: SummaryQuery) {
    return summaryView(query.startDate, query.endDate, await this.summarize.execute(actor, query.startDate, query.endDate));
  }

  /** 200 `null` for an unknown or another company's id (spec, contract "Errors"). */
  @Get('id/:id')
  @AnswersJsonNull()
  @Operation({ id: 'expenses.get', summary: 'One expense row by id; the JSON body null when there is none', response: ExpenseRowSchema, answersNull: true })
  async byId(@CurrentActor() actor: Actor, @Param('id', IdPipe) id: number): Promise<Static<typeof ExpenseRowSchema> | null> {
    const row = await this.getExpense.execute(actor, id);
    return row ? expenseRow(row) : null;
  }

  @Post('create')
  @HttpCode(200)
  @Operation({
    id: 'expenses.create',
    idempotent: true,
    summary: 'Record an expense with its receipt',
    response: ExpenseSavedSchema,
    jsonBody: true,
    example: {
      vendorId: 17,
      fileId: 230,
      date: '2026-11-18',
      total: 1180,
      tax: 180,
      deductableTax: 180,
      title: 'טונרים למדפסות, נובמבר',
      documentNumber: '40217',
      currency: 'ILS',
      isEquipment: false,
    } satisfies CreateExpenseRequest,
    permission: 'create_expenses',
    errors: { 404: ['VENDOR_NOT_FOUND', 'FILE_NOT_FOUND'] },
  })
  async create(@CurrentActor() actor: Actor, @Body() body: CreateExpenseRequest): Promise<Static<typeof ExpenseSavedSchema>> {
    const expenseId = await this.createExpense.execute(actor, {
      ...body,
      total: Decimal.of(body.total),
      tax: Decimal.of(body.tax),
      deductableTax: Decimal.of(body.deductableTax),
    });
    return { success: true as const, expenseId };
  }

  @Put('edit/:id')
  @HttpCode(200)
  @Operation({
    id: 'expenses.edit',
    idempotent: true,
    summary: 'Change the fields sent',
    response: ExpenseSavedSchema,
    jsonBody: true,
    example: { date: '2026-11-17', documentNumber: '40218', notes: 'The supplier reissued the invoice with the delivery date' } satisfies EditExpenseRequest,
    permission: 'write_business_data',
    errors: { 404: ['EXPENSE_NOT_FOUND', 'VENDOR_NOT_FOUND', 'FILE_NOT_FOUND'] },
  })
  async edit(@CurrentActor() actor: Actor, @Param('id', IdPipe) id: number, @Body() body: EditExpenseRequest): Promise<Static<typeof ExpenseSavedSchema>> {
    await this.editExpense.execute(actor, id, changesOf(body));
    return { success: true as const, expenseId: id };
  }

  @Delete('delete/:id')
  @HttpCode(200)
  @Operation({
    id: 'expenses.delete',
    idempotent: true,
    summary: 'Delete an expense',
    response: DoneSchema,
    permission: 'write_business_data',
    errors: { 404: ['EXPENSE_NOT_FOUND'] },
  })
  async remove(@CurrentActor() actor: Actor, @Param('id', IdPipe) id: number): Promise<Static<typeof DoneSchema>> {
    await this.deleteExpense.execute(actor, id);
    return { success: true as const };
  }
}
