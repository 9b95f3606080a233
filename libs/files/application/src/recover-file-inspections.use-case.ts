import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, Clock, JOB_QUEUE, JobQueue, LostJobRecovery } from '@backoffice/shared/kernel';
import { FILE_REPOSITORY, FileRepository } from './files.ports';
import { INSPECT_FILE_JOB } from './inspect-file.job';

/** Puts back the inspection job of every file not inspected yet whose job may be gone. */
@Injectable()
export class RecoverFileInspections extends LostJobRecovery<{ fileId: number }> {
  constructor(@Inject(FILE_REPOSITORY) files: FileRepository, @Inject(JOB_QUEUE) jobs: JobQueue, @Inject(CLOCK) clock: Clock) {
    super(jobs, clock, INSPECT_FILE_JOB, files.uninspectedIds.bind(files), (fileId) => ({ payload: { fileId }, jobId: `inspect-file-${fileId}` }));
  }
}
