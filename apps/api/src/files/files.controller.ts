import { Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiConsumes, ApiTags } from '@nestjs/swagger';
import { ListFiles, ReadSignedFile, UploadFile } from '@backoffice/files/application';
import { Actor, ValidationError, wholeSet } from '@backoffice/shared/kernel';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentActor, Public } from '../http/auth';
import { IdPipe } from '../http/id.pipe';

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
  ) {}

  /** Multipart upload, the bytes in the field `file` (at most 10 MB). */
  @Post('upload')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiConsumes('multipart/form-data')
  async upload(@CurrentActor() actor: Actor, @Req() request: FastifyRequest) {
    if (!request.isMultipart()) throw ValidationError.field('file', 'send multipart/form-data with the file in the field "file"');
    const part = await request.file().catch(rejectMalformedMultipart);
    if (!part || part.fieldname !== 'file') throw ValidationError.field('file', 'is required');
    const bytes = await part.toBuffer();
    const file = await this.uploadFile.execute(actor, { name: part.filename, mimeType: part.mimetype, bytes });
    return { success: true, fileId: file.id, remoteUrl: file.remoteUrl, name: file.name, mimeType: file.mimeType, size: file.size };
  }

  /** Whole set (pagination rule 6). */
  @Get()
  @ApiBearerAuth()
  async list(@CurrentActor() actor: Actor) {
    return wholeSet(await this.listFiles.execute(actor));
  }

  /** The target of `remoteUrl`: no API key, the signature and expiry are the credential. */
  @Public()
  @Get('content/:id')
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
