import { createHash, randomInt } from 'node:crypto';
import { ApiKeySecrets } from '@backoffice/identity/application';

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const SECRET_LENGTH = 40;

/**
 * Key secrets are 40 random base62 characters (~238 bits), so a plain SHA-256 is a sound
 * stored form: there is nothing to brute-force, and lookups stay one indexed equality.
 */
export class Sha256ApiKeySecrets implements ApiKeySecrets {
  generate(): { secret: string; hash: string; prefix: string } {
    let body = '';
    for (let i = 0; i < SECRET_LENGTH; i++) body += BASE62[randomInt(BASE62.length)];
    const secret = `sk_${body}`;
    return { secret, hash: this.hash(secret), prefix: secret.slice(0, 7) };
  }

  hash(secret: string): string {
    return createHash('sha256').update(secret, 'utf8').digest('hex');
  }
}
