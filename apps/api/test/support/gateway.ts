import { BootstrappedCompany } from '@backoffice/identity/application';
import { eventually, WebhookReceiver } from '@backoffice/shared/testing';
import { verifyWebhook } from '@backoffice/webhooks/domain';
import { bearer, TestApp } from './test-app';

/** The sandbox's test cards (docs/payments.md). */
export const CARDS = {
  visa: '4242424242424242',
  mastercard: '5555555555554444',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  processorError: '4000000000000119',
} as const;

export const card = (number: string, cvc = '123') => ({ number, expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc });

export interface Envelope {
  id: string;
  type: string;
  created: number;
  data: Record<string, unknown>;
}

/** Saves a card for the client and returns the payment method's id. */
export async function saveCard(t: TestApp, company: BootstrappedCompany, entityId: number, number: string): Promise<string> {
  const res = await t.http
    .post('/gateway/tokens')
    .set(bearer(company.keys.manager))
    .send({ entityId, card: card(number) });
  if (res.status !== 200) throw new Error(`saving a card failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id;
}

/**
 * The delivered, signature-checked event of `type` whose `data[key].id` is `id`. Verification
 * uses the endpoint's secret and the raw body, as a receiver does.
 */
export async function delivered(receiver: WebhookReceiver, secret: string, type: string, key: string, id: string): Promise<Envelope> {
  return eventually(async () => {
    for (const request of receiver.requests) {
      const envelope = verifyWebhook<Envelope>(request.rawBody, request.headers['service-signature'] as string, secret);
      if (envelope.type === type && (envelope.data[key] as { id?: string } | undefined)?.id === id) return envelope;
    }
    return undefined;
  }, 15_000);
}
