import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Text sealed at rest with AES-256-GCM under a 32-byte key (one `SecretsKey.derive` per purpose):
 * base64url(iv | tag | ciphertext), a fresh IV each time. Webhook endpoint secrets and the stored
 * answers of Idempotency-Keys that carry a secret are kept this way.
 */
export function sealText(key: Buffer, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64url');
}

/** The text `sealText` sealed; throws when it was tampered with or sealed under another key. */
export function openText(key: Buffer, sealed: string): string {
  const raw = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}
