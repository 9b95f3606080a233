import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { Actor, assertCan, DomainError, NotFoundError, Page, pageOf, PageWindow, ValidationError } from '@backoffice/shared/kernel';
import { isEventType } from '@backoffice/webhooks/domain';
import { ManageWebhookEndpoints } from './manage-endpoints.use-cases';
import { DELIVERY_STORE, DeliveryRef, DeliveryStatus, DeliveryStore, DeliveryView, EVENT_LOG, EventLog } from './webhooks.ports';

/** Wakes the sender for deliveries that became due (implemented over the job queue). */
export interface DeliveryScheduler {
  schedule(refs: DeliveryRef[], delayMs?: number): Promise<void>;
}
export const DELIVERY_SCHEDULER = Symbol('DeliveryScheduler');

@Injectable()
export class WebhookDeliveries {
  constructor(
    private readonly endpoints: ManageWebhookEndpoints,
    @Inject(DELIVERY_STORE) private readonly store: DeliveryStore,
    @Inject(DELIVERY_SCHEDULER) private readonly scheduler: DeliveryScheduler,
  ) {}

  async list(actor: Actor, publicId: string, filter: { eventId?: string; status?: DeliveryStatus }, window: PageWindow): Promise<Page<DeliveryView>> {
    const endpoint = await this.endpoints.get(actor, publicId);
    const { data, total } = await this.store.list(endpoint.id, filter, window);
    return pageOf(data, total, window);
  }

  async redeliver(actor: Actor, publicId: string, deliveryId: number): Promise<DeliveryRef> {
    const endpoint = await this.endpoints.get(actor, publicId);
    const ref = await this.store.redeliver(endpoint.id, deliveryId);
    if (!ref) throw new NotFoundError('Delivery', 'DELIVERY_NOT_FOUND');
    await this.scheduler.schedule([ref]);
    return ref;
  }

  async recover(actor: Actor, publicId: string, since: Date): Promise<number> {
    const endpoint = await this.endpoints.get(actor, publicId);
    const refs = await this.store.recover(endpoint.id, since);
    await this.scheduler.schedule(refs);
    return refs.length;
  }
}

/** The opaque `GET /events` cursor: base64url({c: company, p: position}) + HMAC. */
export class EventCursorCodec {
  constructor(private readonly key: Buffer) {}

  encode(companyId: number, position: number): string {
    const body = Buffer.from(JSON.stringify({ c: companyId, p: position })).toString('base64url');
    return `${body}.${this.mac(body)}`;
  }

  decode(companyId: number, cursor: string): number {
    const [body, mac] = cursor.split('.');
    const invalid = new DomainError('INVALID_CURSOR', 'validation', 'cursor was not issued by this service');
    if (!body || !mac || mac.length !== 43) throw invalid;
    if (!timingSafeEqual(Buffer.from(mac), Buffer.from(this.mac(body)))) throw invalid;
    let parsed: { c?: unknown; p?: unknown };
    try {
      parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { c?: unknown; p?: unknown };
    } catch {
      throw invalid;
    }
    if (typeof parsed.p !== 'number' || parsed.c !== companyId || !Number.isSafeInteger(parsed.p) || parsed.p < 0) throw invalid;
    return parsed.p as number;
  }

  private mac(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }
}
export const EVENT_CURSOR_CODEC = Symbol('EventCursorCodec');

/** `GET /events`: the same envelopes the endpoints receive, in commit order, from a cursor. */
@Injectable()
export class ListEvents {
  constructor(
    @Inject(EVENT_LOG) private readonly log: EventLog,
    @Inject(EVENT_CURSOR_CODEC) private readonly cursors: EventCursorCodec,
  ) {}

  async execute(actor: Actor, query: { after?: string; types?: string; limit: number }) {
    assertCan(actor, 'read');
    const position = query.after ? this.cursors.decode(actor.companyId, query.after) : 0;
    let types: string[] | null = null;
    if (query.types) {
      types = query.types.split(',').map((t) => t.trim()).filter(Boolean);
      const unknown = types.filter((t) => !isEventType(t));
      if (unknown.length > 0) throw ValidationError.field('types', `unknown event type: ${unknown.join(', ')}`);
    }
    const rows = await this.log.after(actor.companyId, position, types, query.limit);
    const last = rows.length > 0 ? rows[rows.length - 1].position : position;
    return { data: rows.map((r) => r.envelope), nextCursor: this.cursors.encode(actor.companyId, last), hasMore: rows.length === query.limit };
  }
}
