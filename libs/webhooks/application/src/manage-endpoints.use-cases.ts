import { randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { Actor, assertCan, CLOCK, Clock, ConflictError, EVENT_OUTBOX, EventOutbox, NotFoundError, UNIT_OF_WORK, UnitOfWork, ValidationError } from '@backoffice/shared/kernel';
import { DELIVERY_HEADERS, isEventType, signedHeaders } from '@backoffice/webhooks/domain';
import { WEBHOOK_EVENTS, webhookEvent } from './webhook-events';
import {
  DELIVERY_SCHEDULER,
  DeliveryScheduler,
  DisabledReason,
  EndpointSettings,
  SECRET_CIPHER,
  SecretCipher,
  SendResult,
  TARGET_GUARD,
  TargetGuard,
  WEBHOOK_ENDPOINT_REPOSITORY,
  WEBHOOK_SENDER,
  WEBHOOK_SETTINGS,
  WebhookEndpoint,
  WebhookEndpointRepository,
  WebhookSender,
  WebhookSettings,
} from './webhooks.ports';

export const MAX_URL_LENGTH = 2048;

/**
 * `whsec_` and 32 random bytes in standard base64: the form Standard Webhooks libraries decode for
 * their key, while Service-Signature is keyed with the whole string as shown (docs/webhooks.md).
 */
export function newSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/** `events` must be catalogue types (each once) or exactly `["*"]`. */
export function validateEvents(events: string[]): string[] {
  if (events.length === 0) throw ValidationError.field('events', 'must list at least one event type, or ["*"]');
  if (events.includes('*')) {
    if (events.length !== 1) throw ValidationError.field('events', '"*" subscribes to every type and must be alone');
    return ['*'];
  }
  const unknown = events.filter((e) => !isEventType(e));
  if (unknown.length > 0) throw ValidationError.field('events', `unknown event type: ${unknown.join(', ')}`);
  return [...new Set(events)];
}

export type EndpointInput = { url: string; events: string[] } & Partial<EndpointSettings>;

/** The answer of a test event: the attempt's outcome, as a delivery's attempt records it. */
export interface TestOutcome {
  eventId: string;
  delivered: boolean;
  responseStatus: number | null;
  failure: SendResult['failure'];
  error: string | null;
  durationMs: number;
}

const notFound = () => new NotFoundError('Webhook endpoint', 'WEBHOOK_NOT_FOUND');

@Injectable()
export class ManageWebhookEndpoints {
  constructor(
    @Inject(WEBHOOK_ENDPOINT_REPOSITORY) private readonly endpoints: WebhookEndpointRepository,
    @Inject(SECRET_CIPHER) private readonly cipher: SecretCipher,
    @Inject(TARGET_GUARD) private readonly guard: TargetGuard,
    @Inject(WEBHOOK_SETTINGS) private readonly settings: WebhookSettings,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(EVENT_OUTBOX) private readonly outbox: EventOutbox,
    @Inject(DELIVERY_SCHEDULER) private readonly scheduler: DeliveryScheduler,
    @Inject(WEBHOOK_SENDER) private readonly sender: WebhookSender,
  ) {}

  async create(actor: Actor, input: EndpointInput): Promise<WebhookEndpoint & { secret: string }> {
    assertCan(actor, 'manage_webhooks');
    const url = this.parseUrl(input.url);
    const events = validateEvents(input.events);
    await this.guard.check(url);
    const secret = newSecret();
    const endpoint = await this.endpoints.create({
      publicId: `we_${randomBytes(12).toString('base64url')}`,
      companyId: actor.companyId,
      url: url.toString(),
      events,
      secretEnc: this.cipher.encrypt(secret),
      description: input.description ?? null,
      metadata: input.metadata ?? {},
      rateLimitPerSecond: input.rateLimitPerSecond ?? null,
    });
    return { ...endpoint, secret };
  }

  /** Changes what is given, with the checks of creation (the URL's host resolved and guarded again). */
  async update(actor: Actor, publicId: string, input: Partial<EndpointInput>): Promise<WebhookEndpoint> {
    await this.get(actor, publicId);
    const changes: Partial<{ url: string; events: string[] } & EndpointSettings> = { ...input };
    if (input.url !== undefined) {
      const url = this.parseUrl(input.url);
      await this.guard.check(url);
      changes.url = url.toString();
    }
    if (input.events !== undefined) changes.events = validateEvents(input.events);
    const updated = await this.endpoints.update(actor.companyId, publicId, changes);
    if (!updated) throw notFound();
    return updated;
  }

  /** Stops sending; events keep being recorded for it (held) until it is enabled. */
  async disable(actor: Actor, publicId: string): Promise<WebhookEndpoint> {
    const endpoint = await this.get(actor, publicId);
    await this.disableWithEvent(endpoint, 'MANUAL');
    return this.get(actor, publicId);
  }

  /**
   * Disables the endpoint for `reason` and tells the company's endpoints subscribed to
   * `webhook.endpoint.disabled` (this one holds it with the rest). False when it already was.
   */
  async disableWithEvent(endpoint: WebhookEndpoint, reason: DisabledReason): Promise<boolean> {
    return this.uow.run(async () => {
      if (!(await this.endpoints.disable(endpoint.id, reason))) return false;
      await this.announceDisabled(endpoint, reason);
      return true;
    });
  }

  /** For a disable that happened in the store (an attempt's outcome), inside its transaction or after it. */
  async announceDisabled(endpoint: Pick<WebhookEndpoint, 'companyId' | 'publicId' | 'url'>, reason: DisabledReason): Promise<void> {
    const now = this.clock.now();
    await this.outbox.add({
      companyId: endpoint.companyId,
      documentId: null,
      ...webhookEvent(WEBHOOK_EVENTS.endpointDisabled, { endpoint: { id: endpoint.publicId, url: endpoint.url, disabledReason: reason, disabledAt: now.toISOString() } }),
      at: now,
    });
  }

  /**
   * Sends again, and catches up: every event held while it was disabled (within
   * WEBHOOK_CATCH_UP_WINDOW_MS) is delivered, oldest first, at WEBHOOK_CATCH_UP_PER_SECOND (or the
   * endpoint's own lower limit), signed and retried as usual.
   */
  async enable(actor: Actor, publicId: string): Promise<{ endpoint: WebhookEndpoint; catchingUp: number }> {
    const endpoint = await this.get(actor, publicId);
    const rate = Math.min(this.settings.catchUpPerSecond, endpoint.rateLimitPerSecond ?? Number.POSITIVE_INFINITY);
    const released = await this.endpoints.enable(endpoint.id, this.settings.catchUpWindowMs, rate);
    const byDelay = new Map<number, typeof released>();
    for (const item of released) byDelay.set(item.delayMs, [...(byDelay.get(item.delayMs) ?? []), item]);
    // Each due at its turn; the pace travels with the jobs, so turns that come late and together still go out one after another, oldest first.
    for (const [delayMs, items] of byDelay)
      await this.scheduler.schedule(
        items.map((i) => i.ref),
        delayMs || undefined,
        rate,
      );
    return { endpoint: await this.get(actor, publicId), catchingUp: released.length };
  }

  /** A signed `webhook.test` event to this endpoint only, sent now; answers how the attempt went. Nothing is stored. */
  async sendTest(actor: Actor, publicId: string): Promise<TestOutcome> {
    const endpoint = await this.get(actor, publicId);
    if (endpoint.disabledAt) throw new ConflictError('WEBHOOK_DISABLED', 'The endpoint is disabled; enable it first');
    const now = this.clock.now();
    const eventId = randomUUID();
    const { type, data } = webhookEvent(WEBHOOK_EVENTS.test, { endpoint: { id: endpoint.publicId }, message: 'A test event sent from POST /webhooks/:id/test' });
    const body = JSON.stringify({ id: eventId, type, created: Math.floor(now.getTime() / 1000), data });
    const secrets = (await this.endpoints.signingSecrets(endpoint.id)).map((s) => this.cipher.decrypt(s));
    const result = await this.sender.send({
      url: endpoint.url,
      body,
      headers: { ...DELIVERY_HEADERS, ...signedHeaders(secrets, eventId, Math.floor(now.getTime() / 1000), body) },
    });
    const delivered = result.status !== null && result.status >= 200 && result.status < 300;
    return { eventId, delivered, responseStatus: result.status, failure: result.failure, error: result.errorMessage, durationMs: result.durationMs };
  }

  async list(actor: Actor): Promise<WebhookEndpoint[]> {
    assertCan(actor, 'manage_webhooks');
    return this.endpoints.list(actor.companyId);
  }

  async get(actor: Actor, publicId: string): Promise<WebhookEndpoint> {
    assertCan(actor, 'manage_webhooks');
    const endpoint = await this.endpoints.find(actor.companyId, publicId);
    if (!endpoint) throw notFound();
    return endpoint;
  }

  async delete(actor: Actor, publicId: string): Promise<void> {
    assertCan(actor, 'manage_webhooks');
    if (!(await this.endpoints.delete(actor.companyId, publicId))) throw notFound();
  }

  /** A new secret, answered once; the old one keeps signing beside it for the overlap. */
  async rotateSecret(actor: Actor, publicId: string): Promise<{ endpoint: WebhookEndpoint; secret: string; previousSecretExpiresAt: Date }> {
    const endpoint = await this.get(actor, publicId);
    const secret = newSecret();
    const previousUntil = new Date(this.clock.now().getTime() + this.settings.secretOverlapHours * 3_600_000);
    await this.endpoints.rotateSecret(endpoint.id, this.cipher.encrypt(secret), previousUntil);
    return { endpoint, secret, previousSecretExpiresAt: previousUntil };
  }

  private parseUrl(raw: string): URL {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw ValidationError.field('url', 'must be an absolute URL');
    }
    const allowed = this.settings.allowHttp ? ['https:', 'http:'] : ['https:'];
    if (!allowed.includes(url.protocol)) throw ValidationError.field('url', 'must be an https:// URL');
    if (url.username || url.password) throw ValidationError.field('url', 'must not carry credentials');
    if (url.hash) throw ValidationError.field('url', 'must not carry a fragment');
    if (raw.length > MAX_URL_LENGTH) throw ValidationError.field('url', `must be at most ${MAX_URL_LENGTH} characters`);
    return url;
  }
}
