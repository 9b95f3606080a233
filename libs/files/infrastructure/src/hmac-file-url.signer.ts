import { createHmac, createSecretKey, KeyObject, timingSafeEqual } from 'node:crypto';
import { FileUrlSigner } from '@backoffice/files/application';

/** HMAC-SHA256 over `<fileId>.<expires>` with a key derived for this purpose only. */
export class HmacFileUrlSigner implements FileUrlSigner {
  /** Imported once: an HMAC over a raw Buffer key imports it on every call. */
  private readonly key: KeyObject;

  constructor(key: Buffer) {
    this.key = createSecretKey(key);
  }

  sign(fileId: number, expiresAtUnix: number): string {
    return createHmac('sha256', this.key).update(`${fileId}.${expiresAtUnix}`).digest('hex');
  }

  verify(fileId: number, expiresAtUnix: number, signature: string): boolean {
    if (!/^[0-9a-f]{64}$/.test(signature)) return false;
    return timingSafeEqual(Buffer.from(this.sign(fileId, expiresAtUnix), 'hex'), Buffer.from(signature, 'hex'));
  }
}
