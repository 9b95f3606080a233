import { INestApplicationContext } from '@nestjs/common';
import { RecoverPendingApprovals } from '@backoffice/documents/application';
import { RecoverFileInspections } from '@backoffice/files/application';
import { describeWithDatabase, describeWithRedis, testConfig, testLogger } from '@backoffice/shared/testing';
import { RelayOutbox } from '@backoffice/webhooks/application';
import { createApiApp } from '../../api/src/create-api-app';
import { createWorker } from '../src/create-worker';

/** Every 100 ms, so half a second shows whether a process runs them. */
const FAST_TIMERS = { WEBHOOK_RELAY_INTERVAL_MS: '100', JOB_RECOVERY_INTERVAL_MS: '100' };

/** Counts the passes of the three background timers a process runs from now on, for `ms`. */
async function passesWithin(app: INestApplicationContext, ms: number): Promise<{ relay: number; approvals: number; inspections: number }> {
  const spies = {
    relay: jest.spyOn(app.get(RelayOutbox), 'execute'),
    approvals: jest.spyOn(app.get(RecoverPendingApprovals), 'execute'),
    inspections: jest.spyOn(app.get(RecoverFileInspections), 'execute'),
  };
  await new Promise((resolve) => setTimeout(resolve, ms));
  const counts = { relay: spies.relay.mock.calls.length, approvals: spies.approvals.mock.calls.length, inspections: spies.inspections.mock.calls.length };
  Object.values(spies).forEach((spy) => spy.mockRestore());
  return counts;
}

/**
 * BACKGROUND_TASKS: the outbox relay and the job recovery passes run in every process by default;
 * an API process of a split deployment can leave them to the workers. Without Redis the switch
 * is ignored, since no other process would run them.
 */
describeWithDatabase()('BACKGROUND_TASKS', () => {
  describeWithRedis()('with REDIS_URL', () => {
    it('an API process with BACKGROUND_TASKS=false runs none of the timers, while a worker beside it runs them all', async () => {
      const config = testConfig({ ...FAST_TIMERS, BACKGROUND_TASKS: 'false' });
      const api = await createApiApp(config, testLogger(config));
      const worker = await createWorker({ ...config, backgroundTasks: true }, testLogger(config));
      try {
        expect(await passesWithin(api, 600)).toEqual({ relay: 0, approvals: 0, inspections: 0 });
        const work = await passesWithin(worker, 600);
        expect(work.relay).toBeGreaterThanOrEqual(3);
        expect(work.approvals).toBeGreaterThanOrEqual(3);
        expect(work.inspections).toBeGreaterThanOrEqual(3);
      } finally {
        await worker.close();
        await api.close();
      }
    });

    it('runs them in an API process by default', async () => {
      const config = testConfig(FAST_TIMERS);
      const api = await createApiApp(config, testLogger(config));
      try {
        const work = await passesWithin(api, 600);
        expect(Math.min(work.relay, work.approvals, work.inspections)).toBeGreaterThanOrEqual(3);
      } finally {
        await api.close();
      }
    });
  });

  it('runs them without REDIS_URL whatever BACKGROUND_TASKS says: the process is the whole service', async () => {
    const config = testConfig({ ...FAST_TIMERS, BACKGROUND_TASKS: 'false', REDIS_URL: undefined });
    const api = await createApiApp({ ...config, redisUrl: undefined }, testLogger(config));
    try {
      const work = await passesWithin(api, 600);
      expect(Math.min(work.relay, work.approvals, work.inspections)).toBeGreaterThanOrEqual(3);
    } finally {
      await api.close();
    }
  });
});
