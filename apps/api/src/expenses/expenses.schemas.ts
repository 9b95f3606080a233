import { CalendarDate, Id, Named, Nullable, Page, Pagination, Success, Timestamp, Type } from '../http/openapi/schemas';

const Money = (description?: string) => Type.Number(description ? { description } : {});
const NamedRef = Named('NamedRef', { id: Id(), name: Nullable(Type.String()) });

const expenseFields = {
  id: Id(),
  entityId: Id({ description: "The vendor's numeric id" }),
  title: Type.String(),
  date: CalendarDate(),
  documentNumber: Type.String(),
  currency: Type.String({ pattern: '^[A-Z]{3}$' }),
  total: Money('With VAT, in the expense currency'),
  tax: Money(),
  deductableTax: Money(),
  isEquipment: Type.Boolean(),
  notes: Nullable(Type.String()),
  fileId: Id({ description: 'The receipt' }),
  totalInILS: Nullable(Money('At the Bank of Israel rate of its date; null until that rate is imported')),
  createdAt: Timestamp(),
};

export const ExpenseSchema = Named('Expense', expenseFields);

export const ExpenseRowSchema = Named('ExpenseRow', {
  expense: ExpenseSchema,
  vendor: NamedRef,
  user: Type.Object({ id: Id(), name: Nullable(Type.String()) }, { description: 'The API key that recorded it' }),
  file: Type.Object({ id: Id(), remoteUrl: Nullable(Type.String({ description: 'Signed link to the receipt' })) }),
});

export const MergedExpenseRowSchema = Named('MergedExpenseRow', {
  source: Type.Literal('expense'),
  expense: ExpenseSchema,
  vendor: NamedRef,
  user: Type.Object({ id: Id(), name: Nullable(Type.String()) }),
  file: Type.Object({ id: Id(), remoteUrl: Nullable(Type.String()) }),
});

export const SupplierInvoiceAsExpenseRowSchema = Named('SupplierInvoiceAsExpenseRow', {
  source: Type.Literal('supplier_invoice'),
  documentVisibleId: Type.String({ format: 'uuid', description: "The supplier invoice's visibleId" }),
  expense: Named(
    'SupplierInvoiceAsExpense',
    { ...expenseFields, fileId: Nullable(Id()) },
    { description: 'The supplier invoice in the shape of an expense (isEquipment false, notes null)' },
  ),
  vendor: NamedRef,
});

export const ExpensePageSchema = Named(
  'ExpensePage',
  { data: Type.Union([Type.Array(ExpenseRowSchema), Type.Array(Type.Union([MergedExpenseRowSchema, SupplierInvoiceAsExpenseRowSchema]))]), pagination: Pagination },
  { description: 'Expense rows; with include=all every row has a source and supplier invoices are folded in' },
);

const Figures = Named('ExpenseFigures', { count: Type.Integer({ minimum: 0 }), total: Money(), tax: Money(), deductableTax: Money() });

export const ExpenseSummarySchema = Named('ExpenseSummary', {
  startDate: CalendarDate(),
  endDate: CalendarDate(),
  currency: Type.Literal('ILS'),
  equipment: Figures,
  running: Figures,
  all: Figures,
  unconverted: Type.Integer({ minimum: 0, description: 'Rows left out: no exchange rate for their date yet' }),
});

export const ExpenseSavedSchema = Named('ExpenseSaved', { success: Success, expenseId: Id() });

export const SupplierInvoiceSchema = Named('SupplierInvoice', {
  id: Id(),
  visibleId: Type.String({ format: 'uuid' }),
  vendorId: Id(),
  vendor: NamedRef,
  date: CalendarDate(),
  documentNumber: Type.String(),
  title: Type.String(),
  currency: Type.String({ pattern: '^[A-Z]{3}$' }),
  total: Money(),
  tax: Money(),
  deductableTax: Money(),
  totalInILS: Nullable(Money()),
  fileId: Nullable(Id()),
  status: Type.Unsafe<'ACTIVE' | 'CANCELLED'>({ type: 'string', enum: ['ACTIVE', 'CANCELLED'] }),
  cancelledAt: Nullable(Timestamp()),
  createdAt: Timestamp(),
});

export const SupplierInvoicePageSchema = Page('SupplierInvoicePage', SupplierInvoiceSchema);
export const SupplierInvoiceCreatedSchema = Named('SupplierInvoiceCreated', { success: Success, id: Id(), visibleId: Type.String({ format: 'uuid' }) });
