import { PageWindow } from '@backoffice/shared/kernel';
import { FailureReason } from '@backoffice/webhooks/domain';

export interface WebhookEndpoint {
  /** Internal numeric id; the API shows `publicId`. */
  id: number;
  publicId: string;
  companyId: number;
  url: string;
  events: string[];
  createdAt: Date;
}

export interface WebhookEndpointRepository {
  create(input: { publicId: string; companyId: number; url: string; events: string[]; secretEnc: string }): Promise<WebhookEndpoint>;
  list(companyId: number): Promise<WebhookEndpoint[]>;
  find(companyId: number, publicId: string): Promise<WebhookEndpoint | null>;
  /** Marks the endpoint deleted and cancels its pending deliveries; false when there is none. */
  delete(companyId: number, publicId: string): Promise<boolean>;
  /** The current secret becomes the previous one until `previousUntil`. */
  rotateSecret(endpointId: number, secretEnc: string, previousUntil: Date): Promise<void>;
}
export const WEBHOOK_ENDPOINT_REPOSITORY = Symbol('WebhookEndpointRepository');

export type DeliveryStatus = 'pending' | 'retrying' | 'delivered' | 'dropped' | 'cancelled';
export const DELIVERY_STATUSES: readonly DeliveryStatus[] = ['pending', 'retrying', 'delivered', 'dropped', 'cancelled'];

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
}
export const WEBHOOK_SETTINGS = Symbol('WebhookSettings');
