import { AppConfig } from '@backoffice/shared/config';
import { Logger } from '@backoffice/shared/observability';
import { AttemptDelivery, ClaimedDelivery, WebhookEndpointRepository } from '@backoffice/webhooks/application';
import { InProcessRateLimiter, RateLimiter } from '@backoffice/shared/ratelimit';
import { DeliveryDispatcher } from './delivery-dispatcher';
import { DeliveryPacer } from './delivery-pacer';

/** An AttemptDelivery whose attempts finish when the test says so. */
function fakeAttempts() {
  const finish = new Map<number, () => void>();
  const started: number[] = [];
  const attempt = {
    claim: async (deliveryId: number): Promise<ClaimedDelivery> => ({ deliveryId, endpointId: 0, attemptNumber: 1, url: '', secretEncs: [], body: '' }),
    execute: (claimed: ClaimedDelivery) => {
      started.push(claimed.deliveryId);
      return new Promise<'delivered'>((resolve) => finish.set(claimed.deliveryId, () => resolve('delivered')));
    },
    rescheduleIfEarly: async () => undefined,
  } as unknown as AttemptDelivery;
  return { attempt, started, finish };
}

const config = { webhookDelivery: { endpointConcurrency: 2 } } as AppConfig;
/** Endpoint 7 allows 20 attempts a second; the others have no limit. */
const endpoints = { rateLimitOf: async (id: number) => (id === 7 ? 20 : null) } as unknown as WebhookEndpointRepository;
const logger = { error: jest.fn(), warn: jest.fn() } as unknown as Logger;
const tick = () => new Promise((resolve) => setImmediate(resolve));
const bucket = () => new InProcessRateLimiter({ perMinute: 60, burst: 1 });
/** A pacer of one process; `shared` stands for Redis, shared by every process. */
const pacer = (shared: RateLimiter | null = null) => new DeliveryPacer(shared, bucket(), logger);

