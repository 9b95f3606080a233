import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { ErrorCodes, OPERATION_EXTENSION, OperationExtension } from './operation';
import { hoistNamedSchemas, toOpenApi31 } from './schema-walk';
import { ERROR_DETAIL_SCHEMA, errorResponse, HEADERS, PUBLIC_EXTENSION, TAGS } from './document-parts';

type Json = Record<string, unknown>;
type Operation = Json & {
  operationId?: string;
  parameters?: (Json & { in: string; name: string; schema?: Json })[];
  requestBody?: Json;
  responses: Record<string, Json & { headers?: Json; content?: Json }>;
  security?: unknown[];
  tags?: string[];
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/**
 * The OpenAPI 3.1 document of the API. Nest reads the routes, parameters and request classes;
 * the `@Operation` decorator on each route adds its id, summary, success schema and error codes;
 * this function then completes what every operation of a shape shares (errors, headers,
 * security), names the schemas, and turns Nest's OpenAPI 3.0 output into 3.1.
 */
export function buildApiDocument(app: INestApplication, options: { serverUrl: string; version: string; webhooks?: Record<string, unknown> }): OpenAPIObject {
  const raw = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Back-office API')
      .setDescription(DESCRIPTION)
      .setVersion(options.version)
      .addServer(options.serverUrl, 'This deployment (PUBLIC_BASE_URL)')
      .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'An API key of a company (`sk_…`); `npm run --silent cli -- bootstrap` makes the first ones' }, 'bearer')
      .build(),
  );
  return finishDocument({ ...(raw as unknown as Json), ...(options.webhooks ? { webhooks: options.webhooks } : {}) }) as unknown as OpenAPIObject;
}

const DESCRIPTION = [
  'Suppliers and pricelists, expenses and receipt reading, stock and its movement ledger, the documents a business issues, a payment gateway, signed webhooks and a change feed.',
  '',
  'Every operation needs `Authorization: Bearer <API key>` unless it says otherwise. Errors are `{"error": "CODE", "message": "…"}` (plus `details` for `VALIDATION_ERROR`); each operation lists the codes it can answer. The overview of conventions, pagination, idempotency, the change feed and webhooks is docs/api.md in the repository.',
].join('\n');

export function finishDocument(doc: Json): Json {
  const paths = doc.paths as Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
  const seenIds = new Set<string>();
  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (op) completeOperation(op, path, method, seenIds);
    }
  }
  const components = (doc.components ?? {}) as Json & { schemas?: Record<string, Json> };
  components.headers = HEADERS;
  components.responses = Object.fromEntries(Object.values(SHARED_RESPONSES).map(({ name, status, codes }) => [name, errorResponse(status, codes)]));
  components.schemas = { ...(components.schemas ?? {}), ErrorDetail: ERROR_DETAIL_SCHEMA };
  doc.components = components;
  doc.tags = TAGS;
  doc.security = [{ bearer: [] }];
  for (const [name, schema] of Object.entries(components.schemas ?? {})) if (name.endsWith('Request')) describeDefaults(schema);
  return hoistNamedSchemas(toOpenApi31({ ...doc, openapi: '3.1.0' }) as Json);
}

function completeOperation(op: Operation, path: string, method: string, seenIds: Set<string>): void {
  const extension = (op[OPERATION_EXTENSION] ?? { errors: {}, errorProperties: {}, idempotent: false, jsonBody: false, answersNull: false }) as OperationExtension;
  delete op[OPERATION_EXTENSION];
  const isPublic = op[PUBLIC_EXTENSION] === true;
  delete op[PUBLIC_EXTENSION];

  // The same controller serves /webhooks and /gateway/webhooks: the alias gets its own ids.
  let id = op.operationId ?? `${path}`;
  if (seenIds.has(id)) id = `${path.split('/')[1]}.${id}`;
  seenIds.add(id);
  op.operationId = id;

  op.security = isPublic ? [] : [{ bearer: [] }];
  if (isPublic) {
    delete op['x-roles'];
    if (typeof op.description === 'string') op.description = op.description.replace(/\n*Roles: [^\n]*$/, '') || undefined;
  }
  if (extension.example) {
    const json = (op.requestBody?.content as Record<string, Json> | undefined)?.['application/json'];
    if (!json) throw new Error(`${id}: an example, but no JSON request body to show it on`);
    json.example = extension.example;
  }

  const params = op.parameters ?? [];
  if (extension.idempotent)
    params.push({ in: 'header', name: 'Idempotency-Key', required: false, schema: { type: 'string', minLength: 1, maxLength: 255 }, description: IDEMPOTENCY_KEY });
  if (params.length > 0) op.parameters = params;

  const codes = defaultErrors({ isPublic, params, extension, method });
  for (const [status, list] of Object.entries(extension.errors)) codes[Number(status)] = [...(codes[Number(status)] ?? []), ...(list ?? [])];
  for (const [status, list] of Object.entries(codes)) {
    if (!list || list.length === 0) continue;
    const unique = [...new Set(list)];
    const extra = extension.errorProperties[Number(status)];
    const shared = SHARED_RESPONSES[Number(status)];
    op.responses[status] = shared && !extra && sameCodes(shared.codes, unique) ? { $ref: `#/components/responses/${shared.name}` } : errorResponse(Number(status), unique, extra);
  }
  const ok = op.responses['200'];
  if (ok) {
    ok.headers = {
      'X-Request-Id': { $ref: '#/components/headers/X-Request-Id' },
      ...(isPublic ? {} : RATE_LIMIT_HEADERS),
      ...(extension.idempotent ? { 'Idempotent-Replay': { $ref: '#/components/headers/Idempotent-Replay' } } : {}),
    };
  }
}

