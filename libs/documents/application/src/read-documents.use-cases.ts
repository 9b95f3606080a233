import { Inject, Injectable } from '@nestjs/common';
import { IssuedDocument } from '@backoffice/documents/domain';
import { Actor, NotFoundError, Page, PageWindow, SignedCursorCodec, assertCan, pageOf, isVisibleId } from '@backoffice/shared/kernel';
import { FEED_CURSOR_CODEC, parseUpdatedSince } from './document-feed';
import { DOCUMENT_REPOSITORY, DocumentFilter, DocumentRepository, DocumentSummary } from './documents.ports';

export class DocumentNotFoundError extends NotFoundError {
  constructor() {
    super('Document', 'DOCUMENT_NOT_FOUND');
  }
}

@Injectable()
export class GetDocument {
  constructor(@Inject(DOCUMENT_REPOSITORY) private readonly documents: DocumentRepository) {}

  async byId(actor: Actor, id: number): Promise<IssuedDocument> {
    assertCan(actor, 'read');
    return found(await this.documents.findById(actor.companyId, id));
  }

  async byVisibleId(actor: Actor, visibleId: string): Promise<IssuedDocument> {
    assertCan(actor, 'read');
    if (!isVisibleId(visibleId)) throw new DocumentNotFoundError();
    return found(await this.documents.findByVisibleId(actor.companyId, visibleId.toLowerCase()));
  }

  /** 404 when nothing was issued under the id: retrying the creation is then safe. */
  async byExternalId(actor: Actor, externalId: string): Promise<IssuedDocument> {
    assertCan(actor, 'read');
    return found(await this.documents.findByExternalId(actor.companyId, externalId));
  }
}

function found(document: IssuedDocument | null): IssuedDocument {
  if (!document) throw new DocumentNotFoundError();
  return document;
}

/** `GET /documents` without a sweep: newest issued first, filtered. */
@Injectable()
export class ListDocuments {
  constructor(@Inject(DOCUMENT_REPOSITORY) private readonly documents: DocumentRepository) {}

  async execute(actor: Actor, filter: DocumentFilter, window: PageWindow): Promise<Page<DocumentSummary>> {
    assertCan(actor, 'read');
    const { rows, total } = await this.documents.list(actor.companyId, filter, window);
    return pageOf(rows, total, window);
  }
}

export interface FeedBatch {
  data: DocumentSummary[];
  nextCursor: string | null;
  hasMore: boolean;
  limit: number;
}

/**
 * `GET /documents` with `updatedSince` or `cursor`: the incremental change feed (spec
 * "Incremental sync"). The cursor wins over updatedSince; neither falls back to a listing.
 */
@Injectable()
export class ReadDocumentFeed {
  constructor(
    @Inject(DOCUMENT_REPOSITORY) private readonly documents: DocumentRepository,
    @Inject(FEED_CURSOR_CODEC) private readonly cursors: SignedCursorCodec,
  ) {}

  async execute(actor: Actor, input: { cursor?: string; updatedSince?: string; limit: number }): Promise<FeedBatch> {
    assertCan(actor, 'read');
    const from = input.cursor !== undefined ? { afterPosition: this.cursors.decode(actor.companyId, input.cursor) } : { since: parseUpdatedSince(input.updatedSince as string) };
    const rows = await this.documents.changes(actor.companyId, from, input.limit);
    const last = rows[rows.length - 1];
    // The cursor comes from the last row received; an empty batch hands back the cursor it was given.
    const nextCursor = last ? this.cursors.encode(actor.companyId, last.position) : (input.cursor ?? null);
    return { data: rows.map((r) => r.document), nextCursor, hasMore: rows.length === input.limit, limit: input.limit };
  }
}
