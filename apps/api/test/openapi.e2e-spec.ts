import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { promisify } from 'node:util';
import { OpenAPIObject } from '@nestjs/swagger';
import { describeWithDatabase, testConfig, testLogger } from '@backoffice/shared/testing';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { FastifyReply, FastifyRequest } from 'fastify';
import request from 'supertest';
import { createApiApp } from '../src/create-api-app';
import { mapDocumentSchemas } from '../src/http/openapi/schema-walk';
import { COMMITTED_DOCUMENT, serializeDocument } from '../src/write-openapi';
import { ResponseContract, takeViolations } from './support/response-contract';
import { startTestApp, TestApp } from './support/test-app';

const ROOT = path.resolve(__dirname, '../../..');
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/** Redocly rules whose warnings are accepted, each for a reason docs/api.md gives. */
const ACCEPTED_WARNINGS = new Set([
  // The contract's own paths: /documents/{visibleId}/close beside /documents/id/{visibleId}, and so on.
  'no-ambiguous-paths',
  // The committed document names `npm start` on its defaults; a deployment serves its PUBLIC_BASE_URL.
  'no-server-example.com',
  // The health probes answer no 4xx.
  'operation-4xx-response',
  // No licence is granted.
  'info-license',
]);

/**
 * Writes that take no `Idempotency-Key`, each for its reason. Every other write documents the
 * header, its 400 and 409 codes and `Idempotent-Replay`, so a client knows it may retry it.
 */
const WRITES_WITHOUT_IDEMPOTENCY_KEY = new Map([
  ['documents.preview', 'computes what issuing would answer: nothing is written and no number taken, so a retry is harmless'],
  ['documents.previewHtml', 'the same preview as a printable page: nothing is written'],
  ['webhooks.test', 'sends one test event to the endpoint now and stores nothing; a retry sends another test, which is what a retry asks for'],
  ['gateway.webhooks.test', 'the same operation under the permanent /gateway/webhooks alias'],
]);

