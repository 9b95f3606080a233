import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The `Service-Signature` scheme (spec "Signature"): `t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<raw body>">`, one `v1` per active secret (two during a rotation overlap). It is the scheme
 * Stripe uses, so `stripe.webhooks.constructEvent` verifies it too.
 *
 * This file is also the receiving side's verification library: it has no dependency beyond
 * `node:crypto` (see README.md beside it).
 */
export const SIGNATURE_HEADER = 'Service-Signature';
export const DEFAULT_TOLERANCE_SECONDS = 300;

export function computeSignature(secret: string, timestamp: number, rawBody: string | Buffer): string {
  return createHmac('sha256', secret).update(`${timestamp}.`, 'utf8').update(rawBody).digest('hex');
}

/** The header value for one delivery, signed with every secret given (newest first). */
export function signatureHeader(secrets: readonly string[], timestamp: number, rawBody: string | Buffer): string {
  return [`t=${timestamp}`, ...secrets.map((s) => `v1=${computeSignature(s, timestamp, rawBody)}`)].join(',');
}

export interface ParsedSignature {
  timestamp: number;
  v1: string[];
}

/** Parses `t=…,v1=…[,v1=…]`; unknown schemes are ignored; null when there is no usable t or v1. */
export function parseSignatureHeader(header: string | undefined | null): ParsedSignature | null {
  if (!header) return null;
  let timestamp: number | undefined;
  const v1: string[] = [];
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && /^[0-9a-f]{64}$/i.test(value)) v1.push(value.toLowerCase());
  }
  return timestamp === undefined || v1.length === 0 ? null : { timestamp, v1 };
}

export class WebhookSignatureError extends Error {
  constructor(
    readonly reason: 'malformed_header' | 'timestamp_out_of_tolerance' | 'no_matching_signature',
    message: string,
  ) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

export interface VerifyOptions {
  /** Maximum difference between `t` and now, in seconds (default 300). */
  toleranceSeconds?: number;
  /** Current time in seconds (tests). */
  now?: number;
}

/**
 * Verifies a delivery on the receiving side and returns the parsed envelope. `rawBody` must be
 * the request body bytes as received; re-serialised JSON does not match. `secrets` may hold
 * several (the new and the old one while the sender rotates): any matching `v1` is accepted.
 * Compares in constant time. Throws WebhookSignatureError.
 */
export function verifyWebhook<T = unknown>(rawBody: string | Buffer, header: string | undefined | null, secrets: string | readonly string[], options: VerifyOptions = {}): T {
  const parsed = parseSignatureHeader(header);
  if (!parsed) throw new WebhookSignatureError('malformed_header', 'Service-Signature header is missing or malformed');
  const now = options.now ?? Math.floor(Date.now() / 1000);
  const tolerance = options.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;
  if (Math.abs(now - parsed.timestamp) > tolerance) {
    throw new WebhookSignatureError('timestamp_out_of_tolerance', `signature timestamp is more than ${tolerance} seconds from now`);
  }
  let matched = false;
  for (const secret of typeof secrets === 'string' ? [secrets] : secrets) {
    const expected = Buffer.from(computeSignature(secret, parsed.timestamp, rawBody), 'hex');
    for (const candidate of parsed.v1) {
      // Every pair is compared, so the time taken does not say which one matched.
      if (timingSafeEqual(expected, Buffer.from(candidate, 'hex'))) matched = true;
    }
  }
  if (!matched) throw new WebhookSignatureError('no_matching_signature', 'no v1 signature matches the secret');
  return JSON.parse(typeof rawBody === 'string' ? rawBody : rawBody.toString('utf8')) as T;
}

/** What every delivery carries besides its signatures. */
export const DELIVERY_HEADERS = { 'content-type': 'application/json', 'user-agent': 'Backoffice-Webhooks/1' } as const;

/**
 * Standard Webhooks (standardwebhooks.com), sent beside Service-Signature so receivers can use the
 * official `standardwebhooks` or `svix` libraries: `webhook-id` (the envelope id), `webhook-timestamp`
 * (unix seconds) and `webhook-signature`, `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<raw body>">`
 * per active secret, space-separated. Its HMAC key is the secret's bytes: what follows `whsec_`,
 * base64-decoded.
 */
export const STANDARD_WEBHOOK_HEADERS = { id: 'webhook-id', timestamp: 'webhook-timestamp', signature: 'webhook-signature' } as const;

/** The key Standard Webhooks derives from a `whsec_` secret (either base64 alphabet is read). */
export function standardWebhooksKey(secret: string): Buffer {
  return Buffer.from(secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret, 'base64');
}

export function standardWebhooksSignature(secrets: readonly string[], id: string, timestamp: number, rawBody: string | Buffer): string {
  return secrets.map((secret) => `v1,${createHmac('sha256', standardWebhooksKey(secret)).update(`${id}.${timestamp}.`, 'utf8').update(rawBody).digest('base64')}`).join(' ');
}

/** Every signature header of one delivery: Service-Signature and the three Standard Webhooks headers. */
export function signedHeaders(secrets: readonly string[], id: string, timestamp: number, rawBody: string | Buffer): Record<string, string> {
  return {
    [SIGNATURE_HEADER]: signatureHeader(secrets, timestamp, rawBody),
    [STANDARD_WEBHOOK_HEADERS.id]: id,
    [STANDARD_WEBHOOK_HEADERS.timestamp]: String(timestamp),
    [STANDARD_WEBHOOK_HEADERS.signature]: standardWebhooksSignature(secrets, id, timestamp, rawBody),
  };
}
