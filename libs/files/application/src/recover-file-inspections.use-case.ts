import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, Clock, JOB_QUEUE, JobQueue } from '@backoffice/shared/kernel';
import { FILE_REPOSITORY, FileRepository } from './files.ports';
import { INSPECT_FILE_JOB } from './inspect-file.job';

/**
 * Puts back the inspection job of every file not inspected yet whose job may be gone (Redis
 * flushed, or the upload's process stopped between the commit and the enqueue). The job id is the
 * file's, so a job still waiting or backing off is left as it is.
 */
@Injectable()
export class RecoverFileInspections {
  /** Younger files are still in their upload request's hands (it enqueues after the commit). */
  static readonly GRACE_MS = 60_000;

  constructor(
    @Inject(FILE_REPOSITORY) private readonly files: FileRepository,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(limit = 1000): Promise<number> {
    const ids = await this.files.uninspectedIds(new Date(this.clock.now().getTime() - RecoverFileInspections.GRACE_MS), limit);
    for (const fileId of ids) await this.jobs.enqueue(INSPECT_FILE_JOB, { fileId }, { jobId: `inspect-file-${fileId}` });
    return ids.length;
  }
}
