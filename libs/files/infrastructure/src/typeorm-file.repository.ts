import { Injectable } from '@nestjs/common';
import { FileRepository, NewStoredFile } from '@backoffice/files/application';
import { DetectedFileType, StoredFile } from '@backoffice/files/domain';
import { TypeOrmUnitOfWork } from '@backoffice/shared/persistence';
import { FileRecord } from './file.record';

function toStoredFile(r: FileRecord): StoredFile {
  return {
    id: r.id,
    companyId: r.companyId,
    name: r.name,
    mimeType: r.mimeType,
    size: r.size,
    sha256: r.sha256,
    storageKey: r.storageKey,
    detectedType: r.detectedType as DetectedFileType | null,
    createdAt: r.createdAt,
  };
}

@Injectable()
export class TypeOrmFileRepository implements FileRepository {
  constructor(private readonly db: TypeOrmUnitOfWork) {}

  private repo() {
    return this.db.manager().getRepository(FileRecord);
  }

  async create(file: NewStoredFile): Promise<StoredFile> {
    return toStoredFile(await this.repo().save(this.repo().create({ ...file, detectedType: null, inspectedAt: null })));
  }

  async listByCompany(companyId: number): Promise<StoredFile[]> {
    return (await this.repo().find({ where: { companyId }, order: { id: 'ASC' } })).map(toStoredFile);
  }

  async findById(companyId: number, id: number): Promise<StoredFile | null> {
    const row = await this.repo().findOne({ where: { id, companyId } });
    return row ? toStoredFile(row) : null;
  }

  /** Receipts of list rows: plain SQL, as lists call it on every page. */
  async findByIds(companyId: number, ids: number[]): Promise<StoredFile[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.select<{ id: number; company_id: number; name: string; mime_type: string; size: number; sha256: string; storage_key: string; detected_type: string | null; created_at: Date }>(`SELECT id, company_id, name, mime_type, size, sha256, storage_key, detected_type, created_at FROM files WHERE company_id = $1 AND id = ANY ($2::int[])`, [companyId, ids], { prepare: true });
    return rows.map((r) => ({
      id: r.id,
      companyId: r.company_id,
      name: r.name,
      mimeType: r.mime_type,
      size: r.size,
      sha256: r.sha256,
      storageKey: r.storage_key,
      detectedType: r.detected_type as DetectedFileType | null,
      createdAt: r.created_at,
    }));
  }

  async findByIdUnscoped(id: number): Promise<StoredFile | null> {
    const row = await this.repo().findOne({ where: { id } });
    return row ? toStoredFile(row) : null;
  }

  async uninspectedIds(before: Date, limit: number): Promise<number[]> {
    const rows = await this.db.select<{ id: number }>(`SELECT id FROM files WHERE inspected_at IS NULL AND created_at < $1 ORDER BY id LIMIT $2`, [before, limit]);
    return rows.map((r) => r.id);
  }

  async recordInspection(id: number, detectedType: DetectedFileType, at: Date): Promise<void> {
    await this.repo().update({ id }, { detectedType, inspectedAt: at });
  }
}