/** Error answers whose codes are the same for every operation that has them: described once. */
const SHARED_RESPONSES: Record<number, { name: string; status: number; codes: string[] }> = {
  401: { name: 'Unauthorized', status: 401, codes: ['UNAUTHORIZED'] },
  413: { name: 'PayloadTooLarge', status: 413, codes: ['PAYLOAD_TOO_LARGE'] },
  414: { name: 'UriTooLong', status: 414, codes: ['URI_TOO_LONG'] },
  415: { name: 'UnsupportedMediaType', status: 415, codes: ['UNSUPPORTED_MEDIA_TYPE'] },
  429: { name: 'RateLimited', status: 429, codes: ['RATE_LIMITED'] },
  500: { name: 'InternalError', status: 500, codes: ['INTERNAL_ERROR'] },
  503: { name: 'Unavailable', status: 503, codes: ['SERVICE_UNAVAILABLE', 'SHUTTING_DOWN'] },
};

const sameCodes = (a: string[], b: string[]) => a.length === b.length && a.every((code) => b.includes(code));

const RATE_LIMIT_HEADERS = {
  'RateLimit-Limit': { $ref: '#/components/headers/RateLimit-Limit' },
  'RateLimit-Remaining': { $ref: '#/components/headers/RateLimit-Remaining' },
  'RateLimit-Reset': { $ref: '#/components/headers/RateLimit-Reset' },
};

const IDEMPOTENCY_KEY =
  'Up to 255 printable characters, unique per logical request within the company. The same key with the same body answers the stored answer with `Idempotent-Replay: true`; with another body, 409 `IDEMPOTENCY_KEY_REUSED`; while the first call runs, 409 `REQUEST_IN_PROGRESS`.';

/** What every operation of a shape can answer, whatever it does. */
function defaultErrors(shape: { isPublic: boolean; params: { in: string }[]; extension: OperationExtension; method: string }): ErrorCodes {
  const codes: Record<number, string[]> = { 500: ['INTERNAL_ERROR'], 503: ['SERVICE_UNAVAILABLE', 'SHUTTING_DOWN'] };
  const add = (status: number, ...list: string[]) => (codes[status] = [...(codes[status] ?? []), ...list]);
  if (!shape.isPublic) {
    add(401, 'UNAUTHORIZED');
    add(429, 'RATE_LIMITED');
  }
  if (shape.params.some((p) => p.in === 'path' || p.in === 'query')) add(400, 'VALIDATION_ERROR', 'BAD_REQUEST');
  if (shape.params.some((p) => p.in === 'path')) add(414, 'URI_TOO_LONG');
  if (shape.extension.jsonBody) add(400, 'VALIDATION_ERROR');
  // Any write may be sent a body, wanted or not: it is parsed (or refused) before the route runs.
  if (shape.method !== 'get') {
    add(400, 'INVALID_JSON', 'BAD_REQUEST');
    add(413, 'PAYLOAD_TOO_LARGE');
    add(415, 'UNSUPPORTED_MEDIA_TYPE');
  }
  if (shape.extension.idempotent) {
    add(400, 'INVALID_IDEMPOTENCY_KEY');
    add(409, 'IDEMPOTENCY_KEY_REUSED', 'REQUEST_IN_PROGRESS');
  }
  return codes;
}

/**
 * A request property with a default is optional: the API fills it in. Generators such as
 * openapi-typescript read `default` as "always present" and would make callers send it, so the
 * default is stated in the description instead.
 */
function describeDefaults(schema: Json): void {
  for (const property of Object.values((schema.properties ?? {}) as Record<string, Json>)) {
    if (property.default === undefined) continue;
    const sentence = `Default: ${JSON.stringify(property.default)}.`;
    property.description = property.description ? `${String(property.description).replace(/\.?$/, '.')} ${sentence}` : sentence;
    delete property.default;
  }
}
