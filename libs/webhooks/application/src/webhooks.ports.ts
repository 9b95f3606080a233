import { PageWindow } from '@backoffice/shared/kernel';
import { FailureReason } from '@backoffice/webhooks/domain';

/** Why an endpoint is not being sent to: by hand, after a sustained run of failures, or a 410 Gone. */
export type DisabledReason = 'MANUAL' | 'FAILING' | 'GONE';

export interface WebhookEndpoint {
  /** Internal numeric id; the API shows `publicId`. */
  id: number;
  publicId: string;
  companyId: number;
  url: string;
  events: string[];
  description: string | null;
  metadata: Record<string, string>;
  /** At most this many attempts per second to this endpoint; null: no limit beyond the concurrency. */
  rateLimitPerSecond: number | null;
  disabledAt: Date | null;
  disabledReason: DisabledReason | null;
  createdAt: Date;
}

/** What an integrator may set on an endpoint besides its URL and events. */
export interface EndpointSettings {
  description: string | null;
  metadata: Record<string, string>;
  rateLimitPerSecond: number | null;
}

export interface WebhookEndpointRepository {
  create(input: { publicId: string; companyId: number; url: string; events: string[]; secretEnc: string } & EndpointSettings): Promise<WebhookEndpoint>;
  list(companyId: number): Promise<WebhookEndpoint[]>;
  find(companyId: number, publicId: string): Promise<WebhookEndpoint | null>;
  /** Sets the fields given; null when there is no such endpoint. */
  update(companyId: number, publicId: string, changes: Partial<{ url: string; events: string[] } & EndpointSettings>): Promise<WebhookEndpoint | null>;
  /** Marks the endpoint deleted and cancels its pending deliveries; false when there is none. */
  delete(companyId: number, publicId: string): Promise<boolean>;
  /** The current secret becomes the previous one until `previousUntil`. */
  rotateSecret(endpointId: number, secretEnc: string, previousUntil: Date): Promise<void>;
  /** The endpoint's own limit of attempts per second, null when it has none. */
  rateLimitOf(endpointId: number): Promise<number | null>;
  /** The encrypted secrets that sign now: the current one, and the previous one during a rotation's overlap. */
  signingSecrets(endpointId: number): Promise<string[]>;
  /**
   * Stops sending to an enabled endpoint: its waiting deliveries are held (kept, not attempted),
   * and so are later events' until it is enabled. False when it was already disabled.
   */
  disable(endpointId: number, reason: DisabledReason): Promise<boolean>;
  /**
   * Sends to it again and releases its held deliveries created within `catchUpWindowMs`, oldest
   * first, due one after another at `ratePerSecond`; older ones are dropped (recoverable by
   * `recover`). Answers the released deliveries, oldest first, with how long each is to wait.
   */
  enable(endpointId: number, catchUpWindowMs: number, ratePerSecond: number): Promise<{ ref: DeliveryRef; delayMs: number }[]>;
  /**
   * Counts an attempt's outcome towards the endpoint's health: a success ends a run of failures;
   * a 410 disables at once (GONE); failures that have lasted `policy.disableAfterMs` and number
   * at least `policy.minFailedAttempts` disable it (FAILING). Answers the reason when this attempt
   * disabled it.
   */
  noteAttempt(
    endpointId: number,
    outcome: { ok: boolean; gone: boolean; at: Date },
    policy: EndpointHealthPolicy,
  ): Promise<{ reason: DisabledReason; endpoint: Pick<WebhookEndpoint, 'companyId' | 'publicId' | 'url'> } | null>;
}

export interface EndpointHealthPolicy {
  disableAfterMs: number;
  minFailedAttempts: number;
}
export const WEBHOOK_ENDPOINT_REPOSITORY = Symbol('WebhookEndpointRepository');

/** `held`: recorded for a disabled endpoint, not attempted until it is enabled again. */
export type DeliveryStatus = 'pending' | 'retrying' | 'delivered' | 'dropped' | 'cancelled' | 'held';
export const DELIVERY_STATUSES: readonly DeliveryStatus[] = ['pending', 'retrying', 'delivered', 'dropped', 'cancelled', 'held'];

export interface DeliveryRef {
  deliveryId: number;
  endpointId: number;
}

/** A delivery leased to this process for one attempt, with what the attempt needs. */
export interface ClaimedDelivery extends DeliveryRef {
  attemptNumber: number;
  url: string;
  secretEncs: string[];
  body: string;
}

