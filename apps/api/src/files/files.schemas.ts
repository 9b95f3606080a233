import { Id, Named, Nullable, Page, Success, Timestamp, Type } from '../http/openapi/schemas';

export const FileSchema = Named('File', {
  id: Id(),
  name: Type.String(),
  mimeType: Type.String({ description: 'As the uploader declared it' }),
  size: Type.Integer({ minimum: 0 }),
  sha256: Type.String({ pattern: '^[0-9a-f]{64}$' }),
  detectedType: Nullable(Type.String({ description: 'What the bytes really are (pdf, png, jpeg, gif, webp, zip, text, unknown); null until inspected' })),
  createdAt: Timestamp(),
  remoteUrl: Type.String({ description: 'Signed link that serves the bytes without an API key, valid for FILE_URL_TTL_SECONDS' }),
});

export const FilePageSchema = Page('FilePage', FileSchema);

export const FileUploadedSchema = Named('FileUploaded', {
  success: Success,
  fileId: Id(),
  remoteUrl: Type.String(),
  name: Type.String(),
  mimeType: Type.String(),
  size: Type.Integer({ minimum: 0 }),
});

/** The multipart body of an upload. */
export const UploadBodySchema = Type.Object({ file: Type.String({ format: 'binary', description: 'The bytes, at most 10 MB' }) }, { required: ['file'] });
