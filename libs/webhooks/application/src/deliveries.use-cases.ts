import { Inject, Injectable } from '@nestjs/common';
import { Actor, assertCan, NotFoundError, Page, pageOf, PageWindow, SignedCursorCodec, ValidationError } from '@backoffice/shared/kernel';
import { isEventType } from '@backoffice/webhooks/domain';
import { ManageWebhookEndpoints } from './manage-endpoints.use-cases';
import { DELIVERY_SCHEDULER, DELIVERY_STORE, DeliveryRef, DeliveryScheduler, DeliveryStatus, DeliveryStore, DeliveryView, EVENT_LOG, EventLog } from './webhooks.ports';

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

/** `GET /events` cursors: the kernel's signed cursor, full 43-character signature (as issued since the feed began). */
export const EVENT_CURSOR_CODEC = Symbol('EventCursorCodec');

/** `GET /events`: the same envelopes the endpoints receive, in commit order, from a cursor. */
@Injectable()
export class ListEvents {
  constructor(
    @Inject(EVENT_LOG) private readonly log: EventLog,
    @Inject(EVENT_CURSOR_CODEC) private readonly cursors: SignedCursorCodec,
  ) {}

  async execute(actor: Actor, query: { after?: string; types?: string; limit: number }) {
    assertCan(actor, 'read');
    const position = query.after ? Number(this.cursors.decode(actor.companyId, query.after)) : 0;
    let types: string[] | null = null;
    if (query.types) {
      types = query.types
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean);
      const unknown = types.filter((t) => !isEventType(t));
      if (unknown.length > 0) throw ValidationError.field('types', `unknown event type: ${unknown.join(', ')}`);
    }
    const rows = await this.log.after(actor.companyId, position, types, query.limit);
    const last = rows.length > 0 ? rows[rows.length - 1].position : position;
    return { data: rows.map((r) => r.envelope), nextCursor: this.cursors.encode(actor.companyId, last), hasMore: rows.length === query.limit };
  }
}