export interface AttemptRecord {
  attempt: number;
  startedAt: Date;
  durationMs: number;
  responseStatus: number | null;
  outcome: 'delivered' | 'failed';
  failure: FailureReason | null;
  errorMessage: string | null;
  /** The receiver's Retry-After on a 429 or 503, in seconds (a date is converted); null when absent. */
  retryAfterSeconds: number | null;
  nextAttemptAt: Date | null;
}

export interface DeliveryView {
  id: number;
  eventId: string;
  eventType: string;
  status: DeliveryStatus;
  redeliveryOf: number | null;
  attemptCount: number;
  nextAttemptAt: Date | null;
  lastAttemptAt: Date | null;
  lastResponseStatus: number | null;
  lastFailure: string | null;
  createdAt: Date;
  attempts: AttemptRecord[];
}

export interface DeliveryStore {
  /** Moves unpublished outbox events to one delivery per subscribed endpoint; returns them. */
  relay(batchSize: number): Promise<{ refs: DeliveryRef[]; more: boolean }>;
  /** Due deliveries whose queue job seems lost (enqueued long ago, not leased); marks them enqueued again. */
  takeOverdue(olderThanMs: number, limit: number): Promise<DeliveryRef[]>;
  /** Leases a due delivery for one attempt; null when it is not due, already leased, finished or its endpoint is gone. */
  claim(deliveryId: number, leaseMs: number): Promise<ClaimedDelivery | null>;
  /** Milliseconds until a pending delivery is due (0 if due), or null if it is not waiting. */
  dueInMs(deliveryId: number): Promise<number | null>;
  /** Records one attempt and the delivery's next state, and releases the lease. */
  recordAttempt(deliveryId: number, attempt: AttemptRecord, next: { status: DeliveryStatus; nextAttemptAt: Date | null }): Promise<void>;
  list(endpointId: number, filter: { eventId?: string; status?: DeliveryStatus }, window: PageWindow): Promise<{ data: DeliveryView[]; total: number }>;
  /** A fresh delivery (full schedule again) of the same event; null when there is no such delivery. */
  redeliver(endpointId: number, deliveryId: number): Promise<DeliveryRef | null>;
  /** Fresh deliveries for every dropped delivery since `since`; retrying ones are made due now. */
  recover(endpointId: number, since: Date): Promise<DeliveryRef[]>;
}
export const DELIVERY_STORE = Symbol('DeliveryStore');

export interface EventLogEntry {
  position: number;
  envelope: Record<string, unknown>;
}

export interface EventLog {
  /** Events of the company after `position`, in commit order. */
  after(companyId: number, position: number, types: string[] | null, limit: number): Promise<EventLogEntry[]>;
}
export const EVENT_LOG = Symbol('EventLog');

export interface SecretCipher {
  encrypt(secret: string): string;
  decrypt(sealed: string): string;
}
export const SECRET_CIPHER = Symbol('SecretCipher');

/** Checks a URL's host now (registration); throws a BlockedTargetError-like DomainError. */
export interface TargetGuard {
  check(url: URL): Promise<void>;
}
export const TARGET_GUARD = Symbol('TargetGuard');

export interface SendResult {
  status: number | null;
  failure: FailureReason | null;
  retryAfter?: string;
  durationMs: number;
  errorMessage: string | null;
}

export interface WebhookSender {
  send(request: { url: string; body: string; headers: Record<string, string> }): Promise<SendResult>;
}
export const WEBHOOK_SENDER = Symbol('WebhookSender');

export interface WebhookSettings {
  allowHttp: boolean;
  retryDelaysMs: number[];
  timeoutMs: number;
  secretOverlapHours: number;
  /** When failures disable an endpoint (WEBHOOK_DISABLE_AFTER_MS, WEBHOOK_DISABLE_MIN_ATTEMPTS). */
  health: EndpointHealthPolicy;
  /** Enabling releases held deliveries this recent (WEBHOOK_CATCH_UP_WINDOW_MS)… */
  catchUpWindowMs: number;
  /** …at this pace (WEBHOOK_CATCH_UP_PER_SECOND). */
  catchUpPerSecond: number;
}
export const WEBHOOK_SETTINGS = Symbol('WebhookSettings');

/**
 * Wakes deliveries: puts their jobs on the queue, after `delayMs` when given. With `perSecond`
 * (a catch-up's pace) the deliveries are sent one after another, oldest first, at most that many
 * a second to their endpoint.
 */
export interface DeliveryScheduler {
  schedule(refs: DeliveryRef[], delayMs?: number, perSecond?: number): Promise<void>;
}
export const DELIVERY_SCHEDULER = Symbol('DeliveryScheduler');
