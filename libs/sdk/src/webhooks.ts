/**
 * Receiving webhooks: `verifyWebhook(rawBody, request.headers['service-signature'], secret)` checks
 * the signature and its age and returns the parsed envelope, or throws WebhookSignatureError. It is
 * the same code the API signs with; Stripe's `webhooks.constructEvent` accepts these signatures too.
 */
export { DEFAULT_TOLERANCE_SECONDS, SIGNATURE_HEADER, verifyWebhook, WebhookSignatureError } from '@backoffice/webhooks/domain';
export type { VerifyOptions } from '@backoffice/webhooks/domain';
