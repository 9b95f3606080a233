import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, Clock } from '@backoffice/shared/kernel';
import { ManageWebhookEndpoints } from './manage-endpoints.use-cases';
import { WEBHOOK_ENDPOINT_REPOSITORY, WEBHOOK_SETTINGS, WebhookEndpointRepository, WebhookSettings } from './webhooks.ports';

/** How long this process trusts its own view that an endpoint is healthy before asking PostgreSQL again. */
const TRUST_HEALTHY_MS = 30_000;

/**
 * Counts each attempt's outcome towards its endpoint's health (rules in docs/webhooks.md,
 * "Health-based disabling"), and announces a disable it causes. A success only needs writing when
 * a run of failures may be open, so this process remembers endpoints it saw succeed and skips
 * that write for them for a while; failures are always written, atomically, in PostgreSQL, which
 * is what several worker processes agree on.
 */
@Injectable()
export class EndpointHealth {
  private readonly healthySince = new Map<number, number>();

  constructor(
    @Inject(WEBHOOK_ENDPOINT_REPOSITORY) private readonly endpoints: WebhookEndpointRepository,
    @Inject(WEBHOOK_SETTINGS) private readonly settings: WebhookSettings,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly manage: ManageWebhookEndpoints,
  ) {}

  async note(endpointId: number, attempt: { delivered: boolean; status: number | null }): Promise<void> {
    const now = this.clock.now();
    if (attempt.delivered) {
      const known = this.healthySince.get(endpointId);
      if (known !== undefined && now.getTime() - known < TRUST_HEALTHY_MS) return;
      await this.endpoints.noteAttempt(endpointId, { ok: true, gone: false, at: now }, this.settings.health);
      this.healthySince.set(endpointId, now.getTime());
      return;
    }
    this.healthySince.delete(endpointId);
    const disabled = await this.endpoints.noteAttempt(endpointId, { ok: false, gone: attempt.status === 410, at: now }, this.settings.health);
    if (disabled) await this.manage.announceDisabled(disabled.endpoint, disabled.reason);
  }
}
