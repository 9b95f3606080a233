import { openText, sealText } from '@backoffice/shared/config';
import { SecretCipher } from '@backoffice/webhooks/application';

/** Endpoint secrets at rest: AES-256-GCM under a key derived from SECRETS_KEY; `v1.` + the sealed text. */
export class AesGcmSecretCipher implements SecretCipher {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('AES-256-GCM needs a 32-byte key');
  }

  encrypt(secret: string): string {
    return `v1.${sealText(this.key, secret)}`;
  }

  decrypt(value: string): string {
    if (!value.startsWith('v1.')) throw new Error('unknown secret encoding');
    return openText(this.key, value.slice(3));
  }
}
