/**
 * Builders for the identity context's tests (`@backoffice/identity/infrastructure/testing`);
 * imported from tests only. The database side (companies) is in
 * `@backoffice/shared/persistence/testing`.
 */
import { randomBytes } from 'node:crypto';
import { NewApiKey } from '@backoffice/identity/application';
import { CompanySettings } from '@backoffice/identity/domain';

/** Settings as a company starts with them (18% VAT, current month plus 30 days). */
export function someCompanySettings(overrides: Partial<CompanySettings> = {}): CompanySettings {
  return {
    defaultPaymentTermType: 'CURRENT_PLUS_DAYS',
    defaultPaymentTermDays: 30,
    defaultWithholdingTaxRate: '0',
    vatRate: '18',
    roundDocumentTotals: false,
    allocationNumberThreshold: '10000',
    ...overrides,
  };
}

/** A key to store: its hash is unique (the secret itself is never stored). */
export function aNewApiKey(companyId: number, overrides: Partial<NewApiKey> = {}): NewApiKey {
  const hash = randomBytes(32).toString('hex');
  return { companyId, name: 'Test key', role: 'employee', hash, prefix: hash.slice(0, 8), ...overrides };
}
