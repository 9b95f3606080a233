import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { StoredFile, cleanFileName, detectFileType } from '@backoffice/files/domain';
import { Actor, CLOCK, Clock, DomainError, JOB_QUEUE, JobQueue, NotFoundError, UNIT_OF_WORK, UnitOfWork, assertCan } from '@backoffice/shared/kernel';
import { FILE_LINK_SETTINGS, FILE_REPOSITORY, FILE_STORAGE, FILE_URL_SIGNER, FileLinkSettings, FileRepository, FileStorage, FileUrlSigner } from './files.ports';
import { INSPECT_FILE_JOB } from './inspect-file.job';

export interface FileView {
  id: number;
  name: string;
  mimeType: string;
  size: number;
  sha256: string;
  detectedType: string | null;
  createdAt: Date;
  /** Signed, expiring link that serves the bytes without an API key. */
  remoteUrl: string;
}

/** Builds the signed `remoteUrl` of a file; other contexts (expenses) use it through FileViews. */
@Injectable()
export class FileLinks {
  constructor(
    @Inject(FILE_URL_SIGNER) private readonly signer: FileUrlSigner,
    @Inject(FILE_LINK_SETTINGS) private readonly settings: FileLinkSettings,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  remoteUrl(fileId: number): string {
    const expires = Math.floor(this.clock.now().getTime() / 1000) + this.settings.urlTtlSeconds;
    const signature = this.signer.sign(fileId, expires);
    return `${this.settings.publicBaseUrl}/files/content/${fileId}?expires=${expires}&signature=${signature}`;
  }

  view(file: StoredFile): FileView {
    const { id, name, mimeType, size, sha256, detectedType, createdAt } = file;
    return { id, name, mimeType, size, sha256, detectedType, createdAt, remoteUrl: this.remoteUrl(file.id) };
  }
}

export class FileTooLargeError extends DomainError {
  constructor(maxBytes: number) {
    super('PAYLOAD_TOO_LARGE', 'too_large', `Files may be at most ${maxBytes / (1024 * 1024)} MB`);
  }
}

/**
 * `POST /files/upload`: stores the bytes, records the file, and queues its inspection once the
 * record is committed (the upload may run inside a caller's transaction, an Idempotency-Key's).
 */
@Injectable()
export class UploadFile {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(FILE_REPOSITORY) private readonly files: FileRepository,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(FILE_LINK_SETTINGS) private readonly settings: FileLinkSettings,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    private readonly links: FileLinks,
  ) {}

  async execute(actor: Actor, input: { name: string; mimeType: string; bytes: Buffer }): Promise<FileView> {
    assertCan(actor, 'upload_files');
    if (input.bytes.length > this.settings.maxBytes) throw new FileTooLargeError(this.settings.maxBytes);
    const { key } = await this.storage.put(input.bytes);
    let file: StoredFile;
    try {
      file = await this.files.create({
        companyId: actor.companyId,
        name: cleanFileName(input.name),
        mimeType: input.mimeType.slice(0, 200) || 'application/octet-stream',
        size: input.bytes.length,
        sha256: createHash('sha256').update(input.bytes).digest('hex'),
        storageKey: key,
        uploadedByKeyId: actor.keyId,
      });
    } catch (error) {
      await this.storage.remove(key).catch(() => undefined);
      throw error;
    }
    await this.uow.afterCommit(() => this.jobs.enqueue(INSPECT_FILE_JOB, { fileId: file.id }, { jobId: `inspect-file-${file.id}` }));
    return this.links.view(file);
  }
}

/** `GET /files`: the whole set (pagination rule 6). */
@Injectable()
export class ListFiles {
  constructor(
    @Inject(FILE_REPOSITORY) private readonly files: FileRepository,
    private readonly links: FileLinks,
  ) {}

  async execute(actor: Actor): Promise<FileView[]> {
    assertCan(actor, 'read');
    return (await this.files.listByCompany(actor.companyId)).map((f) => this.links.view(f));
  }
}

/**
 * For other contexts (expenses show each receipt with its link): the company's files among
 * `ids`, each with a fresh signed `remoteUrl`. Unknown and other companies' ids are absent.
 */
@Injectable()
export class DescribeFiles {
  constructor(
    @Inject(FILE_REPOSITORY) private readonly files: FileRepository,
    private readonly links: FileLinks,
  ) {}

  async byIds(companyId: number, ids: number[]): Promise<Map<number, FileView>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    return new Map((await this.files.findByIds(companyId, unique)).map((f) => [f.id, this.links.view(f)]));
  }
}

/** The public download behind `remoteUrl`: a bad, tampered or expired signature is refused. */
@Injectable()
export class ReadSignedFile {
  constructor(
    @Inject(FILE_REPOSITORY) private readonly files: FileRepository,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(FILE_URL_SIGNER) private readonly signer: FileUrlSigner,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(fileId: number, expiresAtUnix: number, signature: string): Promise<{ file: StoredFile; bytes: Buffer }> {
    if (!this.signer.verify(fileId, expiresAtUnix, signature)) {
      throw new DomainError('INVALID_SIGNATURE', 'forbidden', 'The link signature is not valid');
    }
    if (expiresAtUnix * 1000 < this.clock.now().getTime()) {
      throw new DomainError('LINK_EXPIRED', 'forbidden', 'The link has expired; fetch the file record again for a fresh one');
    }
    const file = await this.files.findByIdUnscoped(fileId);
    if (!file) throw new NotFoundError('File', 'FILE_NOT_FOUND');
    return { file, bytes: await this.storage.get(file.storageKey) };
  }
}

/** Handler of INSPECT_FILE_JOB: records what the bytes really are. */
@Injectable()
export class InspectFile {
  constructor(
    @Inject(FILE_REPOSITORY) private readonly files: FileRepository,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(input: { fileId: number }): Promise<void> {
    const file = await this.files.findByIdUnscoped(input.fileId);
    if (!file) return; // nothing to inspect: never committed
    const bytes = await this.storage.get(file.storageKey);
    await this.files.recordInspection(file.id, detectFileType(bytes.subarray(0, 512)), this.clock.now());
  }
}
