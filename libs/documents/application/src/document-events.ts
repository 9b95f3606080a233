/** Document event types of the catalogue (spec "Event types"). */
export const DOCUMENT_EVENTS = {
  created: 'document.created',
  statusChanged: 'document.status_changed',
  allocated: 'document.allocated',
  cancelled: 'document.cancelled',
  refunded: 'document.refunded',
  approvalNumberAssigned: 'document.approval_number.assigned',
} as const;
