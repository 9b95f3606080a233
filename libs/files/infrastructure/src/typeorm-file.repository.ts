import { Injectable } from '@nestjs/common';
import { FileRepository, NewStoredFile } from '@backoffice/files/application';
import { DetectedFileType, StoredFile } from '@backoffice/files/domain';
import { TypeOrmUnitOfWork } from '@backoffice/shared/persistence';
import { In } from 'typeorm';
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

  async findByIds(companyId: number, ids: number[]): Promise<StoredFile[]> {
    if (ids.length === 0) return [];
    return (await this.repo().find({ where: { companyId, id: In(ids) } })).map(toStoredFile);
  }

  async findByIdUnscoped(id: number): Promise<StoredFile | null> {
    const row = await this.repo().findOne({ where: { id } });
    return row ? toStoredFile(row) : null;
  }

  async recordInspection(id: number, detectedType: DetectedFileType, at: Date): Promise<void> {
    await this.repo().update({ id }, { detectedType, inspectedAt: at });
  }
}
