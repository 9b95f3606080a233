/**
 * A company's defaults that other contexts fall back to: payment terms and withholding rate
 * for vendors whose own are cleared, the VAT rate, document rounding, and the threshold above
 * which a tax invoice needs a tax-authority allocation number. Rates are exact decimal strings.
 */
export type PaymentTermType = 'CURRENT_PLUS_DAYS' | 'DAYS_ONLY';
export const PAYMENT_TERM_TYPES: readonly PaymentTermType[] = ['CURRENT_PLUS_DAYS', 'DAYS_ONLY'];

export interface CompanySettings {
  defaultPaymentTermType: PaymentTermType;
  defaultPaymentTermDays: number;
  /** Percent, 0-100, two decimals. */
  defaultWithholdingTaxRate: string;
  /** Percent, 0-100, two decimals. */
  vatRate: string;
  /** Round document totals to whole currency units (a vendor's `roundDocumentTotal: use_default`). */
  roundDocumentTotals: boolean;
  /** Before VAT, in the company currency. */
  allocationNumberThreshold: string;
}

/** What a company has until it saves its own (contract "Documents": VAT 18%, threshold 5,000). */
export const DEFAULT_COMPANY_SETTINGS: Readonly<CompanySettings> = {
  defaultPaymentTermType: 'CURRENT_PLUS_DAYS',
  defaultPaymentTermDays: 30,
  defaultWithholdingTaxRate: '0',
  vatRate: '18',
  roundDocumentTotals: false,
  allocationNumberThreshold: '5000',
};

export const COMPANY_SETTINGS_LIMITS = { maxTermDays: 1000, rateScale: 2, amountScale: 2, maxAmount: 1_000_000_000_000 } as const;
