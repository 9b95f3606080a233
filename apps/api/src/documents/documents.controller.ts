import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiHeader, ApiTags } from '@nestjs/swagger';
import { CancelDocument, CloseDocument, DocumentPreview, GetDocument, IssueDocument, ListDocuments, PreviewDocument, ReadDocumentFeed } from '@backoffice/documents/application';
import { isDocumentType } from '@backoffice/documents/domain';
import { Actor, Decimal, DomainError, PageWindow, ValidationError, withLegacyKeys } from '@backoffice/shared/kernel';
import type { FastifyReply } from 'fastify';
import { CurrentActor } from '../http/auth';
import { IdPipe } from '../http/id.pipe';
import { PageQuery } from '../http/query';
import { renderPreviewHtml } from './document-preview.html';
import { CancelDocumentRequest, CreateDocumentRequest, ListDocumentsQuery, PreviewDocumentRequest } from './document.requests';
import { documentDetail, documentSummary } from './document.views';

@ApiTags('documents')
@ApiBearerAuth()
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
  async preview(@CurrentActor() actor: Actor, @Body() body: PreviewDocumentRequest) {
    const { type, ...input } = body;
    return previewView(await this.previewDocument.execute(actor, type, input));
  }

  @Post('preview/html')
  @HttpCode(200)
  async previewHtml(@CurrentActor() actor: Actor, @Body() body: PreviewDocumentRequest, @Res() reply: FastifyReply): Promise<void> {
    const { type, ...input } = body;
    const html = renderPreviewHtml(await this.previewDocument.execute(actor, type, input));
    await reply.header('content-type', 'text/html; charset=utf-8').header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'").send(html);
  }

  @Post(':visibleId/close')
  @HttpCode(200)
  async close(@CurrentActor() actor: Actor, @Param('visibleId') visibleId: string) {
    const closed = await this.closeDocument.execute(actor, visibleId);
    return { success: true, visibleId: closed.visibleId, status: closed.status };
  }

  @Post(':visibleId/cancel')
  @HttpCode(200)
  async cancel(@CurrentActor() actor: Actor, @Param('visibleId') visibleId: string, @Body() body: CancelDocumentRequest) {
    const cancelled = await this.cancelDocument.execute(actor, visibleId, body.reason);
    return { success: true, visibleId: cancelled.visibleId, status: cancelled.status, cancelled: true };
  }

  /**
   * Issues a document. Retry with the same `Idempotency-Key` (and body) until an answer arrives:
   * a replay answers 200 with the original body and `Idempotent-Replay: true`.
   */
  @Post('create/:type')
  @HttpCode(200)
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: 'Up to 255 printable characters, scoped to the company' })
  async create(
    @CurrentActor() actor: Actor,
    @Param('type') type: string,
    @Body() body: CreateDocumentRequest,
    @Headers('idempotency-key') idempotencyKey: string | string[] | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
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
  async list(@CurrentActor() actor: Actor, @Query() query: ListDocumentsQuery, @PageQuery() window: PageWindow) {
    if (query.cursor !== undefined || query.updatedSince !== undefined) {
      const batch = await this.readFeed.execute(actor, { cursor: query.cursor, updatedSince: query.updatedSince, limit: window.limit });
      const data = batch.data.map(documentSummary);
      const pagination = { total: data.length, limit: batch.limit, offset: 0, hasMore: batch.hasMore, page: 1, pageSize: batch.limit, totalPages: data.length ? 1 : 0 };
      return { data, total: data.length, pagination, nextCursor: batch.nextCursor, hasMore: batch.hasMore };
    }
    const filter = { type: query.type, entityId: query.entityId, status: query.status, startDate: query.startDate, endDate: query.endDate };
    const page = await this.listDocuments.execute(actor, filter, window);
    return withLegacyKeys({ data: page.data.map(documentSummary), pagination: page.pagination }, { documents: 'data', total: 'total', page: 'page', pageSize: 'pageSize' });
  }

  @Get('id/:visibleId')
  async byVisibleId(@CurrentActor() actor: Actor, @Param('visibleId') visibleId: string) {
    return documentDetail(await this.getDocument.byVisibleId(actor, visibleId));
  }

  /** Same payload as `GET /documents/id/:visibleId`; 404 when nothing was issued under the id. */
  @Get('by-external-id/:externalId')
  async byExternalId(@CurrentActor() actor: Actor, @Param('externalId') externalId: string) {
    return documentDetail(await this.getDocument.byExternalId(actor, externalId));
  }

  @Get(':id')
  async byId(@CurrentActor() actor: Actor, @Param('id', IdPipe) id: number) {
    return documentDetail(await this.getDocument.byId(actor, id));
  }
}

function previewView(p: DocumentPreview) {
  const n = (text: string) => Decimal.of(text).toNumber();
  return {
    success: true,
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
    lines: p.lines.map((l) => ({ description: l.description, quantity: l.quantity.toNumber(), unitPrice: l.unitPrice.toNumber(), lineTotal: l.lineTotal.toNumber(), productId: l.productId })),
    payments: p.payments.map((x) => ({ method: x.method, amount: x.amount.toNumber(), date: x.date })),
  };
}
