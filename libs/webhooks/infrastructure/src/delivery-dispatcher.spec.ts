import { AppConfig } from '@backoffice/shared/config';
import { Logger } from '@backoffice/shared/observability';
import { AttemptDelivery, ClaimedDelivery } from '@backoffice/webhooks/application';
import { DeliveryDispatcher } from './delivery-dispatcher';

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
const logger = { error: jest.fn(), warn: jest.fn() } as unknown as Logger;
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('DeliveryDispatcher', () => {
  it('runs at most the per-endpoint limit at once, queues the rest in that endpoint’s line, and never blocks another endpoint', async () => {
    const { attempt, started, finish } = fakeAttempts();
    const dispatcher = new DeliveryDispatcher(attempt, config, logger);
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
});
