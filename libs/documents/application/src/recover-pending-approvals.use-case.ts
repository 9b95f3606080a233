import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, Clock, JOB_QUEUE, JobQueue, LostJobRecovery } from '@backoffice/shared/kernel';
import { REQUEST_APPROVAL_NUMBER_JOB } from './document-jobs';
import { DOCUMENT_REPOSITORY, DocumentRepository } from './documents.ports';

/** Puts back the allocation-number job of every document still PENDING whose job may be gone. */
@Injectable()
export class RecoverPendingApprovals extends LostJobRecovery<{ documentId: number }> {
  constructor(@Inject(DOCUMENT_REPOSITORY) documents: DocumentRepository, @Inject(JOB_QUEUE) jobs: JobQueue, @Inject(CLOCK) clock: Clock) {
    super(jobs, clock, REQUEST_APPROVAL_NUMBER_JOB, documents.pendingApprovalIds.bind(documents), (id) => ({ payload: { documentId: id }, jobId: `approval-${id}` }));
  }
}
