/** What extraction found on a receipt; a field it is not sure of is absent. Amounts are exact decimal strings. */
export interface ReceiptFields {
  vendorName?: string;
  vendorTaxId?: string;
  documentNumber?: string;
  /** YYYY-MM-DD */
  date?: string;
  /** ISO 4217 code */
  currency?: string;
  total?: string;
  tax?: string;
}

export const RECEIPT_FIELD_NAMES = ['vendorName', 'vendorTaxId', 'documentNumber', 'date', 'currency', 'total', 'tax'] as const;
export type ReceiptFieldName = (typeof RECEIPT_FIELD_NAMES)[number];
