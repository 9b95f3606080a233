import { Inject, Injectable } from '@nestjs/common';
import { JOB_QUEUE, JobQueue, withIdempotencyKey } from '@backoffice/shared/kernel';
import { IssueOutcome, creationResponse } from './creation-response';
import { REQUEST_APPROVAL_NUMBER_JOB } from './document-jobs';
import { APPROVAL_SETTINGS, ApprovalSettings, IDEMPOTENCY_STORE, IdempotencyStore } from './documents.ports';
import { RequestApprovalNumber } from './request-approval-number.use-case';

/** The issuing request's company, Idempotency-Key and request hash, as withIdempotencyKey takes them. */
export type IdempotencyScope = Parameters<typeof withIdempotencyKey>[1];

/**
 * The allocation number of a newly issued document, asked for after the document is committed
 * (never while holding the counter lock). If the authority answers within the wait, the answer
 * carries it; otherwise the document stays PENDING and a job keeps asking. The stored
 * Idempotency-Key answer follows, so a replay returns exactly what the first caller saw.
 */
@Injectable()
export class AwaitApprovalNumber {
  constructor(
    private readonly approvals: RequestApprovalNumber,
    @Inject(APPROVAL_SETTINGS) private readonly settings: ApprovalSettings,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    @Inject(IDEMPOTENCY_STORE) private readonly idempotency: IdempotencyStore,
  ) {}

  /** The outcome as it is, unless it is a new document waiting for its number. */
  async execute(scope: IdempotencyScope, outcome: IssueOutcome): Promise<IssueOutcome> {
    if (outcome.replayed || outcome.body.alreadyExists || outcome.body.approvalNumberStatus !== 'PENDING') return outcome;
    const documentId = outcome.body.id;
    const attempt = this.approvals.execute({ documentId }).catch(() => null);
    const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), this.settings.waitInRequestMs).unref());
    const answered = await Promise.race([attempt, timeout]);
    if (!answered || answered.approvalNumberStatus === 'PENDING') {
      await this.jobs.enqueue(REQUEST_APPROVAL_NUMBER_JOB, { documentId }, { jobId: `approval-${documentId}`, delayMs: REQUEST_APPROVAL_NUMBER_JOB.retryDelaysMs[0] });
      return outcome;
    }
    const body = creationResponse(answered);
    if (scope.key !== undefined) await this.idempotency.save(scope.companyId, scope.key, { requestHash: scope.requestHash, status: 200, body });
    return { body, replayed: false };
  }
}
