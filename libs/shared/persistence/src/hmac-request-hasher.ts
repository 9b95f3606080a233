import { createHmac } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { SECRETS_KEY, SecretsKey } from '@backoffice/shared/config';
import { RequestHasher } from '@backoffice/shared/kernel';

/**
 * HMAC-SHA256 under a key derived for this purpose only, for every Idempotency-Key in the service
 * (documents, the gateway, every other write). The derivation keeps the name it had when only the
 * gateway used it, so the gateway's stored keys still match.
 */
@Injectable()
export class HmacRequestHasher implements RequestHasher {
  private readonly key: Buffer;

  constructor(@Inject(SECRETS_KEY) secrets: SecretsKey) {
    this.key = secrets.derive('gateway-idempotency-request-hash');
  }

  hash(text: string): string {
    return createHmac('sha256', this.key).update(text, 'utf8').digest('hex');
  }
}
