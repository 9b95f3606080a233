import { IssuedDocument } from '@backoffice/documents/domain';
import { Decimal } from '@backoffice/shared/kernel';
import { AwaitApprovalNumber, IdempotencyScope } from './await-approval-number';
import { IssueOutcome, creationResponse } from './creation-response';
import { TaxAuthorityAnswer } from './documents.ports';
import { ScriptedAuthority, inMemoryPorts, inline } from './in-memory-ports';
import { RequestApprovalNumber } from './request-approval-number.use-case';

/**
 * A long wait: a test whose answer comes from the authority (or its failure) would time out if the
 * request sat through it.
 */
const LONG_WAIT_MS = 60_000;

describe('AwaitApprovalNumber', () => {
  const scope: IdempotencyScope = { companyId: 1, key: 'key-1', requestHash: 'hash-1' };
  /** The job that keeps asking, by the document's id, first run after the first retry delay. */
  const retryJob = { name: 'documents.request-approval-number', payload: { documentId: 5 }, options: { jobId: 'approval-5', delayMs: 10_000 } };

  /** A tax invoice just issued PENDING, and its answer as the issuing transaction stored it under the key. */
  function setUp(answer?: () => Promise<TaxAuthorityAnswer>, waitInRequestMs = LONG_WAIT_MS) {
    const { documents, outbox, idempotency, jobs, clock } = inMemoryPorts();
    const authority = new ScriptedAuthority(answer);
    const useCase = new AwaitApprovalNumber(new RequestApprovalNumber(inline, documents, authority, outbox, clock), { waitInRequestMs }, jobs, idempotency);
    const pending = documents.seed({ id: 5, type: 'invoice', clientTaxId: '514000001', amount: Decimal.of(6000), approvalNumberStatus: 'PENDING' });
    const issued: IssueOutcome = { body: creationResponse(pending), replayed: false };
    const stored = { requestHash: 'hash-1', status: 200, body: issued.body };
    idempotency.answers.set('1/key-1', stored);
    return { documents, outbox, idempotency, jobs, authority, useCase, issued, stored };
  }

  it('answers APPROVED with the number when the authority answers within the wait, and stores that answer under the key', async () => {
    const { outbox, idempotency, jobs, useCase, issued } = setUp(async () => ({ outcome: 'approved', allocationNumber: 'AL-1' }));
    const answered = await useCase.execute(scope, issued);
    expect(answered).toEqual({ body: { ...issued.body, approvalNumberStatus: 'APPROVED', taxAuthorityApprovalNumber: 'AL-1' }, replayed: false });
    expect(idempotency.answers.get('1/key-1')).toEqual({ requestHash: 'hash-1', status: 200, body: answered.body });
    expect(outbox.types()).toEqual(['document.approval_number.assigned@5']);
    expect(jobs.enqueued).toEqual([]);
  });

  it('answers REJECTED when the authority refuses within the wait, and stores that answer too', async () => {
    const { idempotency, jobs, useCase, issued } = setUp(async () => ({ outcome: 'refused', reason: 'unknown client' }));
    const answered = await useCase.execute(scope, issued);
    expect(answered.body).toEqual({ ...issued.body, approvalNumberStatus: 'REJECTED', taxAuthorityApprovalNumber: null });
    expect(idempotency.answers.get('1/key-1')?.body).toEqual(answered.body);
    expect(jobs.enqueued).toEqual([]);
  });

  it('answers PENDING as issued when the authority does not answer in time, and enqueues the job at its first retry delay', async () => {
    const { idempotency, jobs, authority, useCase, issued, stored } = setUp(undefined, 20);
    expect(await useCase.execute(scope, issued)).toBe(issued);
    expect(authority.calls).toBe(1);
    expect(jobs.enqueued).toEqual([retryJob]);
    expect(idempotency.answers.get('1/key-1')).toBe(stored);
  });

  it('leaves the asking to the job at once when the authority cannot be reached, or the attempt leaves the document waiting', async () => {
    const unreachable = setUp(() => Promise.reject(new Error('connection refused')));
    const withoutTaxId = setUp();
    withoutTaxId.documents.seed({ ...(withoutTaxId.documents.docs.get(5) as IssuedDocument), clientTaxId: null });
    for (const [{ idempotency, jobs, authority, useCase, issued, stored }, asked] of [
      [unreachable, 1],
      [withoutTaxId, 0],
    ] as const) {
      expect(await useCase.execute(scope, issued)).toBe(issued);
      expect(authority.calls).toBe(asked);
      expect(jobs.enqueued).toEqual([retryJob]);
      expect(idempotency.answers.get('1/key-1')).toBe(stored);
    }
  });

  it('stores nothing for a request without an Idempotency-Key', async () => {
    const { idempotency, useCase, issued, stored } = setUp(async () => ({ outcome: 'approved', allocationNumber: 'AL-2' }));
    const answered = await useCase.execute({ ...scope, key: undefined }, issued);
    expect(answered.body.taxAuthorityApprovalNumber).toBe('AL-2');
    expect([...idempotency.answers.values()]).toEqual([stored]);
  });

  it('answers a replay, an existing document or one that needs no number as it is, without asking', async () => {
    const { jobs, authority, useCase, issued } = setUp();
    const asIs: IssueOutcome[] = [
      { ...issued, replayed: true },
      { body: { ...issued.body, alreadyExists: true }, replayed: false },
      { body: { ...issued.body, approvalNumberStatus: null }, replayed: false },
      { body: { ...issued.body, approvalNumberStatus: 'APPROVED', taxAuthorityApprovalNumber: 'AL-0' }, replayed: false },
    ];
    for (const outcome of asIs) expect(await useCase.execute(scope, outcome)).toBe(outcome);
    expect(authority.calls).toBe(0);
    expect(jobs.enqueued).toEqual([]);
  });
});
