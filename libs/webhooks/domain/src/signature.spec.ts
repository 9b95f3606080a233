import Stripe from 'stripe';
import { computeSignature, parseSignatureHeader, signatureHeader, verifyWebhook, WebhookSignatureError } from './signature';

describe('Service-Signature', () => {
  const body = JSON.stringify({ id: 'evt', type: 'document.created', created: 1, data: { a: 1 } });
  const now = 1_764_000_000;

  it('signs "<t>.<raw body>" with HMAC-SHA256 in hex', () => {
    const header = signatureHeader(['whsec_a'], now, body);
    expect(header).toBe(`t=${now},v1=${computeSignature('whsec_a', now, body)}`);
    expect(parseSignatureHeader(header)).toEqual({ timestamp: now, v1: [computeSignature('whsec_a', now, body)] });
  });

  it('verifies with any of several secrets and any of several v1 values', () => {
    const header = signatureHeader(['whsec_new', 'whsec_old'], now, body);
    expect(verifyWebhook(body, header, 'whsec_old', { now })).toMatchObject({ id: 'evt' });
    expect(verifyWebhook(body, header, ['whsec_other', 'whsec_new'], { now })).toMatchObject({ id: 'evt' });
    expect(() => verifyWebhook(body, header, 'whsec_other', { now })).toThrow(WebhookSignatureError);
  });

  it('rejects a changed body, a malformed header and a timestamp more than 300 s away', () => {
    const header = signatureHeader(['whsec_a'], now, body);
    expect(() => verifyWebhook(body.replace('1', '2'), header, 'whsec_a', { now })).toThrow(/no v1/);
    expect(() => verifyWebhook(body, 'v1=abc', 'whsec_a', { now })).toThrow(/malformed/);
    expect(() => verifyWebhook(body, header, 'whsec_a', { now: now + 301 })).toThrow(/300 seconds/);
    expect(verifyWebhook(body, header, 'whsec_a', { now: now - 300 })).toBeTruthy();
  });

  it('is the scheme stripe.webhooks.constructEvent verifies', () => {
    const stripe = new Stripe('sk_test_unused');
    const t = Math.floor(Date.now() / 1000);
    const header = signatureHeader(['whsec_new', 'whsec_old'], t, body);
    expect(stripe.webhooks.constructEvent(body, header, 'whsec_old')).toMatchObject({ id: 'evt' });
    expect(() => stripe.webhooks.constructEvent(body, header, 'whsec_x')).toThrow();
  });
});
