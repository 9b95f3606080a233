import { createHash, createHmac, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import * as path from 'node:path';
import { AppConfig } from './app-config';

/**
 * The master secret behind signed file links and encrypted webhook secrets. SECRETS_KEY when set
 * (required when several instances must agree); otherwise one generated once under the data
 * directory, which suits the single-process embedded default.
 */
export class SecretsKey {
  private constructor(private readonly master: Buffer) {}

  static fromString(value: string): SecretsKey {
    return new SecretsKey(createHash('sha256').update(value, 'utf8').digest());
  }

  static async resolve(config: AppConfig): Promise<SecretsKey> {
    if (config.secretsKey) return SecretsKey.fromString(config.secretsKey);
    const file = path.join(config.dataDir, 'secrets-key');
    if (!existsSync(file)) {
      await mkdir(config.dataDir, { recursive: true });
      await writeFile(file, randomBytes(32).toString('base64url') + '\n', { mode: 0o600, flag: 'wx' }).catch((error: { code?: string }) => {
        if (error.code !== 'EEXIST') throw error;
      });
    }
    return SecretsKey.fromString((await readFile(file, 'utf8')).trim());
  }

  /** A separate 32-byte key per purpose, so one use never weakens another. */
  derive(purpose: string): Buffer {
    return createHmac('sha256', this.master).update(purpose, 'utf8').digest();
  }
}

export const SECRETS_KEY = Symbol('SecretsKey');
