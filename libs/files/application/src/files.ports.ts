import { DetectedFileType, StoredFile } from '@backoffice/files/domain';

export interface NewStoredFile {
  companyId: number;
  name: string;
  mimeType: string;
  size: number;
  sha256: string;
  storageKey: string;
  uploadedByKeyId: number;
}

export interface FileRepository {
  create(file: NewStoredFile): Promise<StoredFile>;
  listByCompany(companyId: number): Promise<StoredFile[]>;
  findById(companyId: number, id: number): Promise<StoredFile | null>;
  /** The company's files among `ids`; unknown and other companies' ids are absent. */
  findByIds(companyId: number, ids: number[]): Promise<StoredFile[]>;
  /** For signed downloads and jobs, which have no company in hand. */
  findByIdUnscoped(id: number): Promise<StoredFile | null>;
  recordInspection(id: number, detectedType: DetectedFileType, at: Date): Promise<void>;
  /** Files not inspected yet, uploaded before `before`, oldest first. */
  uninspectedIds(before: Date, limit: number): Promise<number[]>;
}
export const FILE_REPOSITORY = Symbol('FileRepository');

/** Where the bytes live; a local-disk adapter by default. */
export interface FileStorage {
  put(bytes: Buffer): Promise<{ key: string }>;
  get(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
}
export const FILE_STORAGE = Symbol('FileStorage');

/** Signs and checks the expiring links that serve a file's bytes without an API key. */
export interface FileUrlSigner {
  sign(fileId: number, expiresAtUnix: number): string;
  verify(fileId: number, expiresAtUnix: number, signature: string): boolean;
}
export const FILE_URL_SIGNER = Symbol('FileUrlSigner');

export interface FileLinkSettings {
  publicBaseUrl: string;
  urlTtlSeconds: number;
  maxBytes: number;
}
export const FILE_LINK_SETTINGS = Symbol('FileLinkSettings');
