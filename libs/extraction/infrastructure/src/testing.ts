/**
 * Builders for the extraction context's tests (`@backoffice/extraction/infrastructure/testing`);
 * imported from tests only.
 */
import { randomBytes } from 'node:crypto';
import { CachedExtraction } from '@backoffice/extraction/application';

/** A content hash no other test uses: the cache is shared by every company. */
export function aSha256(): string {
  return randomBytes(32).toString('hex');
}

/** What reading a text PDF receipt found, with its confidence per field. */
export function aCachedExtraction(overrides: Partial<CachedExtraction> = {}): CachedExtraction {
  return {
    fields: { vendorName: 'Café Ltd', vendorTaxId: '514000001', date: '2026-01-15', currency: 'ILS', total: '118.00', tax: '18.00' },
    confidence: { vendorName: 0.9, total: 0.99 },
    reader: 'pdf-text',
    ...overrides,
  };
}
