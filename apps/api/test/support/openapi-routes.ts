import { TestApp } from './test-app';

export interface OpenApiSchema {
  type?: string;
  format?: string;
  enum?: unknown[];
  items?: OpenApiSchema;
  properties?: Record<string, OpenApiSchema>;
  required?: string[];
  $ref?: string;
  allOf?: OpenApiSchema[];
  oneOf?: OpenApiSchema[];
  anyOf?: OpenApiSchema[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  minLength?: number;
  example?: unknown;
  default?: unknown;
}

export interface ApiRoute {
  /** `GET /documents/{id}`, the key of the fixture table. */
  key: string;
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  pathParams: string[];
  /** A valid value of each path parameter the document enumerates (`type` of document creation). */
  pathValues: Record<string, string>;
  queryParams: { name: string; schema: OpenApiSchema }[];
  headerParams: string[];
  /** The request body: its media type, schema and documented example. */
  body?: { contentType: string; schema?: OpenApiSchema; example?: unknown };
  isPublic: boolean;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, OpenApiSchema> };
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; schema?: OpenApiSchema }[];
  requestBody?: { content: Record<string, { schema?: OpenApiSchema; example?: unknown }> };
  security?: unknown[];
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Every operation the running app documents in `GET /openapi.json`. */
export async function loadRoutes(t: TestApp): Promise<{ routes: ApiRoute[]; resolve: (s: OpenApiSchema | undefined) => OpenApiSchema | undefined }> {
  const res = await t.http.get('/openapi.json');
  if (res.status !== 200) throw new Error(`GET /openapi.json answered ${res.status}`);
  const doc = res.body as OpenApiDocument;
  const schemas = doc.components?.schemas ?? {};
  const resolve = (schema: OpenApiSchema | undefined): OpenApiSchema | undefined => {
    if (!schema?.$ref) return schema;
    return resolve(schemas[schema.$ref.replace('#/components/schemas/', '')]);
  };
  const routes: ApiRoute[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = operations[method];
      if (!op) continue;
      const params = op.parameters ?? [];
      const [contentType, media] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
      routes.push({
        key: `${method.toUpperCase()} ${path}`,
        method,
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        pathValues: Object.fromEntries(
          params.flatMap((p) => {
            const values = resolve(p.schema)?.enum;
            return p.in === 'path' && values?.length ? [[p.name, String(values[0])]] : [];
          }),
        ),
        queryParams: params.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: resolve(p.schema) ?? {} })),
        headerParams: params.filter((p) => p.in === 'header').map((p) => p.name),
        body: contentType ? { contentType, schema: resolve(media?.schema), example: media?.example } : undefined,
        isPublic: !op.security || op.security.length === 0,
      });
    }
  }
  return { routes, resolve };
}
