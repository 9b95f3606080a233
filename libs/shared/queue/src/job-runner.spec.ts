import { Writable } from 'node:stream';
import { createLogger, Logger, requestContext } from '@backoffice/shared/observability';
import { JobObserver, JobOutcome, runJob } from './job-runner';

/** The service's logger, its lines landing in an array. */
function capturingLogger(): { logger: Logger; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(JSON.parse(chunk.toString()));
      callback();
    },
  });
  return { logger: createLogger({ level: 'debug', name: 'test', stream }), lines };
}

describe('runJob', () => {
  const base = { queue: 'documents', name: 'documents.request-approval-number', id: 'approval-7', attempt: 2, payload: { documentId: 7 } };

  it('runs the handler inside the job context: job id, name, attempt, the origin request and its company', async () => {
    const { logger, lines } = capturingLogger();
    const seen: unknown[] = [];
    await runJob(
      { ...base, origin: { reqId: 'req-1', companyId: 42 } },
      async (payload, context) => {
        seen.push(payload, context, requestContext.getStore());
        logger.info('inside the handler');
      },
      logger,
    );
    expect(seen).toEqual([{ documentId: 7 }, { attempt: 2, jobId: 'approval-7' }, { requestId: 'req-1', companyId: 42, job: { id: 'approval-7', name: base.name, attempt: 2 } }]);
    const inside = lines.find((l) => l.msg === 'inside the handler');
    expect(inside).toMatchObject({ reqId: 'req-1', companyId: 42, jobId: 'approval-7', job: base.name, attempt: 2 });
  });

  it("takes the company from the payload when it names one, over the origin's", async () => {
    const { logger } = capturingLogger();
    let store: unknown;
    await runJob({ ...base, payload: { companyId: 5, source: { fileId: 1 } }, origin: { companyId: 9 } }, async () => void (store = requestContext.getStore()), logger);
    expect(store).toMatchObject({ companyId: 5 });
  });

  it('logs the start at debug with the payload ids, and the outcome at info with the duration', async () => {
    const { logger, lines } = capturingLogger();
    const outcomes: [JobOutcome, number][] = [];
    let started = 0;
    const observer: JobObserver = { started: () => void started++, finished: (_job, outcome, seconds) => void outcomes.push([outcome, seconds]) };
    await expect(runJob(base, async () => 'answer', logger, observer)).resolves.toBe('answer');
    expect(lines.map((l) => [l.level, l.msg])).toEqual([
      [20, 'job started'],
      [30, 'job completed'],
    ]);
    expect(lines[0]).toMatchObject({ ids: { documentId: 7 }, jobId: 'approval-7' });
    expect(lines[1]).toMatchObject({ durationMs: expect.any(Number), jobId: 'approval-7' });
    expect(started).toBe(1);
    expect(outcomes).toEqual([['completed', expect.any(Number)]]);
  });

  it('logs a failure at warn with the next retry, rethrows it, and reports it as retrying', async () => {
    const { logger, lines } = capturingLogger();
    const outcomes: JobOutcome[] = [];
    const observer: JobObserver = { started: () => undefined, finished: (_job, outcome) => void outcomes.push(outcome) };
    await expect(
      runJob(
        { ...base, retryInMs: 30_000 },
        async () => {
          throw new Error('authority unreachable');
        },
        logger,
        observer,
      ),
    ).rejects.toThrow('authority unreachable');
    expect(lines[1]).toMatchObject({ level: 40, msg: 'job failed; retry scheduled', retryInMs: 30_000, nextAttempt: 3, err: { message: 'authority unreachable' } });
    expect(outcomes).toEqual(['retrying']);
  });

  it('logs the last failure at error, reported as failed', async () => {
    const { logger, lines } = capturingLogger();
    const outcomes: JobOutcome[] = [];
    const observer: JobObserver = { started: () => undefined, finished: (_job, outcome) => void outcomes.push(outcome) };
    await expect(runJob(base, () => Promise.reject(new Error('refused')), logger, observer)).rejects.toThrow('refused');
    expect(lines[1]).toMatchObject({ level: 50, msg: 'job failed; no retry left' });
    expect(outcomes).toEqual(['failed']);
  });
});
