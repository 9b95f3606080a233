/** The eight document types of `POST /documents/create/:type` (contract "Documents"). */
export const DOCUMENT_TYPES = ['quotation', 'order', 'delivery', 'return', 'invoice', 'invoiceReceipt', 'receipt', 'refund'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export function isDocumentType(value: string): value is DocumentType {
  return (DOCUMENT_TYPES as readonly string[]).includes(value);
}

interface TypeRules {
  /** Takes `items` (priced lines before VAT). */
  items: boolean;
  /** Takes `payments`. */
  payments: boolean;
  /** Takes `allocations` (settling invoices). */
  allocations: boolean;
  /** A tax invoice, which may need a tax-authority allocation number. */
  taxInvoice: boolean;
  /** May be cancelled (receipts and refunds only). */
  cancellable: boolean;
  /** Credits another document (`relatedDocumentId` required). */
  credits: boolean;
  /** Settled by payments and allocations, so it has an open balance. */
  settleable: boolean;
}

const RULES: Record<DocumentType, TypeRules> = {
  quotation: { items: true, payments: false, allocations: false, taxInvoice: false, cancellable: false, credits: false, settleable: false },
  order: { items: true, payments: false, allocations: false, taxInvoice: false, cancellable: false, credits: false, settleable: false },
  delivery: { items: true, payments: false, allocations: false, taxInvoice: false, cancellable: false, credits: false, settleable: false },
  return: { items: true, payments: false, allocations: false, taxInvoice: false, cancellable: false, credits: true, settleable: false },
  invoice: { items: true, payments: false, allocations: false, taxInvoice: true, cancellable: false, credits: false, settleable: true },
  invoiceReceipt: { items: true, payments: true, allocations: false, taxInvoice: true, cancellable: false, credits: false, settleable: false },
  receipt: { items: false, payments: true, allocations: true, taxInvoice: false, cancellable: true, credits: false, settleable: false },
  refund: { items: true, payments: false, allocations: false, taxInvoice: false, cancellable: true, credits: true, settleable: false },
};

export function rulesOf(type: DocumentType): Readonly<TypeRules> {
  return RULES[type];
}

export const PAYMENT_METHODS = ['cash', 'check', 'creditCard', 'bankTransfer', 'giftCard', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const DOCUMENT_STATUSES = ['OPEN', 'PARTIALLY_PAID', 'PAID', 'CLOSED', 'CANCELLED'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export function isOpenStatus(status: DocumentStatus): boolean {
  return status === 'OPEN' || status === 'PARTIALLY_PAID';
}
