import { ChangeNotifications, ChangeSubscriber } from './change-notifications';
import { NotifiedCache } from './notified-cache';

/** The listening side, driven by the test: whether it listens, and what it hears. */
class HeardChanges {
  listening = true;
  readonly subscribers = new Map<string, ChangeSubscriber>();
  subscribe(channel: string, subscriber: ChangeSubscriber): void {
    this.subscribers.set(channel, subscriber);
  }
  hear(channel: string, id: string): void {
    this.subscribers.get(channel)?.changed(id);
  }
  lose(): void {
    this.listening = false;
    for (const s of this.subscribers.values()) s.reset();
  }
}

interface Key {
  id: number;
  role: string;
}

function setUp(options: { ttlMs?: number; maxEntries?: number } = {}) {
  const heard = new HeardChanges();
  let now = 1_000;
  const cache = new NotifiedCache<string, Key>(heard as unknown as ChangeNotifications, {
    channel: 'keys',
    idOf: (key) => String(key.id),
    ttlMs: options.ttlMs ?? 60_000,
    maxEntries: options.maxEntries ?? 100,
    now: () => now,
  });
  const table = new Map<string, Key>([
    ['h1', { id: 1, role: 'owner' }],
    ['h2', { id: 2, role: 'employee' }],
  ]);
  let reads = 0;
  const load = (hash: string) => async () => {
    reads++;
    return table.get(hash) ?? null;
  };
  return { heard, cache, table, load, reads: () => reads, advance: (ms: number) => (now += ms) };
}

describe('NotifiedCache', () => {
  it('answers from memory after the first read, until a notification names the record', async () => {
    const t = setUp();
    expect(await t.cache.get('h1', t.load('h1'))).toEqual({ id: 1, role: 'owner' });
    expect(await t.cache.get('h1', t.load('h1'))).toEqual({ id: 1, role: 'owner' });
    expect(t.reads()).toBe(1);
    t.table.delete('h1');
    t.heard.hear('keys', '1');
    expect(await t.cache.get('h1', t.load('h1'))).toBeNull();
    expect(t.reads()).toBe(2);
  });

  it('drops only the record a notification names', async () => {
    const t = setUp();
    await t.cache.get('h1', t.load('h1'));
    await t.cache.get('h2', t.load('h2'));
    t.heard.hear('keys', '2');
    await t.cache.get('h1', t.load('h1'));
    await t.cache.get('h2', t.load('h2'));
    expect(t.reads()).toBe(3);
  });

  it('reads every time while not listening, and keeps nothing heard before a lost connection', async () => {
    const t = setUp();
    await t.cache.get('h1', t.load('h1'));
    t.heard.lose();
    expect(t.cache.size).toBe(0);
    await t.cache.get('h1', t.load('h1'));
    await t.cache.get('h1', t.load('h1'));
    expect(t.reads()).toBe(3);
    expect(t.cache.size).toBe(0);
  });

  it('does not store a read that a notification overtook (the old row would outlive its change)', async () => {
    const t = setUp();
    let release: () => void = () => undefined;
    const slow = async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return { id: 1, role: 'owner' };
    };
    const pending = t.cache.get('h1', slow);
    t.heard.hear('keys', '1'); // the change commits while the old row is on its way
    release();
    expect(await pending).toEqual({ id: 1, role: 'owner' });
    expect(t.cache.size).toBe(0);
  });

  it("bypasses a record this process is writing until the write's notification is heard", async () => {
    const t = setUp();
    await t.cache.get('h1', t.load('h1'));
    t.cache.written('1');
    // Before the commit is heard, reads go to the database and are not stored.
    await t.cache.get('h1', t.load('h1'));
    await t.cache.get('h1', t.load('h1'));
    expect(t.reads()).toBe(3);
    expect(t.cache.size).toBe(0);
    t.heard.hear('keys', '1');
    await t.cache.get('h1', t.load('h1'));
    await t.cache.get('h1', t.load('h1'));
    expect(t.reads()).toBe(4);
  });

  it('trusts a written record again after a while when its write rolled back (no notification)', async () => {
    const t = setUp();
    t.cache.written('1');
    await t.cache.get('h1', t.load('h1'));
    t.advance(31_000);
    await t.cache.get('h1', t.load('h1'));
    await t.cache.get('h1', t.load('h1'));
    expect(t.reads()).toBe(2);
  });

  it('reads again once a copy is older than the TTL', async () => {
    const t = setUp({ ttlMs: 5_000 });
    await t.cache.get('h1', t.load('h1'));
    t.advance(4_999);
    await t.cache.get('h1', t.load('h1'));
    expect(t.reads()).toBe(1);
    t.advance(2);
    await t.cache.get('h1', t.load('h1'));
    expect(t.reads()).toBe(2);
  });

  it('subscribes on first use only', async () => {
    const t = setUp();
    expect(t.heard.subscribers.size).toBe(0);
    await t.cache.get('h1', t.load('h1'));
    expect([...t.heard.subscribers.keys()]).toEqual(['keys']);
  });

  it('with a TTL of 0 never stores and never subscribes', async () => {
    const t = setUp({ ttlMs: 0 });
    await t.cache.get('h1', t.load('h1'));
    await t.cache.get('h1', t.load('h1'));
    expect(t.reads()).toBe(2);
    expect(t.heard.subscribers.size).toBe(0);
  });

  it('does not store misses, and keeps at most maxEntries, the oldest going first', async () => {
    const t = setUp({ maxEntries: 1 });
    expect(await t.cache.get('nope', t.load('nope'))).toBeNull();
    expect(t.cache.size).toBe(0);
    await t.cache.get('h1', t.load('h1'));
    await t.cache.get('h2', t.load('h2'));
    expect(t.cache.size).toBe(1);
    await t.cache.get('h2', t.load('h2'));
    expect(t.reads()).toBe(3);
    await t.cache.get('h1', t.load('h1'));
    expect(t.reads()).toBe(4);
  });
});
