import { ChangeNotifications } from './change-notifications';

export interface NotifiedCacheOptions<V> {
  /** The channel whose notifications name changed records (a trigger's pg_notify). */
  channel: string;
  /** The id a notification names, for a cached value (an API key's id for a key looked up by hash). */
  idOf: (value: V) => string;
  /** How long a copy may be used at most, even when no change is heard; 0 turns caching off. */
  ttlMs: number;
  /** Entries kept at most; past it the oldest go first. */
  maxEntries: number;
  /** For tests: the clock. */
  now?: () => number;
}

interface Entry<V> {
  value: V;
  id: string;
  expiresAt: number;
}

/** A local write that has not been heard yet is this old at most before its id is trusted again. */
const PENDING_MS = 30_000;

/**
 * A short-lived in-process copy of records that a trigger announces changes of. It answers from
 * memory only while the process is listening (`ChangeNotifications.listening`); a notification
 * drops every copy of the record it names; losing the connection drops everything.
 *
 * Two races are closed here rather than left to the TTL:
 * - a read that started before a change and finishes after its notification would store the old
 *   record: every notification moves a generation on, and a read stores its result only if no
 *   notification arrived while it ran;
 * - this process's own write, between its statement and the notification its commit sends:
 *   `written(id)` marks the id so that it is read from the database, and stored again, only once
 *   the notification for it has been heard (or `PENDING_MS` later, when the write rolled back).
 */
export class NotifiedCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();
  private readonly pending = new Map<string, number>();
  private generation = 0;
  private subscribed = false;
  private readonly now: () => number;

  constructor(
    private readonly notifications: ChangeNotifications,
    private readonly options: NotifiedCacheOptions<V>,
  ) {
    this.now = options.now ?? Date.now;
  }

  /** The cached value of `key`, or `load()`'s (stored when it is safe to). Misses (null) are not stored. */
  async get(key: K, load: () => Promise<V | null>): Promise<V | null> {
    if (this.options.ttlMs <= 0) return load();
    // Subscribed on first use, so a process that never reads these records (the CLI) never listens.
    if (!this.subscribed) {
      this.subscribed = true;
      this.notifications.subscribe(this.options.channel, { changed: (id) => this.drop(id), reset: () => this.clear() });
    }
    if (!this.notifications.listening) return load();
    const now = this.now();
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > now && !this.isPending(entry.id, now)) return entry.value;
    if (entry) this.entries.delete(key);
    const generation = this.generation;
    const value = await load();
    if (value === null || generation !== this.generation || !this.notifications.listening) return value;
    const id = this.options.idOf(value);
    if (this.isPending(id, this.now())) return value;
    if (this.entries.size >= this.options.maxEntries) this.entries.delete(this.entries.keys().next().value as K);
    this.entries.set(key, { value, id, expiresAt: now + this.options.ttlMs });
    return value;
  }

  /** This process is changing record `id` (call before its statement): bypass it until the change is heard. */
  written(id: string): void {
    this.pending.set(id, this.now() + PENDING_MS);
    this.drop(id, false);
  }

  get size(): number {
    return this.entries.size;
  }

  private isPending(id: string, now: number): boolean {
    const until = this.pending.get(id);
    if (until === undefined) return false;
    if (until > now) return true;
    this.pending.delete(id);
    return false;
  }

  private drop(id: string, heard = true): void {
    this.generation++;
    if (heard) this.pending.delete(id);
    for (const [key, entry] of this.entries) if (entry.id === id) this.entries.delete(key);
  }

  private clear(): void {
    this.generation++;
    this.entries.clear();
    this.pending.clear();
  }
}
