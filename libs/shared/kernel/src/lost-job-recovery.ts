import { Clock } from './clock';
import { JobDefinition, JobQueue } from './job-queue';

/**
 * Puts back the job of every record whose job may be gone: Redis flushed or failed over without
 * persistence, or the process that made the record stopped between its commit and the enqueue.
 * Job ids are the records' own, so a job still waiting or backing off between retries is left as
 * it is; only a missing one is added, to run at once. Each context says which records wait for
 * which job; the timer that runs the pass is `jobRecoveryTimer` (shared lifecycle).
 */
export class LostJobRecovery<P> {
  /** Younger records are still in their request's hands (it enqueues after the commit). */
  static readonly GRACE_MS = 60_000;

  /**
   * `waiting` answers the ids of the records still waiting for their job, made before `before`,
   * oldest first; `jobOf` one record's job payload and id.
   */
  protected constructor(
    private readonly jobs: JobQueue,
    private readonly clock: Clock,
    private readonly job: JobDefinition<P>,
    private readonly waiting: (before: Date, limit: number) => Promise<number[]>,
    private readonly jobOf: (id: number) => { payload: P; jobId: string },
  ) {}

  /** One pass; answers how many jobs it enqueued (those still present are dropped by the queue). */
  async execute(limit = 1000): Promise<number> {
    const ids = await this.waiting(new Date(this.clock.now().getTime() - LostJobRecovery.GRACE_MS), limit);
    for (const id of ids) {
      const { payload, jobId } = this.jobOf(id);
      await this.jobs.enqueue(this.job, payload, { jobId });
    }
    return ids.length;
  }
}