describe('DeliveryDispatcher', () => {
  it('runs at most the per-endpoint limit at once, queues the rest in that endpoint’s line, and never blocks another endpoint', async () => {
    const { attempt, started, finish } = fakeAttempts();
    const dispatcher = new DeliveryDispatcher(attempt, config, logger, endpoints, pacer());
    // Endpoint 1 hangs: five deliveries, two slots. Each accept returns at once (no queue slot held).
    for (const id of [1, 2, 3, 4, 5]) await dispatcher.accept({ deliveryIds: [id], endpointId: 1 });
    await dispatcher.accept({ deliveryIds: [3], endpointId: 1 }); // a duplicate wake-up is folded
    await tick();
    expect(started).toEqual([1, 2]);
    // Endpoint 2 is not delayed by endpoint 1's full line.
    await dispatcher.accept({ deliveryIds: [10], endpointId: 2 });
    await tick();
    expect(started).toEqual([1, 2, 10]);
    // A slot frees: the next of endpoint 1's line starts.
    finish.get(1)?.();
    await tick();
    await tick();
    expect(started).toEqual([1, 2, 10, 3]);
    for (const id of [2, 3, 10]) finish.get(id)?.();
    await tick();
    await tick();
    // Two slots freed (2 and 3): the last two of the line start; nothing is left waiting.
    expect(started).toEqual([1, 2, 10, 3, 4, 5]);
    finish.get(4)?.();
    finish.get(5)?.();
    await dispatcher.close();
    expect(started).toHaveLength(6);
  });

  it('starts the oldest delivery of a line first, whatever order their jobs came in', async () => {
    const { attempt, started, finish } = fakeAttempts();
    const dispatcher = new DeliveryDispatcher(attempt, config, logger, endpoints, pacer());
    // Both slots busy, then three more arrive newest first (jobs due close together, handed over out of order).
    for (const id of [1, 2]) await dispatcher.accept({ deliveryIds: [id], endpointId: 1 });
    for (const id of [5, 4, 3]) await dispatcher.accept({ deliveryIds: [id], endpointId: 1 });
    await tick();
    expect(started).toEqual([1, 2]);
    for (const id of [1, 2]) finish.get(id)?.();
    await tick();
    await tick();
    expect(started).toEqual([1, 2, 3, 4]);
    finish.get(3)?.();
    await tick();
    await tick();
    expect(started).toEqual([1, 2, 3, 4, 5]);
    for (const id of [4, 5]) finish.get(id)?.();
    await dispatcher.close();
  });

  it('sends a catch-up’s deliveries whose jobs came late and together one after another, oldest first, at its pace, though the endpoint has no limit and free slots', async () => {
    const { attempt, finish } = fakeAttempts();
    const sent: { id: number; at: number }[] = [];
    const timed = {
      ...attempt,
      execute: (claimed: ClaimedDelivery) => (sent.push({ id: claimed.deliveryId, at: Date.now() }), attempt.execute(claimed)),
    } as unknown as AttemptDelivery;
    const dispatcher = new DeliveryDispatcher(timed, { webhookDelivery: { endpointConcurrency: 50 } } as AppConfig, logger, endpoints, pacer());
    // Three turns of a catch-up at 20 a second, due 50 ms apart, handed over at the same moment, the newest first.
    await Promise.all([43, 42, 41].map((id) => dispatcher.accept({ deliveryIds: [id], endpointId: 4, perSecond: 20 })));
    await new Promise((resolve) => setTimeout(resolve, 180));
    for (const { id } of sent) finish.get(id)?.();
    expect(sent.map((s) => s.id)).toEqual([41, 42, 43]);
    for (let i = 1; i < sent.length; i++) expect(sent[i].at - sent[i - 1].at).toBeGreaterThanOrEqual(45);
    // Without a pace the same three start side by side.
    const t0 = Date.now();
    await Promise.all([53, 52, 51].map((id) => dispatcher.accept({ deliveryIds: [id], endpointId: 5 })));
    await tick();
    await tick();
    expect(sent.slice(3).map((s) => s.id)).toEqual([51, 52, 53]);
    expect(sent[5].at - t0).toBeLessThan(45);
    for (const id of [51, 52, 53]) finish.get(id)?.();
    await dispatcher.close();
  });

  it('paces a catch-up at the endpoint’s own limit when that is slower', async () => {
    const { attempt, finish } = fakeAttempts();
    const sentAt: number[] = [];
    const timed = { ...attempt, execute: (claimed: ClaimedDelivery) => (sentAt.push(Date.now()), attempt.execute(claimed)) } as unknown as AttemptDelivery;
    // Endpoint 12 allows 10 a second; the catch-up asks for 40.
    const tenASecond = { rateLimitOf: async () => 10 } as unknown as WebhookEndpointRepository;
    const dispatcher = new DeliveryDispatcher(timed, { webhookDelivery: { endpointConcurrency: 50 } } as AppConfig, logger, tenASecond, pacer());
    await dispatcher.accept({ deliveryIds: [131, 132, 133], endpointId: 12, perSecond: 40 });
    await new Promise((resolve) => setTimeout(resolve, 260));
    for (const id of [131, 132, 133]) finish.get(id)?.();
    expect(sentAt).toHaveLength(3);
    for (let i = 1; i < sentAt.length; i++) expect(sentAt[i] - sentAt[i - 1]).toBeGreaterThanOrEqual(95);
    await dispatcher.close();
  });

  it("spaces an endpoint's attempts by its rate limit, while an unlimited endpoint's start at once", async () => {
    const { attempt, started, finish } = fakeAttempts();
    const startedAt = new Map<number, number>();
    const timed = { ...attempt, execute: (claimed: ClaimedDelivery) => (startedAt.set(claimed.deliveryId, Date.now()), attempt.execute(claimed)) } as unknown as AttemptDelivery;
    const dispatcher = new DeliveryDispatcher(timed, { webhookDelivery: { endpointConcurrency: 50 } } as AppConfig, logger, endpoints, pacer());
    const t0 = Date.now();
    await dispatcher.accept({ deliveryIds: [71, 72, 73, 74, 75], endpointId: 7 });
    await dispatcher.accept({ deliveryIds: [81, 82, 83, 84, 85], endpointId: 8 });
    for (const id of [71, 72, 73, 74, 75, 81, 82, 83, 84, 85]) void Promise.resolve().then(() => finish.get(id)?.());
    await new Promise((resolve) => setTimeout(resolve, 260));
    for (const id of started) finish.get(id)?.();
    // 20 a second: one every 50 ms, oldest first.
    const limited = [71, 72, 73, 74, 75].map((id) => (startedAt.get(id) as number) - t0);
    for (let i = 1; i < limited.length; i++) expect(limited[i] - limited[i - 1]).toBeGreaterThanOrEqual(45);
    expect(started.filter((id) => id >= 71 && id <= 75)).toEqual([71, 72, 73, 74, 75]);
    // The unlimited endpoint was not slowed: all five started before the limited one's second.
    for (const id of [81, 82, 83, 84, 85]) expect((startedAt.get(id) as number) - t0).toBeLessThan(limited[1]);
    await dispatcher.close();
  });

  it('takes the turn after the lease, so a slow lease does not bunch the requests that reach the endpoint', async () => {
    const { attempt, finish } = fakeAttempts();
    const sentAt: number[] = [];
    // The first lease takes 40 ms (a busy database), the others none.
    const slowFirst = {
      ...attempt,
      claim: async (deliveryId: number) => {
        if (deliveryId === 111) await new Promise((resolve) => setTimeout(resolve, 40));
        return attempt.claim(deliveryId);
      },
      execute: (claimed: ClaimedDelivery) => (sentAt.push(Date.now()), attempt.execute(claimed)),
    } as unknown as AttemptDelivery;
    const dispatcher = new DeliveryDispatcher(slowFirst, { webhookDelivery: { endpointConcurrency: 50 } } as AppConfig, logger, endpoints, pacer());
    await dispatcher.accept({ deliveryIds: [111, 112, 113], endpointId: 7 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const id of [111, 112, 113]) finish.get(id)?.();
    expect(sentAt).toHaveLength(3);
    // 20 a second: requests leave 50 ms apart however long each lease took.
    for (let i = 1; i < sentAt.length; i++) expect(sentAt[i] - sentAt[i - 1]).toBeGreaterThanOrEqual(45);
    await dispatcher.close();
  });

  it('stops waiting for a turn when closed, and sends nothing after', async () => {
    const { attempt } = fakeAttempts();
    const sent: number[] = [];
    const counted = { ...attempt, execute: (claimed: ClaimedDelivery) => (sent.push(claimed.deliveryId), Promise.resolve('delivered')) } as unknown as AttemptDelivery;
    // One attempt a second: the second delivery waits about a second for its turn.
    const slow = { rateLimitOf: async () => 1 } as unknown as WebhookEndpointRepository;
    const dispatcher = new DeliveryDispatcher(counted, config, logger, slow, pacer());
    await dispatcher.accept({ deliveryIds: [121, 122], endpointId: 12 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closing = Date.now();
    await dispatcher.close();
    expect(Date.now() - closing).toBeLessThan(500);
    expect(sent).toEqual([121]);
  });

  it('keeps the pace when the line empties between deliveries that arrive one at a time', async () => {
    const { attempt, finish } = fakeAttempts();
    const startedAt: number[] = [];
    const timed = { ...attempt, execute: (claimed: ClaimedDelivery) => (startedAt.push(Date.now()), attempt.execute(claimed)) } as unknown as AttemptDelivery;
    const dispatcher = new DeliveryDispatcher(timed, config, logger, endpoints, pacer());
    // Each delivery comes alone and the first finishes before the next arrives: the line empties.
    for (const id of [91, 92, 93]) {
      await dispatcher.accept({ deliveryIds: [id], endpointId: 7 });
      await new Promise((resolve) => setTimeout(resolve, 5));
      finish.get(id)?.();
      await tick();
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
    for (const id of [91, 92, 93]) finish.get(id)?.();
    expect(startedAt).toHaveLength(3);
    for (let i = 1; i < startedAt.length; i++) expect(startedAt[i] - startedAt[i - 1]).toBeGreaterThanOrEqual(45);
    await dispatcher.close();
  });

  it('holds the rate across processes: two dispatchers sharing the pacer’s store start at most the endpoint’s rate together', async () => {
    const { attempt, finish } = fakeAttempts();
    const startedAt: number[] = [];
    const timed = { ...attempt, execute: (claimed: ClaimedDelivery) => (startedAt.push(Date.now()), attempt.execute(claimed)) } as unknown as AttemptDelivery;
    const redis = bucket();
    const wide = { webhookDelivery: { endpointConcurrency: 50 } } as AppConfig;
    const [first, second] = [new DeliveryDispatcher(timed, wide, logger, endpoints, pacer(redis)), new DeliveryDispatcher(timed, wide, logger, endpoints, pacer(redis))];
    await first.accept({ deliveryIds: [101, 102, 103], endpointId: 7 });
    await second.accept({ deliveryIds: [201, 202, 203], endpointId: 7 });
    await new Promise((resolve) => setTimeout(resolve, 330));
    for (const id of [101, 102, 103, 201, 202, 203]) finish.get(id)?.();
    expect(startedAt).toHaveLength(6);
    // 20 a second for the endpoint, whichever process sends: one every 50 ms in all.
    startedAt.sort((a, b) => a - b);
    for (let i = 1; i < startedAt.length; i++) expect(startedAt[i] - startedAt[i - 1]).toBeGreaterThanOrEqual(45);
    await Promise.all([first.close(), second.close()]);
  });

  it('paces on its own while the shared store cannot answer, and says so', async () => {
    const { attempt, finish } = fakeAttempts();
    const startedAt: number[] = [];
    const timed = { ...attempt, execute: (claimed: ClaimedDelivery) => (startedAt.push(Date.now()), attempt.execute(claimed)) } as unknown as AttemptDelivery;
    const down = { consume: () => Promise.reject(new Error('connection refused')), close: async () => undefined } as RateLimiter;
    const warned = jest.fn();
    const wide = { webhookDelivery: { endpointConcurrency: 50 } } as AppConfig;
    const dispatcher = new DeliveryDispatcher(timed, wide, logger, endpoints, new DeliveryPacer(down, bucket(), { warn: warned } as unknown as Logger));
    await dispatcher.accept({ deliveryIds: [301, 302, 303], endpointId: 7 });
    await new Promise((resolve) => setTimeout(resolve, 160));
    for (const id of [301, 302, 303]) finish.get(id)?.();
    expect(startedAt).toHaveLength(3);
    for (let i = 1; i < startedAt.length; i++) expect(startedAt[i] - startedAt[i - 1]).toBeGreaterThanOrEqual(45);
    expect(warned).toHaveBeenCalledTimes(1);
    await dispatcher.close();
  });
});
