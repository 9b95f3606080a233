import { ArgumentMetadata, Injectable, PipeTransform, ValidationError as ClassValidatorError } from '@nestjs/common';
import { ErrorDetail, ValidationError } from '@backoffice/shared/kernel';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { compiledBody, compiledQuery } from './compiled-validation';

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const PRIMITIVES = new Set<unknown>([String, Boolean, Number, Array, Object]);
const MAX_DEPTH = 32;

/**
 * Validates bodies and queries against their request classes. Bodies are strict: wrong types and
 * unknown fields are VALIDATION_ERROR with one detail per problem. Queries drop parameters they
 * do not know (clients add cache-busters), but check the ones they do. A valid request is
 * answered by the check compiled from its class (compiled-validation.ts); anything else takes
 * class-transformer and class-validator, which word the errors.
 */
@Injectable()
export class RequestValidationPipe implements PipeTransform {
  async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const { metatype, type } = metadata;
    if (!metatype || PRIMITIVES.has(metatype) || (type !== 'body' && type !== 'query')) return value;
    if (type === 'body' && (value === null || typeof value !== 'object' || Array.isArray(value))) {
      throw ValidationError.field('body', 'must be a JSON object');
    }
    // Checked before anything walks the value recursively: thousands of nested levels would
    // overflow the stack in the transformer (a 500) instead of being refused.
    if (depthExceeds(value, MAX_DEPTH)) throw ValidationError.field(type, `must not nest objects or arrays more than ${MAX_DEPTH} levels deep`);
    const bad = findUnstorableText(value, '');
    if (bad !== undefined) throw ValidationError.field(bad.path || type, bad.problem);
    const compiled = type === 'query' ? compiledQuery(metatype as new () => object, value ?? {}) : compiledBody(metatype as new () => object, value);
    if (compiled) return compiled;
    const instance = plainToInstance(metatype as new () => object, value ?? {});
    const errors = await validate(instance, {
      whitelist: true,
      forbidNonWhitelisted: type === 'body',
      forbidUnknownValues: true,
      validationError: { target: false, value: false },
    });
    if (errors.length > 0) throw new ValidationError(flatten(errors));
    return instance;
  }
}

function flatten(errors: ClassValidatorError[], prefix = ''): ErrorDetail[] {
  return errors.flatMap((error) => {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const own = Object.entries(error.constraints ?? {}).map(([rule, text]) => ({
      field,
      problem: rule === 'whitelistValidation' ? 'is not a known field' : text.replace(new RegExp(`^${escape(error.property)} `), ''),
    }));
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The first string PostgreSQL cannot store as sent, if any: one holding a NUL character, or one
 * that is not well-formed Unicode (a lone surrogate such as JSON's "\ud800", which has no UTF-8
 * form: it would be stored as U+FFFD, and some checks throw on it).
 */
function findUnstorableText(value: unknown, path: string): { path: string; problem: string } | undefined {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return { path, problem: 'must not contain NUL characters' };
    if (LONE_SURROGATE.test(value)) return { path, problem: 'must be well-formed Unicode text (no lone surrogates)' };
    return undefined;
  }
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    const found = findUnstorableText(inner, path ? `${path}.${key}` : key);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Whether objects and arrays nest deeper than `max`, measured without recursion. */
function depthExceeds(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as [unknown, number];
    if (node === null || typeof node !== 'object') continue;
    if (depth >= max) return true;
    for (const inner of Object.values(node as Record<string, unknown>)) stack.push([inner, depth + 1]);
  }
  return false;
}
