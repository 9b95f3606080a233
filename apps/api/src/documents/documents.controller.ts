import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import { CancelDocument, CloseDocument, DocumentPreview, GetDocument, IssueDocument, ListDocuments, PreviewDocument, ReadDocumentFeed } from '@backoffice/documents/application';
import { DOCUMENT_TYPES, isDocumentType } from '@backoffice/documents/domain';
import { Actor, Decimal, DomainError, PageWindow, ValidationError, withLegacyKeys } from '@backoffice/shared/kernel';
import type { FastifyReply } from 'fastify';
import { CurrentActor } from '../http/auth';
import { compiledJson, SerialisedJson } from '../http/compiled-json';
import { IdPipe } from '../http/id.pipe';
import { Operation } from '../http/openapi/operation';
import { Static } from '../http/openapi/schemas';
import { PageQuery } from '../http/query';
import { renderPreviewHtml } from './document-preview.html';
import { CancelDocumentRequest, CreateDocumentRequest, ListDocumentsQuery, PreviewDocumentRequest } from './document.requests';
import { documentDetail } from './document.views';
import {
  DocumentCancelledSchema,
  DocumentClosedSchema,
  DocumentCreatedSchema,
  DocumentFeedPageSchema,
  DocumentListAnswerSchema,
  DocumentPageSchema,
  DocumentPreviewSchema,
  DocumentSchema,
} from './documents.schemas';

const writeFeedPage = compiledJson(DocumentFeedPageSchema);
const writePage = compiledJson(DocumentPageSchema);

/** An invoice to a client for a product line and a service line, keyed to the order it bills. */
const INVOICE_EXAMPLE = {
  entityId: 42,
  date: '2026-11-22',
  currency: 'ILS',
  externalId: 'shop-order-10482',
  remarks: 'תנאי תשלום: שוטף + 30',
  items: [
    { description: 'טונר HP 59A שחור', quantity: 4, unitPrice: 389.9, productId: 101 },
    { description: 'התקנה והדרכה (שעות)', quantity: 1.5, unitPrice: 320 },
  ],
} satisfies CreateDocumentRequest;

const PREVIEW_EXAMPLE = { type: 'invoice', ...INVOICE_EXAMPLE } satisfies PreviewDocumentRequest;

@ApiTags('documents')
@Controller('documents')
export class DocumentsController {
  constructor(
    private readonly issueDocument: IssueDocument,
    private readonly getDocument: GetDocument,
    private readonly listDocuments: ListDocuments,
    private readonly readFeed: ReadDocumentFeed,
    private readonly previewDocument: PreviewDocument,
    private readonly closeDocument: CloseDocument,
    private readonly cancelDocument: CancelDocument,
  ) {}

  /** Computes what creation would answer, issuing nothing and consuming no number. */
  @Post('preview')
  @HttpCode(200)
  @Operation({
    id: 'documents.preview',
    summary: 'What issuing would answer: totals, lines and payments, with no number taken and nothing written',
    response: DocumentPreviewSchema,
    jsonBody: true,
    example: PREVIEW_EXAMPLE,
    permission: 'create_documents',
    errors: { 404: ['ENTITY_NOT_FOUND'] },
  })
  async preview(@CurrentActor() actor: Actor, @Body() body: PreviewDocumentRequest) {
    const { type, ...input } = body;
    return previewView(await this.previewDocument.execute(actor, type, input));
  }

  @Post('preview/html')
  @HttpCode(200)
  @Operation({
    id: 'documents.previewHtml',
    summary: 'The preview as a printable HTML page',
    response: { description: 'A self-contained HTML page (no scripts)', content: { 'text/html': { schema: { type: 'string' } } } },
    jsonBody: true,
    example: PREVIEW_EXAMPLE,
    permission: 'create_documents',
    errors: { 404: ['ENTITY_NOT_FOUND'] },
  })
  async previewHtml(@CurrentActor() actor: Actor, @Body() body: PreviewDocumentRequest, @Res() reply: FastifyReply): Promise<void> {
    const { type, ...input } = body;
    const html = renderPreviewHtml(await this.previewDocument.execute(actor, type, input));
    await reply.header('content-type', 'text/html; charset=utf-8').header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'").send(html);
  }

  @Post(':visibleId/close')
  @HttpCode(200)
  @Operation({
    id: 'documents.close',
    idempotent: true,
    summary: 'Close an open document by hand (no more payments are expected)',
    response: DocumentClosedSchema,
    permission: 'write_business_data',
    errors: { 404: ['DOCUMENT_NOT_FOUND'], 409: ['DOCUMENT_NOT_OPEN'] },
  })
  async close(@CurrentActor() actor: Actor, @Param('visibleId') visibleId: string) {
    const closed = await this.closeDocument.execute(actor, visibleId);
    return { success: true as const, visibleId: closed.visibleId, status: closed.status };
  }

  @Post(':visibleId/cancel')
  @HttpCode(200)
  @Operation({
    id: 'documents.cancel',
    idempotent: true,
    summary: 'Cancel a receipt or refund, undoing what it settled',
    response: DocumentCancelledSchema,
    jsonBody: true,
    example: { reason: 'Issued to the wrong client; reissued as receipt 40013' } satisfies CancelDocumentRequest,
    permission: 'write_business_data',
    errors: { 404: ['DOCUMENT_NOT_FOUND'], 409: ['DOCUMENT_NOT_CANCELLABLE', 'DOCUMENT_ALREADY_CANCELLED'] },
  })
  async cancel(@CurrentActor() actor: Actor, @Param('visibleId') visibleId: string, @Body() body: CancelDocumentRequest) {
    const cancelled = await this.cancelDocument.execute(actor, visibleId, body.reason);
    return { success: true as const, visibleId: cancelled.visibleId, status: cancelled.status, cancelled: true as const };
  }

