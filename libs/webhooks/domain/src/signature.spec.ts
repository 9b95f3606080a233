import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import Stripe from 'stripe';
import { computeSignature, parseSignatureHeader, signatureHeader, signedHeaders, standardWebhooksSignature, verifyWebhook, WebhookSignatureError } from './signature';

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

describe('Standard Webhooks headers', () => {
  const secret = () => `whsec_${randomBytes(32).toString('base64')}`;
  const body = JSON.stringify({ id: 'evt-1', type: 'document.created', created: 1, data: {} });
  const now = () => Math.floor(Date.now() / 1000);

  it('are verified by the official standardwebhooks library, with either secret during a rotation', () => {
    const [current, previous] = [secret(), secret()];
    const headers = signedHeaders([current, previous], 'evt-1', now(), body);
    expect(headers['webhook-signature'].split(' ')).toHaveLength(2);
    for (const s of [current, previous]) expect(new Webhook(s).verify(body, headers)).toEqual(JSON.parse(body));
    expect(() => new Webhook(secret()).verify(body, headers)).toThrow();
    expect(() => new Webhook(current).verify(`${body} `, headers)).toThrow();
  });

  it('sign id.timestamp.body with the base64 bytes after whsec_, whichever base64 alphabet the secret uses', () => {
    const bytes = randomBytes(32);
    const [standard, urlSafe] = [`whsec_${bytes.toString('base64')}`, `whsec_${bytes.toString('base64url')}`];
    expect(standardWebhooksSignature([urlSafe], 'evt-1', 1700000000, body)).toBe(standardWebhooksSignature([standard], 'evt-1', 1700000000, body));
    expect(new Webhook(standard).sign('evt-1', new Date(1700000000 * 1000), body)).toBe(standardWebhooksSignature([standard], 'evt-1', 1700000000, body));
  });

  it('sit beside an unchanged Service-Signature', () => {
    const s = secret();
    const t = now();
    const headers = signedHeaders([s], 'evt-1', t, body);
    expect(headers['Service-Signature']).toBe(signatureHeader([s], t, body));
    expect(headers).toMatchObject({ 'webhook-id': 'evt-1', 'webhook-timestamp': String(t) });
  });
});
