import { execFileSync } from 'node:child_process';
import * as path from 'node:path';
import { INestApplicationContext } from '@nestjs/common';
import { definedJobs } from '@backoffice/shared/kernel';
import { JobRegistry, QueueLifecycle } from '@backoffice/shared/queue';
import { describeWithDatabase, describeWithRedis, eventually, testConfig, testLogger } from '@backoffice/shared/testing';
import { createWorker } from '../src/create-worker';

const ROOT = path.resolve(__dirname, '../../..');

/** Every `defineJob(…)` call in the libraries' sources, by job name: what must have a consumer. */
function jobNamesInSources(): string[] {
  const out = execFileSync('git', ['grep', '-h', '-A2', '-E', 'defineJob<[^(]*>\\(|defineJob\\(', '--', 'libs/*/application/src/*.ts', ':!*.spec.ts'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return [...out.matchAll(/defineJob(?:<[^(]*>)?\(\s*'[^']+',\s*'([^']+)'/g)].map((m) => m[1]).sort();
}

/**
 * The worker loads every context through the composition root, so every job any context defines
 * has its handler and a BullMQ consumer on its queue. A context left out of the worker would leave
 * its jobs enqueued and never run: this test fails first.
 */
describeWithDatabase()('worker: every defined job has a handler and a consumer', () => {
  describeWithRedis()('with REDIS_URL', () => {
    let worker: INestApplicationContext;
    beforeAll(async () => {
      const config = testConfig({ QUEUE_PREFIX: `jobs-${process.pid}-${Date.now()}` });
      worker = await createWorker(config, testLogger(config));
    });
    afterAll(() => worker.close());

    it('knows every job the sources define', () => {
      const names = jobNamesInSources();
      expect(names.length).toBeGreaterThanOrEqual(5);
      expect(
        definedJobs()
          .map((job) => job.name)
          .sort(),
      ).toEqual(names);
    });

    it('registers a handler for each and consumes its queue', async () => {
      const registry = worker.get(JobRegistry);
      // The BullMQ workers run once connected.
      const consuming = await eventually(async () => {
        const state = worker.get(QueueLifecycle).consuming();
        return state.running && state;
      });
      for (const job of definedJobs()) {
        expect({ job: job.name, handler: registry.get(job.name)?.definition.queue ?? null }).toEqual({ job: job.name, handler: job.queue });
        expect({ job: job.name, consumed: consuming.queues.includes(job.queue) }).toEqual({ job: job.name, consumed: true });
      }
    });
  });
});
