import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { Actor, assertCan, CLOCK, Clock, NotFoundError, ValidationError } from '@backoffice/shared/kernel';
import { isEventType } from '@backoffice/webhooks/domain';
import {
  SECRET_CIPHER,
  SecretCipher,
  TARGET_GUARD,
  TargetGuard,
  WEBHOOK_ENDPOINT_REPOSITORY,
  WEBHOOK_SETTINGS,
  WebhookEndpoint,
  WebhookEndpointRepository,
  WebhookSettings,
} from './webhooks.ports';

export const MAX_URL_LENGTH = 2048;

export function newSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
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

@Injectable()
export class ManageWebhookEndpoints {
  constructor(
    @Inject(WEBHOOK_ENDPOINT_REPOSITORY) private readonly endpoints: WebhookEndpointRepository,
    @Inject(SECRET_CIPHER) private readonly cipher: SecretCipher,
    @Inject(TARGET_GUARD) private readonly guard: TargetGuard,
    @Inject(WEBHOOK_SETTINGS) private readonly settings: WebhookSettings,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async create(actor: Actor, input: { url: string; events: string[] }): Promise<WebhookEndpoint & { secret: string }> {
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
    });
    return { ...endpoint, secret };
  }

  async list(actor: Actor): Promise<WebhookEndpoint[]> {
    assertCan(actor, 'manage_webhooks');
    return this.endpoints.list(actor.companyId);
  }

  async get(actor: Actor, publicId: string): Promise<WebhookEndpoint> {
    assertCan(actor, 'manage_webhooks');
    const endpoint = await this.endpoints.find(actor.companyId, publicId);
    if (!endpoint) throw new NotFoundError('Webhook endpoint', 'WEBHOOK_NOT_FOUND');
    return endpoint;
  }

  async delete(actor: Actor, publicId: string): Promise<void> {
    assertCan(actor, 'manage_webhooks');
    if (!(await this.endpoints.delete(actor.companyId, publicId))) throw new NotFoundError('Webhook endpoint', 'WEBHOOK_NOT_FOUND');
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
