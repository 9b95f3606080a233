import { createHash } from 'node:crypto';
import { Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import { ListFiles, ReadSignedFile, UploadFile } from '@backoffice/files/application';
import { Actor, requestFingerprint, ValidationError, wholeSet } from '@backoffice/shared/kernel';
import { IdempotentRequests } from '@backoffice/shared/persistence';
import type { FastifyReply } from 'fastify';
import { AuthenticatedRequest, CurrentActor, Public } from '../http/auth';
import { idempotencyKeyOf } from '../http/idempotency.interceptor';
import { IdPipe } from '../http/id.pipe';
import { Operation } from '../http/openapi/operation';
import { Static } from '../http/openapi/schemas';
import { FilePageSchema, FileUploadedSchema, UploadBodySchema } from './files.schemas';

/** Types served inline from a signed link; anything else downloads as an attachment. */
const INLINE_TYPES = new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/webp', 'text/plain']);

/** The multipart parser throws plain errors for a body it cannot read (no boundary): that is the client's mistake. */
function rejectMalformedMultipart(error: unknown): never {
  if (error instanceof Error && !('statusCode' in error) && error.message.startsWith('Multipart:')) {
    throw ValidationError.field('file', `send multipart/form-data with a boundary and the file in the field "file" (${error.message})`);
  }
  throw error;
}

@ApiTags('files')
@Controller('files')
export class FilesController {
  constructor(
    private readonly uploadFile: UploadFile,
    private readonly listFiles: ListFiles,
    private readonly readSignedFile: ReadSignedFile,
    private readonly idempotent: IdempotentRequests,
  ) {}

  /** Multipart upload, the bytes in the field `file` (at most 10 MB). */
  @Post('upload')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: UploadBodySchema as object })
  @Operation({
    id: 'files.upload',
    summary: 'Upload a file (multipart, the bytes in the field "file", at most 10 MB)',
    response: FileUploadedSchema,
    permission: 'upload_files',
    idempotent: 'in-use-case',
    errors: { 400: ['VALIDATION_ERROR', 'BAD_REQUEST'], 413: ['PAYLOAD_TOO_LARGE'], 415: ['UNSUPPORTED_MEDIA_TYPE'] },
  })
  async upload(@CurrentActor() actor: Actor, @Req() request: AuthenticatedRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<Static<typeof FileUploadedSchema>> {
    const key = idempotencyKeyOf(request);
    if (!request.isMultipart()) throw ValidationError.field('file', 'send multipart/form-data with the file in the field "file"');
    const part = await request.file().catch(rejectMalformedMultipart);
    if (!part || part.fieldname !== 'file') throw ValidationError.field('file', 'is required');
    const bytes = await part.toBuffer();
    // The key covers the bytes: the same file sent again replays, another file is another request.
    const asked = requestFingerprint('POST /files/upload', createHash('sha256').update(bytes).digest('hex'), { name: part.filename, mimeType: part.mimetype });
    const outcome = await this.idempotent.run({ companyId: actor.companyId, key, request: asked }, async () => {
      const file = await this.uploadFile.execute(actor, { name: part.filename, mimeType: part.mimetype, bytes });
      return { success: true as const, fileId: file.id, remoteUrl: file.remoteUrl, name: file.name, mimeType: file.mimeType, size: file.size };
    });
    if (outcome.replayed) void reply.header('Idempotent-Replay', 'true');
    return outcome.body;
  }

  /** Whole set (pagination rule 6). */
  @Get()
  @Operation({ id: 'files.list', summary: "The company's files with fresh signed links (the whole set)", response: FilePageSchema })
  async list(@CurrentActor() actor: Actor): Promise<Static<typeof FilePageSchema>> {
    return wholeSet((await this.listFiles.execute(actor)).map((f) => ({ ...f, createdAt: f.createdAt.toISOString() })));
  }

  /** The target of `remoteUrl`: no API key, the signature and expiry are the credential. */
  @Public()
  @Get('content/:id')
  @Operation({
    id: 'files.content',
    summary: 'The bytes of a file, through its signed link (no API key: the signature is the credential)',
    response: {
      description: 'The bytes; PDFs, images and plain text inline with their own type, anything else as an application/octet-stream attachment',
      content: Object.fromEntries([...INLINE_TYPES, 'application/octet-stream'].map((type) => [type, { schema: { type: 'string', contentMediaType: type } }])),
    },
    errors: { 403: ['INVALID_SIGNATURE', 'LINK_EXPIRED'], 404: ['FILE_NOT_FOUND'] },
  })
  async content(
    @Param('id', IdPipe) id: number,
    @Query('expires') expires: string | undefined,
    @Query('signature') signature: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const expiresAt = /^\d{1,12}$/.test(expires ?? '') ? Number(expires) : NaN;
    if (!Number.isFinite(expiresAt) || typeof signature !== 'string') {
      throw ValidationError.field('signature', 'a signed link carries `expires` and `signature`');
    }
    const { file, bytes } = await this.readSignedFile.execute(id, expiresAt, signature);
    const inline = INLINE_TYPES.has(file.mimeType);
    await reply
      .header('content-type', inline ? file.mimeType : 'application/octet-stream')
      .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(file.name)}`)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, max-age=300')
      .send(bytes);
  }
}
