import { DOCUMENT_STATUSES, DOCUMENT_TYPES, PAYMENT_METHODS } from '@backoffice/documents/domain';
import { CalendarDate, Id, Named, Nullable, Pagination, Page, StringEnum, Success, Timestamp, Type } from '../http/openapi/schemas';

const APPROVAL_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
const Money = (description?: string) => Type.Number(description ? { description } : {});

export const DocumentLineSchema = Named('DocumentLine', {
  description: Type.String(),
  quantity: Type.Number(),
  unitPrice: Money(),
  lineTotal: Money(),
  productId: Nullable(Id()),
});

export const DocumentPaymentSchema = Named('DocumentPayment', { method: StringEnum(PAYMENT_METHODS), amount: Money(), date: CalendarDate() });

export const DocumentSummarySchema = Named('DocumentSummary', {
  id: Id(),
  visibleId: Type.String({ format: 'uuid' }),
  type: StringEnum(DOCUMENT_TYPES),
  number: Type.Integer({ minimum: 1, description: 'Gapless per company and type' }),
  externalId: Nullable(Type.String()),
  entityId: Id(),
  clientName: Type.String(),
  issueDate: CalendarDate(),
  currency: Type.String({ pattern: '^[A-Z]{3}$' }),
  vatRate: Type.Number({ minimum: 0, maximum: 100 }),
  amount: Money('Before VAT'),
  tax: Money(),
  totalWithTax: Money(),
  status: StringEnum(DOCUMENT_STATUSES),
  isOpen: Type.Boolean(),
  coveredAmount: Money('Paid or credited so far'),
  remainingAmount: Money(),
  relatedDocumentId: Nullable(Id()),
  remarks: Nullable(Type.String()),
  approvalNumberStatus: Nullable(StringEnum(APPROVAL_STATUSES, 'Tax-authority allocation number: null when the document needs none')),
  taxAuthorityApprovalNumber: Nullable(Type.String()),
  approvalRejectionReason: Nullable(Type.String()),
  cancelled: Type.Boolean(),
  cancellationReason: Nullable(Type.String()),
  createdAt: Timestamp(),
  updatedAt: Timestamp(),
});

export const DocumentSchema = Named('Document', {
  ...DocumentSummarySchema.properties,
  lines: Type.Array(DocumentLineSchema),
  payments: Type.Array(DocumentPaymentSchema),
});

/** The list: `{ data, pagination }` and the legacy `documents`, `total`, `page`, `pageSize`. */
export const DocumentPageSchema = Page('DocumentPage', DocumentSummarySchema, {
  documents: Type.Array(DocumentSummarySchema, { description: 'The same rows as data (legacy key)' }),
  total: Type.Integer({ minimum: 0, description: 'pagination.total (legacy key)' }),
  page: Type.Integer({ minimum: 1, description: 'pagination.page (legacy key)' }),
  pageSize: Type.Integer({ minimum: 1, description: 'pagination.pageSize (legacy key)' }),
});

/** The change feed (with `updatedSince` or `cursor`): oldest change first. */
export const DocumentFeedPageSchema = Named(
  'DocumentFeedPage',
  {
    data: Type.Array(DocumentSummarySchema),
    total: Type.Integer({ minimum: 0, description: 'Rows in this batch' }),
    pagination: Pagination,
    nextCursor: Nullable(Type.String({ description: 'Pass back verbatim as cursor; null when no document has changed since' })),
    hasMore: Type.Boolean({ description: 'More changes are waiting: ask again at once with nextCursor' }),
  },
  { description: 'A batch of the change feed' },
);

export const DocumentListAnswerSchema = Type.Union([DocumentPageSchema, DocumentFeedPageSchema]);

export const DocumentCreatedSchema = Named('DocumentCreated', {
  success: Success,
  id: Id(),
  visibleId: Type.String({ format: 'uuid' }),
  type: StringEnum(DOCUMENT_TYPES),
  number: Type.Integer({ minimum: 1 }),
  externalId: Nullable(Type.String()),
  amount: Money(),
  tax: Money(),
  totalWithTax: Money(),
  status: StringEnum(DOCUMENT_STATUSES),
  approvalNumberStatus: Nullable(StringEnum(APPROVAL_STATUSES)),
  taxAuthorityApprovalNumber: Nullable(Type.String()),
  alreadyExists: Type.Optional(Type.Literal(true, { description: 'A document with this externalId already existed; this is it, nothing was issued' })),
});

export const DocumentPreviewSchema = Named('DocumentPreview', {
  success: Success,
  type: StringEnum(DOCUMENT_TYPES),
  number: Type.Null({ description: 'Numbers are taken only when a document is issued' }),
  entityId: Id(),
  clientName: Type.String(),
  issueDate: CalendarDate(),
  currency: Type.String({ pattern: '^[A-Z]{3}$' }),
  vatRate: Type.Number(),
  amount: Money(),
  tax: Money(),
  totalWithTax: Money(),
  needsApprovalNumber: Type.Boolean(),
  lines: Type.Array(DocumentLineSchema),
  payments: Type.Array(DocumentPaymentSchema),
});

export const DocumentClosedSchema = Named('DocumentClosed', { success: Success, visibleId: Type.String({ format: 'uuid' }), status: StringEnum(DOCUMENT_STATUSES) });
export const DocumentCancelledSchema = Named('DocumentCancelled', {
  success: Success,
  visibleId: Type.String({ format: 'uuid' }),
  status: StringEnum(DOCUMENT_STATUSES),
  cancelled: Type.Literal(true),
});
