import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import * as path from 'node:path';
import { FileStorage } from '@backoffice/files/application';

/**
 * Bytes on local disk under FILES_DIR. Written to a temporary name and renamed, so a crash never
 * leaves a half-written file under a key that is in the database. Several instances share it
 * through a shared volume; an object-store adapter would implement the same port.
 */
export class LocalDiskFileStorage implements FileStorage {
  constructor(private readonly dir: string) {}

  async put(bytes: Buffer): Promise<{ key: string }> {
    const id = randomUUID();
    const key = `${id.slice(0, 2)}/${id}`;
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.partial`;
    await writeFile(temporary, bytes);
    await rename(temporary, target);
    return { key };
  }

  async get(key: string): Promise<Buffer> {
    return readFile(this.pathOf(key));
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  private pathOf(key: string): string {
    if (!/^[0-9a-f]{2}\/[0-9a-f-]{36}$/.test(key)) throw new Error(`not a storage key: ${key}`);
    return path.join(this.dir, key);
  }
}
