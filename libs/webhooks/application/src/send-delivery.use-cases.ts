import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, Clock } from '@backoffice/shared/kernel';
import { DELIVERY_HEADERS, nextStep, parseRetryAfter, signedHeaders } from '@backoffice/webhooks/domain';
import { EndpointHealth } from './endpoint-health';
import {
  ClaimedDelivery,
  DELIVERY_SCHEDULER,
  DeliveryScheduler,
  DELIVERY_STORE,
  DeliveryRef,
  DeliveryStore,
  SECRET_CIPHER,
  SecretCipher,
  WEBHOOK_SENDER,
  WEBHOOK_SETTINGS,
  WebhookSender,
  WebhookSettings,
} from './webhooks.ports';

/** The envelope's own id: `webhook-id`, the same on every try and every endpoint. */
const envelopeId = (body: string): string => (JSON.parse(body) as { id: string }).id;

/**
 * One attempt: sign the stored envelope with every active secret, POST it, record the attempt
 * and the next state (spec "Webhook delivery of one event to one endpoint"). A receiver's failure
 * is an outcome: recorded and rescheduled, never thrown.
 */
@Injectable()
export class AttemptDelivery {
  constructor(
    @Inject(DELIVERY_STORE) private readonly store: DeliveryStore,
    @Inject(SECRET_CIPHER) private readonly cipher: SecretCipher,
    @Inject(WEBHOOK_SENDER) private readonly sender: WebhookSender,
    @Inject(DELIVERY_SCHEDULER) private readonly scheduler: DeliveryScheduler,
    @Inject(WEBHOOK_SETTINGS) private readonly settings: WebhookSettings,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly health: EndpointHealth,
  ) {}

  /** How long a lease lasts: twice the time-out and a second (the attempt and its recording); a worker that dies leaves it to expire. */
  leaseMs(): number {
    return this.settings.timeoutMs * 2 + 1_000;
  }

  claim(deliveryId: number): Promise<ClaimedDelivery | null> {
    return this.store.claim(deliveryId, this.leaseMs());
  }

  async execute(claimed: ClaimedDelivery): Promise<'delivered' | 'retry' | 'dropped'> {
    const startedAt = this.clock.now();
    const timestamp = Math.floor(startedAt.getTime() / 1000);
    const secrets = claimed.secretEncs.map((s) => this.cipher.decrypt(s));
    const result = await this.sender.send({
      url: claimed.url,
      body: claimed.body,
      headers: { ...DELIVERY_HEADERS, ...signedHeaders(secrets, envelopeId(claimed.body), timestamp, claimed.body) },
    });
    const finishedAt = this.clock.now();
    // Recorded as the receiver gave it (capped to fit the column); the schedule caps what it honours. A date is counted from when the answer came,
    // as the retry is scheduled from then (counted from the request's start, a slow answer's date came out a second later than asked).
    const asked = result.status === 429 || result.status === 503 ? parseRetryAfter(result.retryAfter, finishedAt.getTime()) : null;
    const retryAfterSeconds = asked === null ? null : Math.min(asked, 2_147_483_647);
    const step = nextStep(claimed.attemptNumber, { status: result.status, failure: result.failure, retryAfterSeconds }, this.settings.retryDelaysMs);
    const nextAttemptAt = step.kind === 'retry' ? new Date(finishedAt.getTime() + step.delayMs) : null;
    await this.store.recordAttempt(
      claimed.deliveryId,
      {
        attempt: claimed.attemptNumber,
        startedAt,
        durationMs: result.durationMs,
        responseStatus: result.status,
        outcome: step.kind === 'delivered' ? 'delivered' : 'failed',
        failure: result.failure,
        errorMessage: result.errorMessage,
        retryAfterSeconds,
        nextAttemptAt,
      },
      { status: step.kind === 'delivered' ? 'delivered' : step.kind === 'dropped' ? 'dropped' : 'retrying', nextAttemptAt },
    );
    await this.health.note(claimed.endpointId, { delivered: step.kind === 'delivered', status: result.status });
    if (step.kind === 'retry') await this.scheduler.schedule([{ deliveryId: claimed.deliveryId, endpointId: claimed.endpointId }], step.delayMs);
    return step.kind;
  }

  /** A job that woke early (clock skew) puts itself back for the rest of the wait, keeping its catch-up pace. */
  async rescheduleIfEarly(ref: DeliveryRef, perSecond?: number): Promise<void> {
    const dueIn = await this.store.dueInMs(ref.deliveryId);
    if (dueIn !== null && dueIn > 0) await this.scheduler.schedule([ref], dueIn, perSecond);
  }
}

/**
 * The relay: outbox events become deliveries (one per endpoint subscribed when the event
 * happened), and deliveries whose queue job was lost (Redis flushed, worker killed) are enqueued
 * again. Runs in every process on a timer, so nothing depends on a job surviving in Redis.
 */
@Injectable()
export class RelayOutbox {
  constructor(
    @Inject(DELIVERY_STORE) private readonly store: DeliveryStore,
    @Inject(DELIVERY_SCHEDULER) private readonly scheduler: DeliveryScheduler,
  ) {}

  /** The timer's pass: new events relayed, then deliveries whose job was lost enqueued again. */
  async execute(requeueAfterMs: number): Promise<{ relayed: number; requeued: number }> {
    const relayed = await this.relayNew();
    const overdue = await this.store.takeOverdue(requeueAfterMs, 1000);
    await this.scheduler.schedule(overdue);
    return { relayed, requeued: overdue.length };
  }

  /** New events to deliveries, each enqueued: all a commit's wake-up needs. Answers how many. */
  async relayNew(): Promise<number> {
    let relayed = 0;
    for (;;) {
      const { refs, more } = await this.store.relay(500);
      relayed += refs.length;
      await this.scheduler.schedule(refs);
      if (!more) return relayed;
    }
  }
}
