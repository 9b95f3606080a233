import { OpenAPIObject } from '@nestjs/swagger';
import Ajv2020, { ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { mapDocumentSchemas } from '../../src/http/openapi/schema-walk';

type Json = Record<string, unknown>;

export interface ContractViolation {
  request: string;
  status: number;
  problem: string;
}

/**
 * Checks every answer of an app against its own OpenAPI document, as a client generated from the
 * document would meet it: the status is documented for that operation, the content type is one
 * the document lists, and a JSON body matches the schema of that status, read strictly (an object
 * may carry no property the schema does not name). Violations are collected; the jest setup file
 * fails the test that produced them.
 */
export class ResponseContract {
  private readonly validators = new Map<string, ValidateFunction>();
  private readonly ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
  private readonly doc: Json;
  /** Answers checked so far, across every app built in this test file. */
  checked = 0;

  constructor(document: OpenAPIObject) {
    this.doc = strictObjects(document as unknown as Json);
    this.ajv.addSchema({ $id: 'openapi.json', components: this.doc.components }, 'openapi.json');
  }

  /** The Fastify hook: runs on every answer, before it is sent. */
  install(fastify: FastifyInstance): void {
    fastify.addHook('onSend', async (request, reply, payload) => {
      const violation = this.check(request, reply, payload);
      if (violation) recordViolation(violation);
      return payload;
    });
  }

  check(request: FastifyRequest, reply: FastifyReply, payload: unknown): ContractViolation | undefined {
    const route = request.routeOptions?.url;
    if (!route) return undefined;
    const path = route.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    const method = request.method.toLowerCase();
    const operation = (this.doc.paths as Record<string, Record<string, Json>>)[path]?.[method];
    // Routes outside the document (the reference UI, the document itself) are not operations.
    if (!operation) return undefined;
    this.checked++;
    checkedAnswers.count++;
    checkedAnswers.operations.add(`${method.toUpperCase()} ${path}`);
    const status = reply.statusCode;
    const at = { request: `${request.method} ${request.url.split('?')[0]} (${method.toUpperCase()} ${path})`, status };
    const responses = operation.responses as Record<string, Json>;
    const response = this.resolve(responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default);
    if (!response) return { ...at, problem: `status ${status} is not documented (documented: ${Object.keys(responses).join(', ')})` };
    const content = response.content as Record<string, { schema?: Json }> | undefined;
    const body = payloadText(payload);
    const contentType = String(reply.getHeader('content-type') ?? '')
      .split(';')[0]
      .trim();
    if (!content) return body ? { ...at, problem: `a body of ${contentType || 'no type'} where the document says there is none` } : undefined;
    const media = content[contentType];
    if (!media) return { ...at, problem: `content type "${contentType}" is not documented (documented: ${Object.keys(content).join(', ')})` };
    if (contentType !== 'application/json' || !media.schema || body === undefined) return undefined;
    const validate = this.validator(`${method} ${path} ${status}`, media.schema);
    let value: unknown;
    try {
      value = JSON.parse(body);
    } catch {
      return { ...at, problem: 'the body is not JSON' };
    }
    if (validate(value)) return undefined;
    const errors = (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '(root)'} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`);
    return { ...at, problem: `the body does not match the documented schema: ${errors.join('; ')}; body: ${body.slice(0, 300)}` };
  }

  /** A response may be a reference to one described once under components.responses. */
  private resolve(response: Json | undefined): Json | undefined {
    const ref = response?.$ref;
    if (typeof ref !== 'string') return response;
    return ((this.doc.components as Json).responses as Record<string, Json>)[ref.replace('#/components/responses/', '')];
  }

  private validator(key: string, schema: Json): ValidateFunction {
    let validate = this.validators.get(key);
    if (!validate) {
      validate = this.ajv.compile({ ...rebase(schema), $schema: undefined });
      this.validators.set(key, validate);
    }
    return validate;
  }
}

const violations: ContractViolation[] = [];
/** Answers checked in this test file, across every app it built. */
export const checkedAnswers = { count: 0, operations: new Set<string>() };

function recordViolation(violation: ContractViolation): void {
  violations.push(violation);
}

/** The violations recorded since the last call (the jest setup file calls it after each test). */
export function takeViolations(): ContractViolation[] {
  return violations.splice(0, violations.length);
}

function payloadText(payload: unknown): string | undefined {
  if (payload === null || payload === undefined) return undefined;
  if (typeof payload === 'string') return payload.length > 0 ? payload : undefined;
  if (Buffer.isBuffer(payload)) return payload.length > 0 ? payload.toString('utf8') : undefined;
  // A stream (file contents): its bytes are not read here; the content type was checked.
  return '';
}

/** `$ref`s inside a response schema point into the document: resolve them against the registered copy. */
function rebase(schema: Json): Json {
  return JSON.parse(JSON.stringify(schema).replace(/"#\/components\//g, '"openapi.json#/components/'));
}

/** Objects that name their properties may carry no other, unless the schema says otherwise. */
function strictObjects(document: Json): Json {
  return mapDocumentSchemas(document, (schema) =>
    schema.properties && schema.additionalProperties === undefined && !schema.allOf ? { ...schema, additionalProperties: false } : schema,
  );
}
