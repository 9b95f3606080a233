import { DOCUMENT_STATUSES, DOCUMENT_TYPES } from '@backoffice/documents/domain';
import { Static, TSchema, Type } from '@sinclair/typebox';

/** Document event types of the catalogue (spec "Event types"). */
export const DOCUMENT_EVENTS = {
  created: 'document.created',
  statusChanged: 'document.status_changed',
  allocated: 'document.allocated',
  cancelled: 'document.cancelled',
  refunded: 'document.refunded',
  approvalNumberAssigned: 'document.approval_number.assigned',
} as const;

const oneOf = <T extends string>(values: readonly T[]) => Type.Unsafe<T>({ type: 'string', enum: [...values] });
const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/**
 * The document as events and the change feed show it (spec "Event envelope and document
 * snapshot"). These schemas are the one description of each event's `data`: the code that writes
 * an event is typed by them (documentEvent) and the OpenAPI document publishes them.
 */
export const DocumentSnapshotSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid', description: 'The visibleId' }),
    documentId: Type.Integer({ description: 'The numeric id (receipt allocations use it)' }),
    type: oneOf(DOCUMENT_TYPES),
    number: Type.Integer(),
    externalId: nullable(Type.String()),
    entityId: Type.Integer(),
    retainerId: nullable(Type.Integer()),
    issueDate: Type.String({ format: 'date' }),
    updatedAt: Type.String({ format: 'date-time' }),
    currency: Type.String(),
    amount: Type.Number(),
    tax: Type.Number(),
    totalWithTax: Type.Number(),
    status: oneOf(DOCUMENT_STATUSES),
    isOpen: Type.Boolean(),
    remainingAmount: Type.Number(),
    coveredAmount: Type.Number(),
    taxAuthorityApprovalNumber: nullable(Type.String()),
    approvalNumberStatus: nullable(oneOf(['PENDING', 'APPROVED', 'REJECTED'] as const)),
    cancelled: Type.Boolean(),
  },
  { $id: 'DocumentSnapshot' },
);

const document = DocumentSnapshotSchema;

export const DOCUMENT_EVENT_DATA = {
  [DOCUMENT_EVENTS.created]: Type.Object({ document }, { $id: 'DocumentCreatedEventData', description: 'A document was issued' }),
  [DOCUMENT_EVENTS.statusChanged]: Type.Object(
    {
      document,
      previousStatus: oneOf(DOCUMENT_STATUSES),
      reason: oneOf(['COVERED', 'ALLOCATION', 'ALLOCATION_CANCELLED', 'MANUAL'] as const),
      changedBy: Type.String({ description: 'The document (visibleId) or the API key (api_key:<id>) that changed it' }),
    },
    { $id: 'DocumentStatusChangedEventData', description: "A document's status changed: paid, partly paid, closed by hand, reopened by a cancelled allocation" },
  ),
  [DOCUMENT_EVENTS.allocated]: Type.Object(
    { document, allocations: Type.Array(Type.Object({ documentId: Type.Integer(), id: Type.String({ format: 'uuid' }), number: Type.Integer(), amount: Type.Number() })) },
    { $id: 'DocumentAllocatedEventData', description: 'A receipt was allocated to invoices' },
  ),
  [DOCUMENT_EVENTS.cancelled]: Type.Object(
    { document, cancellationReason: Type.String() },
    { $id: 'DocumentCancelledEventData', description: 'A receipt or refund was cancelled' },
  ),
  [DOCUMENT_EVENTS.refunded]: Type.Object(
    {
      document,
      refundedBy: Type.Object({
        id: Type.String({ format: 'uuid' }),
        documentId: Type.Integer(),
        type: oneOf(DOCUMENT_TYPES),
        number: Type.Integer(),
        totalWithTax: Type.Number(),
      }),
    },
    { $id: 'DocumentRefundedEventData', description: 'A refund was issued against this document' },
  ),
  [DOCUMENT_EVENTS.approvalNumberAssigned]: Type.Object(
    { document },
    { $id: 'DocumentApprovalNumberAssignedEventData', description: 'The tax authority assigned the allocation number' },
  ),
} as const;

export type DocumentEventType = keyof typeof DOCUMENT_EVENT_DATA;

/** An event's type and data, the data checked against its schema by the compiler. */
export function documentEvent<T extends DocumentEventType>(type: T, data: Static<(typeof DOCUMENT_EVENT_DATA)[T]>): { type: T; data: Record<string, unknown> } {
  return { type, data };
}
