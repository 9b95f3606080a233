/**
 * Builders for the files context's tests (`@backoffice/files/infrastructure/testing`); imported
 * from tests only. The database side (companies, API keys) is in
 * `@backoffice/shared/persistence/testing`.
 */
import { randomBytes } from 'node:crypto';
import { NewStoredFile } from '@backoffice/files/application';

/** A stored PDF of the company, uploaded with the key, its content hash unique. */
export function aNewFile(companyId: number, uploadedByKeyId: number, overrides: Partial<NewStoredFile> = {}): NewStoredFile {
  const sha256 = randomBytes(32).toString('hex');
  return { companyId, name: 'receipt.pdf', mimeType: 'application/pdf', size: 1024, sha256, storageKey: `${companyId}/${sha256}`, uploadedByKeyId, ...overrides };
}
