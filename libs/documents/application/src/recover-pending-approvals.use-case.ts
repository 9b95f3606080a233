import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, Clock, JOB_QUEUE, JobQueue } from '@backoffice/shared/kernel';
import { REQUEST_APPROVAL_NUMBER_JOB } from './document-jobs';
import { DOCUMENT_REPOSITORY, DocumentRepository } from './documents.ports';

/**
 * Puts back the allocation-number job of every document still PENDING whose job may be gone:
 * Redis flushed or failed over without persistence, or the issuing process stopped between the
 * commit and the enqueue. The job id is the document's, so a job still waiting (or backing off
 * between retries) is left as it is; only a missing one is added, to run at once.
 */
@Injectable()
export class RecoverPendingApprovals {
  /** Younger documents are still in their issuing request's hands (it enqueues after the commit). */
  static readonly GRACE_MS = 60_000;

  constructor(
    @Inject(DOCUMENT_REPOSITORY) private readonly documents: DocumentRepository,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(limit = 1000): Promise<number> {
    const before = new Date(this.clock.now().getTime() - RecoverPendingApprovals.GRACE_MS);
    const ids = await this.documents.pendingApprovalIds(before, limit);
    for (const documentId of ids) await this.jobs.enqueue(REQUEST_APPROVAL_NUMBER_JOB, { documentId }, { jobId: `approval-${documentId}` });
    return ids.length;
  }
}
