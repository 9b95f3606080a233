import { Injectable } from '@nestjs/common';
import { FileRepository, NewStoredFile } from '@backoffice/files/application';
import { DetectedFileType, StoredFile } from '@backoffice/files/domain';
import { TypeOrmUnitOfWork } from '@backoffice/shared/persistence';

interface FileRow {
  id: number;
  company_id: number;
  name: string;
  mime_type: string;
  size: number;
  sha256: string;
  storage_key: string;
  detected_type: string | null;
  created_at: Date;
}

const COLUMNS = 'id, company_id, name, mime_type, size, sha256, storage_key, detected_type, created_at';

const toStoredFile = (r: FileRow): StoredFile => ({
  id: r.id,
  companyId: r.company_id,
  name: r.name,
  mimeType: r.mime_type,
  size: r.size,
  sha256: r.sha256,
  storageKey: r.storage_key,
  detectedType: r.detected_type as DetectedFileType | null,
  createdAt: r.created_at,
});

/**
 * Uploaded files' records in SQL through the pool (the house idiom): every read a company makes
 * is scoped by it; the reads list pages make on every request are prepared statements.
 */
@Injectable()
export class PgFileRepository implements FileRepository {
  constructor(private readonly db: TypeOrmUnitOfWork) {}

  async create(file: NewStoredFile): Promise<StoredFile> {
    const [row] = await this.db.select<FileRow>(
      `INSERT INTO files (company_id, name, mime_type, size, sha256, storage_key, uploaded_by_key_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${COLUMNS}`,
      [file.companyId, file.name, file.mimeType, file.size, file.sha256, file.storageKey, file.uploadedByKeyId],
    );
    return toStoredFile(row);
  }

  async listByCompany(companyId: number): Promise<StoredFile[]> {
    return (await this.db.select<FileRow>(`SELECT ${COLUMNS} FROM files WHERE company_id = $1 ORDER BY id`, [companyId])).map(toStoredFile);
  }

  async findById(companyId: number, id: number): Promise<StoredFile | null> {
    const [row] = await this.db.select<FileRow>(`SELECT ${COLUMNS} FROM files WHERE company_id = $1 AND id = $2`, [companyId, id], { prepare: true });
    return row ? toStoredFile(row) : null;
  }

  /** Receipts of list rows: lists call it on every page. */
  async findByIds(companyId: number, ids: number[]): Promise<StoredFile[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.select<FileRow>(`SELECT ${COLUMNS} FROM files WHERE company_id = $1 AND id = ANY ($2::int[])`, [companyId, ids], { prepare: true });
    return rows.map(toStoredFile);
  }

  async findByIdUnscoped(id: number): Promise<StoredFile | null> {
    const [row] = await this.db.select<FileRow>(`SELECT ${COLUMNS} FROM files WHERE id = $1`, [id]);
    return row ? toStoredFile(row) : null;
  }

  async uninspectedIds(before: Date, limit: number): Promise<number[]> {
    const rows = await this.db.select<{ id: number }>(`SELECT id FROM files WHERE inspected_at IS NULL AND created_at < $1 ORDER BY id LIMIT $2`, [before, limit]);
    return rows.map((r) => r.id);
  }

  async recordInspection(id: number, detectedType: DetectedFileType, at: Date): Promise<void> {
    await this.db.select(`UPDATE files SET detected_type = $2, inspected_at = $3 WHERE id = $1`, [id, detectedType, at]);
  }
}
