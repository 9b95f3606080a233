type Json = Record<string, unknown>;

/** Set by `@Public()` on routes that need no API key; read and removed by the document builder. */
export const PUBLIC_EXTENSION = 'x-backoffice-public';

const STATUS_DESCRIPTIONS: Record<number, string> = {
  400: 'The request is not valid: `details` names each field and its problem for VALIDATION_ERROR',
  401: 'No valid API key (missing, unknown or revoked)',
  403: "The key's role may not do this",
  404: "Not found; another company's ids answer exactly like missing ones",
  409: 'Conflicts with the current state; the error code says which rule',
  410: 'Gone',
  413: 'The body is too large (JSON 1 MB, files 10 MB)',
  414: 'A path segment is too long',
  415: 'Wrong Content-Type for this operation',
  422: 'Understood, but it cannot be processed',
  429: 'Too many requests for this API key; retry after `Retry-After` seconds',
  500: 'Unexpected; quote `errorId` when reporting it',
  502: 'An upstream service failed',
  503: 'Temporarily unavailable (database unreachable, instance shutting down, a dependency missing); retry, with the same `Idempotency-Key` where the operation takes one',
};

/** The contract's error body, its `error` limited to the codes this operation answers with this status. */
export function errorResponse(status: number, codes: string[], extra: Record<string, object> = {}): Json {
  const properties: Json = {
    error: { type: 'string', enum: codes, description: 'Stable, machine-readable code' },
    message: { type: 'string', description: 'For people; may change' },
  };
  if (status === 400) properties.details = { type: 'array', items: { $ref: '#/components/schemas/ErrorDetail' } };
  if (status === 500) properties.errorId = { type: 'string', description: 'Logged with the stack trace' };
  Object.assign(properties, extra);
  const headers: Json = { 'X-Request-Id': { $ref: '#/components/headers/X-Request-Id' } };
  if (status === 429) {
    headers['Retry-After'] = { $ref: '#/components/headers/Retry-After' };
    Object.assign(headers, {
      'RateLimit-Limit': { $ref: '#/components/headers/RateLimit-Limit' },
      'RateLimit-Remaining': { $ref: '#/components/headers/RateLimit-Remaining' },
      'RateLimit-Reset': { $ref: '#/components/headers/RateLimit-Reset' },
    });
  }
  if (status === 503) headers['Retry-After'] = { $ref: '#/components/headers/Retry-After' };
  return {
    description: STATUS_DESCRIPTIONS[status] ?? 'Error',
    headers,
    content: { 'application/json': { schema: { type: 'object', required: ['error', 'message'], properties } } },
  };
}

export const ERROR_DETAIL_SCHEMA = {
  type: 'object',
  required: ['field', 'problem'],
  properties: {
    field: { type: 'string', description: 'The body field or query/path parameter, dotted for nested fields' },
    problem: { type: 'string' },
  },
};

const integerHeader = (description: string) => ({ description, schema: { type: 'integer', minimum: 0 } });

export const HEADERS: Json = {
  'X-Request-Id': {
    description:
      "The request's id: the caller's `X-Request-Id` when it was sane (letters, digits, `._:-`, up to 128), else a generated one. Every log line of the request carries it.",
    schema: { type: 'string' },
  },
  'Idempotent-Replay': { description: '`true` when this is the stored answer to an earlier call with the same `Idempotency-Key`', schema: { type: 'string', enum: ['true'] } },
  'Retry-After': integerHeader('Seconds to wait before retrying'),
  'RateLimit-Limit': integerHeader("The key's burst: requests it may send at once after a quiet spell"),
  'RateLimit-Remaining': integerHeader('Requests the key may still send right now'),
  'RateLimit-Reset': integerHeader('Seconds until the bucket is full again'),
};

/** Every tag an operation may carry, in the order the reference lists them. */
export const TAGS: { name: string; description: string }[] = [
  { name: 'api-keys', description: "The company's API keys: one per integration or person, each with a role" },
  { name: 'company settings', description: 'Company-wide settings (VAT rate, defaults)' },
  { name: 'files', description: 'Uploads (receipts, logos, certificates) and their signed links' },
  { name: 'products', description: 'The product catalogue' },
  { name: 'vendors', description: 'Suppliers: entities the company buys from' },
  { name: 'clients', description: 'Entities the company sells to' },
  { name: 'addresses', description: 'Addresses of vendors, clients and contacts' },
  { name: 'contacts', description: 'People at vendors and clients' },
  { name: 'vendor pricelists', description: 'What each vendor charges for each product, with quantity tiers' },
  { name: 'warehouses', description: 'Where stock is kept' },
  { name: 'inventory', description: 'Stock records (a product in a warehouse) and the movement ledger' },
  { name: 'documents', description: 'Invoices, receipts and the other documents a business issues, with gapless numbers, and their change feed' },
  { name: 'expenses', description: 'Expenses with their receipts, the VAT summary, and reading receipts into expense fields' },
  { name: 'purchase', description: 'Supplier invoices (the purchase side)' },
  { name: 'webhooks', description: 'Endpoints that receive signed events, their deliveries, and the pull feed of events' },
  { name: 'gateway', description: 'The payment gateway: saved cards, charges, refunds, payment pages, recurring payments' },
  { name: 'health', description: 'Liveness and readiness probes (no API key)' },
];
