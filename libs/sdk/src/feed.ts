import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import * as path from 'node:path';
import { BackofficeClient, Schemas } from './client';
import { unwrap } from './errors';

/** Where a feed reader keeps its place between runs. */
export interface CursorStore {
  load(): Promise<string | undefined>;
  save(cursor: string): Promise<void>;
}

/** A cursor in a file, replaced atomically (write, then rename). */
export function fileCursorStore(file: string): CursorStore {
  return {
    load: () =>
      readFile(file, 'utf8').then(
        (text) => text.trim() || undefined,
        () => undefined,
      ),
    save: async (cursor) => {
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(`${file}.tmp`, cursor);
      await rename(`${file}.tmp`, file);
    },
  };
}

export function memoryCursorStore(initial?: string): CursorStore & { cursor?: string } {
  const store = {
    cursor: initial,
    load: async () => store.cursor,
    save: async (cursor: string) => void (store.cursor = cursor),
  };
  return store;
}

export interface DocumentChangesOptions {
  store: CursorStore;
  /** Where a reader with no saved cursor starts (ISO 8601); the beginning by default. */
  since?: string;
  /** Documents per request (1-200). */
  batchSize?: number;
}

/**
 * Every document changed since the saved cursor, oldest change first, until the feed is drained.
 * The cursor is saved after the whole batch has been consumed, so a reader that stops half-way
 * sees that batch again: at-least-once, as the feed promises.
 */
export async function* documentChanges(client: BackofficeClient, options: DocumentChangesOptions): AsyncGenerator<Schemas['DocumentSummary']> {
  let cursor = await options.store.load();
  for (;;) {
    const query = cursor ? { cursor, limit: options.batchSize ?? 200 } : { updatedSince: options.since ?? '1970-01-01T00:00:00Z', limit: options.batchSize ?? 200 };
    const batch = unwrap(await client.GET('/documents', { params: { query } }));
    if (!('nextCursor' in batch)) throw new Error('the API answered a list where a change-feed batch was expected');
    yield* batch.data;
    if (batch.nextCursor) {
      cursor = batch.nextCursor;
      await options.store.save(cursor);
    }
    if (!batch.hasMore) return;
  }
}