describeWithDatabase()('the OpenAPI document', () => {
  let t: TestApp;
  let served: Json;

  beforeAll(async () => {
    t = await startTestApp();
    served = (await t.http.get('/openapi.json').expect(200)).body;
  });
  afterAll(() => t.close());

  const operations = (): { key: string; op: Json }[] =>
    Object.entries(served.paths as Record<string, Json>).flatMap(([p, item]) => METHODS.filter((m) => item[m]).map((m) => ({ key: `${m.toUpperCase()} ${p}`, op: item[m] })));

  it('is the committed docs/openapi.json (run `npm run openapi:write` after changing the API)', () => {
    const committed = readFileSync(path.join(ROOT, COMMITTED_DOCUMENT), 'utf8');
    expect(serializeDocument(served as OpenAPIObject) === committed).toBe(true);
  });

  it('describes every operation fully: id, summary, tag, success schema, error answers, security', () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThanOrEqual(80);
    const ids = ops.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const tags = new Set((served.tags as { name: string }[]).map((tag) => tag.name));
    const problems: string[] = [];
    for (const { key, op } of ops) {
      if (!/^[a-z][A-Za-z]*(\.[a-z][A-Za-z]*)+$/.test(op.operationId)) problems.push(`${key}: operationId ${op.operationId}`);
      if (!op.summary) problems.push(`${key}: no summary`);
      if (!op.tags?.length || !op.tags.every((tag: string) => tags.has(tag))) problems.push(`${key}: undeclared tag ${op.tags}`);
      const ok = op.responses['200'];
      if (!ok?.content || Object.values(ok.content as Record<string, Json>).some((media) => !media.schema)) problems.push(`${key}: 200 has no schema`);
      if (!Array.isArray(op.security)) problems.push(`${key}: no security`);
      const isPublic = op.security?.length === 0;
      if (!isPublic && !op.responses['401']) problems.push(`${key}: no 401`);
      if (op.requestBody && !op.responses['400']) problems.push(`${key}: a body but no 400`);
    }
    expect(problems).toEqual([]);
  });

  it('types every request property (no untyped object where the API takes a string or a number)', () => {
    const untyped: string[] = [];
    for (const [name, schema] of Object.entries(served.components.schemas as Record<string, Json>)) {
      for (const [property, p] of Object.entries((schema.properties ?? {}) as Record<string, Json>)) {
        const types = [p.type].flat();
        if (types.includes('object') && !p.properties && !p.additionalProperties && !p.patternProperties && !p.$ref) untyped.push(`${name}.${property}`);
      }
    }
    expect(untyped).toEqual([]);
  });

  it('declares the pagination parameters, as numbers, on every paged list', () => {
    const missing: string[] = [];
    for (const { key, op } of operations()) {
      const schema = op.responses['200']?.content?.['application/json']?.schema;
      const name = typeof schema?.$ref === 'string' ? schema.$ref.split('/').pop() : undefined;
      const pagedBy = name ? served.components.schemas[name]?.properties?.pagination : undefined;
      if (!pagedBy || name.endsWith('List')) continue;
      const limit = (op.parameters ?? []).find((p: Json) => p.in === 'query' && p.name === 'limit');
      const wholeSet = /whole set/.test(op.summary);
      if (!wholeSet && limit?.schema?.type !== 'integer') missing.push(key);
    }
    expect(missing).toEqual([]);
  });

  it('shows a realistic example on every JSON request body, and each example is valid against its schema', () => {
    // Read as the API reads a body: an object may carry no property its schema does not name.
    const strict = mapDocumentSchemas(served, (schema) =>
      schema.properties && schema.additionalProperties === undefined && !schema.allOf ? { ...schema, additionalProperties: false } : schema,
    ) as Json;
    const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
    ajv.addSchema({ $id: 'openapi.json', components: strict.components });
    const rebase = (schema: Json) => JSON.parse(JSON.stringify(schema).replace(/"#\/components\//g, '"openapi.json#/components/'));
    const bodies = Object.entries(strict.paths as Record<string, Json>).flatMap(([p, item]) =>
      METHODS.filter((m) => item[m]?.requestBody?.content?.['application/json']).map((m) => ({
        key: `${m.toUpperCase()} ${p} (${item[m].operationId})`,
        media: item[m].requestBody.content['application/json'],
      })),
    );
    expect(bodies.length).toBeGreaterThanOrEqual(30);
    const problems: string[] = [];
    for (const { key, media } of bodies) {
      if (media.example === undefined) {
        problems.push(`${key}: no example`);
        continue;
      }
      const validate = ajv.compile(rebase(media.schema));
      if (!validate(media.example)) problems.push(`${key}: ${ajv.errorsText(validate.errors)}`);
    }
    expect(problems).toEqual([]);
  });

  it('documents Idempotency-Key on every write: the header, 400 INVALID_IDEMPOTENCY_KEY, 409 for a reused or running key, Idempotent-Replay', () => {
    const codes = (op: Json, status: number): string[] => {
      const answer = op.responses[String(status)];
      const response = answer?.$ref ? served.components.responses[answer.$ref.split('/').pop()] : answer;
      return response?.content?.['application/json']?.schema?.properties?.error?.enum ?? [];
    };
    const problems: string[] = [];
    const exempted: string[] = [];
    for (const { key, op } of operations()) {
      if (key.startsWith('GET ')) continue;
      const header = (op.parameters ?? []).some((p: Json) => p.in === 'header' && p.name === 'Idempotency-Key');
      if (WRITES_WITHOUT_IDEMPOTENCY_KEY.has(op.operationId)) {
        exempted.push(op.operationId);
        if (header) problems.push(`${key} (${op.operationId}) takes Idempotency-Key: take it off the list of writes without one`);
        continue;
      }
      const missing = [
        !header && 'the Idempotency-Key header',
        !codes(op, 400).includes('INVALID_IDEMPOTENCY_KEY') && '400 INVALID_IDEMPOTENCY_KEY',
        !codes(op, 409).includes('IDEMPOTENCY_KEY_REUSED') && '409 IDEMPOTENCY_KEY_REUSED',
        !codes(op, 409).includes('REQUEST_IN_PROGRESS') && '409 REQUEST_IN_PROGRESS',
        !op.responses['200']?.headers?.['Idempotent-Replay'] && 'the Idempotent-Replay header on 200',
      ].filter(Boolean);
      if (missing.length > 0) problems.push(`${key} (${op.operationId}) lacks ${missing.join(', ')}`);
    }
    expect(problems).toEqual([]);
    // Every exemption names a write the document has.
    expect(exempted.sort()).toEqual([...WRITES_WITHOUT_IDEMPOTENCY_KEY.keys()].sort());
  });

  it("passes Redocly's recommended rules with no error, and only the accepted warnings", async () => {
    const { stdout } = await promisify(execFile)('npx', ['redocly', 'lint', COMMITTED_DOCUMENT, '--format=json'], { cwd: ROOT, maxBuffer: 32 * 1024 * 1024 }).catch(
      (error: { stdout: string }) => error,
    );
    const report = JSON.parse(stdout);
    expect(report.totals.errors).toBe(0);
    const rules = new Set((report.problems as { ruleId: string }[]).map((p) => p.ruleId));
    expect([...rules].filter((rule) => !ACCEPTED_WARNINGS.has(rule))).toEqual([]);
  }, 60_000);
});

describeWithDatabase()('the response check of the e2e suite', () => {
  it('reports a body that does not match, an undocumented status and an undocumented content type', async () => {
    const config = testConfig({ REDIS_URL: undefined });
    let contract: ResponseContract | undefined;
    const app = await createApiApp(config, testLogger(config), {
      instrument: (fastify, document) => {
        contract = new ResponseContract(document);
        // Registered before the check: each answer below is broken on purpose after its handler ran.
        fastify.addHook('onSend', async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
          if (req.url === '/health/live') return JSON.stringify({ status: 'fine' });
          if (req.url === '/health/live?as=text') void reply.header('content-type', 'text/plain');
          if (req.url === '/health/ready') void reply.status(202);
          return payload;
        });
        contract.install(fastify);
      },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const http = request(app.getHttpServer());
      await http.get('/health/live');
      await http.get('/health/ready');
      await http.get('/health/live?as=text');
      const violations = takeViolations();
      expect(violations).toEqual([
        expect.objectContaining({
          request: expect.stringContaining('/health/live'),
          status: 200,
          problem: expect.stringMatching(/does not match the documented schema: \/status/),
        }),
        expect.objectContaining({ request: expect.stringContaining('/health/ready'), status: 202, problem: expect.stringMatching(/status 202 is not documented/) }),
        expect.objectContaining({ request: expect.stringContaining('/health/live'), status: 200, problem: expect.stringMatching(/content type "text\/plain" is not documented/) }),
      ]);
      expect(contract?.checked).toBe(3);
    } finally {
      await app.close();
    }
  });

  it('accepts what the document says', async () => {
    const t = await startTestApp({ REDIS_URL: undefined });
    try {
      await t.http.get('/health/live').expect(200);
      await t.http.get('/vendors').expect(401);
      expect(takeViolations()).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