  /**
   * Issues a document. Retry with the same `Idempotency-Key` (and body) until an answer arrives:
   * a replay answers 200 with the original body and `Idempotent-Replay: true`.
   */
  @Post('create/:type')
  @HttpCode(200)
  @ApiParam({ name: 'type', enum: DOCUMENT_TYPES })
  @Operation({
    id: 'documents.create',
    summary: 'Issue a document with the next number of its type; retry with the same Idempotency-Key until an answer arrives',
    response: DocumentCreatedSchema,
    jsonBody: true,
    example: INVOICE_EXAMPLE,
    idempotent: 'in-use-case',
    permission: 'create_documents',
    errors: {
      404: ['ENTITY_NOT_FOUND', 'RELATED_DOCUMENT_NOT_FOUND', 'DOCUMENT_NOT_FOUND'],
      409: ['ALLOCATION_EXCEEDS_RECEIPT', 'ALLOCATION_EXCEEDS_BALANCE', 'DOCUMENT_NOT_OPEN'],
    },
  })
  async create(
    @CurrentActor() actor: Actor,
    @Param('type') type: string,
    @Body() body: CreateDocumentRequest,
    @Headers('idempotency-key') idempotencyKey: string | string[] | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Static<typeof DocumentCreatedSchema>> {
    if (!isDocumentType(type)) throw ValidationError.field('type', 'must be one of quotation, order, delivery, return, invoice, invoiceReceipt, receipt, refund');
    if (Array.isArray(idempotencyKey)) throw new DomainError('INVALID_IDEMPOTENCY_KEY', 'validation', 'Send one Idempotency-Key header');
    const outcome = await this.issueDocument.execute(actor, type, { ...body }, idempotencyKey);
    if (outcome.replayed) void reply.header('Idempotent-Replay', 'true');
    return outcome.body;
  }

  /**
   * The list, newest issued first; or, with `updatedSince` or `cursor`, the change feed: oldest
   * change first, `{ data, total, pagination, nextCursor, hasMore }`.
   */
  @Get()
  @Operation({
    id: 'documents.list',
    summary: 'List documents (newest first); with updatedSince or cursor, read the change feed (oldest change first)',
    response: DocumentListAnswerSchema,
    errors: { 400: ['INVALID_CURSOR', 'INVALID_UPDATED_SINCE'] },
  })
  async list(@CurrentActor() actor: Actor, @Query() query: ListDocumentsQuery, @PageQuery() window: PageWindow): Promise<SerialisedJson> {
    if (query.cursor !== undefined || query.updatedSince !== undefined) {
      const batch = await this.readFeed.execute(actor, { cursor: query.cursor, updatedSince: query.updatedSince, limit: window.limit });
      const data = batch.data;
      const pagination = { total: data.length, limit: batch.limit, offset: 0, hasMore: batch.hasMore, page: 1, pageSize: batch.limit, totalPages: data.length ? 1 : 0 };
      return writeFeedPage({ data, total: data.length, pagination, nextCursor: batch.nextCursor, hasMore: batch.hasMore });
    }
    const filter = { type: query.type, entityId: query.entityId, status: query.status, startDate: query.startDate, endDate: query.endDate };
    const page = await this.listDocuments.execute(actor, filter, window);
    return writePage(withLegacyKeys({ data: page.data, pagination: page.pagination }, { documents: 'data', total: 'total', page: 'page', pageSize: 'pageSize' }));
  }

  @Get('id/:visibleId')
  @Operation({ id: 'documents.get', summary: 'One document with its lines and payments, by visibleId', response: DocumentSchema, errors: { 404: ['DOCUMENT_NOT_FOUND'] } })
  async byVisibleId(@CurrentActor() actor: Actor, @Param('visibleId') visibleId: string) {
    return documentDetail(await this.getDocument.byVisibleId(actor, visibleId));
  }

  /** Same payload as `GET /documents/id/:visibleId`; 404 when nothing was issued under the id. */
  @Get('by-external-id/:externalId')
  @Operation({ id: 'documents.getByExternalId', summary: 'One document by the externalId it was issued with', response: DocumentSchema, errors: { 404: ['DOCUMENT_NOT_FOUND'] } })
  async byExternalId(@CurrentActor() actor: Actor, @Param('externalId') externalId: string) {
    return documentDetail(await this.getDocument.byExternalId(actor, externalId));
  }

  @Get(':id')
  @Operation({ id: 'documents.getById', summary: 'One document by its numeric id', response: DocumentSchema, errors: { 404: ['DOCUMENT_NOT_FOUND'] } })
  async byId(@CurrentActor() actor: Actor, @Param('id', IdPipe) id: number) {
    return documentDetail(await this.getDocument.byId(actor, id));
  }
}

function previewView(p: DocumentPreview): Static<typeof DocumentPreviewSchema> {
  const n = (text: string) => Decimal.of(text).toNumber();
  return {
    success: true as const,
    type: p.type,
    number: null,
    entityId: p.entityId,
    clientName: p.clientName,
    issueDate: p.issueDate,
    currency: p.currency,
    vatRate: n(p.vatRate),
    amount: n(p.amount),
    tax: n(p.tax),
    totalWithTax: n(p.totalWithTax),
    needsApprovalNumber: p.needsApprovalNumber,
    lines: p.lines.map((l) => ({
      description: l.description,
      quantity: l.quantity.toNumber(),
      unitPrice: l.unitPrice.toNumber(),
      lineTotal: l.lineTotal.toNumber(),
      productId: l.productId,
    })),
    payments: p.payments.map((x) => ({ method: x.method, amount: x.amount.toNumber(), date: x.date })),
  };
}
