import { getMetadataStorage, ValidationArguments } from 'class-validator';
import { TransformationType } from 'class-transformer';

// class-transformer keeps its decorators' metadata in this module (the one its own plainToInstance
// reads); it is not re-exported from the package's index, and its types live apart from its code.
const { defaultMetadataStorage } = require('class-transformer/cjs/storage') as typeof import('class-transformer/types/storage');

type Constructor = new () => object;

interface Check {
  validate(value: unknown, args: ValidationArguments): unknown;
  constraints: unknown[];
}

interface PlannedProperty {
  name: string;
  /** `@IsOptional()` and the like: when one says no, the property is not checked at all. */
  conditions: ((object: object, value: unknown) => boolean)[];
  checks: Check[];
  transforms: ((params: { value: unknown; key: string; obj: object; type: TransformationType; options: object }) => unknown)[];
}

/** A query class's checks, read once from its decorators; null when it uses something not compiled here. */
type Plan = { properties: PlannedProperty[]; known: Set<string> } | null;

const plans = new Map<Constructor, Plan>();

/**
 * Validation of query strings, compiled once per query class from the same decorators that
 * document it (class-validator's and class-transformer's metadata), for the case that matters on
 * hot list routes: a query that is valid. It answers the instance class-transformer and
 * class-validator would have produced (known parameters only, transformed, in a new instance of
 * the class), without their per-request walk; it answers `undefined` whenever it is not sure:
 * a value that is not a single string (arrays, nested objects), a check that fails, a
 * decorator it does not compile. The caller then runs the full validation, which words the
 * errors. So it can only ever skip work, never change an answer (`compiled-query.spec.ts`
 * compares both on every query class of the API).
 */
export function compiledQuery(metatype: Constructor, query: unknown): object | undefined {
  let plan = plans.get(metatype);
  if (plan === undefined) {
    plan = planOf(metatype);
    plans.set(metatype, plan);
  }
  if (plan === null || query === null || typeof query !== 'object') return undefined;
  const source = query as Record<string, unknown>;
  for (const key in source) {
    if (plan.known.has(key) && typeof source[key] !== 'string') return undefined;
  }
  const instance = new metatype() as Record<string, unknown>;
  for (const property of plan.properties) {
    if (Object.prototype.hasOwnProperty.call(source, property.name)) {
      let value: unknown = source[property.name];
      for (const transform of property.transforms) value = transform({ value, key: property.name, obj: source, type: TransformationType.PLAIN_TO_CLASS, options: {} });
      instance[property.name] = value;
    }
  }
  for (const property of plan.properties) {
    const value = instance[property.name];
    if (property.conditions.some((condition) => !condition(instance, value))) continue;
    for (const check of property.checks) {
      const args: ValidationArguments = { value, constraints: check.constraints, targetName: metatype.name, object: instance, property: property.name };
      if (check.validate(value, args) !== true) return undefined;
    }
  }
  return instance;
}

function planOf(metatype: Constructor): Plan {
  const storage = getMetadataStorage();
  const metadatas = storage.getTargetValidationMetadatas(metatype, '', true, false);
  const byName = new Map<string, PlannedProperty>();
  for (const metadata of metadatas) {
    if (metadata.each || (metadata.groups && metadata.groups.length > 0) || metadata.always === false) return null;
    let property = byName.get(metadata.propertyName);
    if (!property) {
      property = { name: metadata.propertyName, conditions: [], checks: [], transforms: [] };
      byName.set(metadata.propertyName, property);
    }
    if (metadata.type === 'conditionalValidation') {
      property.conditions.push(metadata.constraints[0] as (object: object, value: unknown) => boolean);
    } else if (metadata.type === 'customValidation' && metadata.constraintCls) {
      const constraints = storage.getTargetValidatorConstraints(metadata.constraintCls);
      if (constraints.length !== 1 || constraints[0].async) return null;
      const instance = constraints[0].instance as { validate(value: unknown, args: ValidationArguments): unknown };
      property.checks.push({ validate: (value, args) => instance.validate(value, args), constraints: metadata.constraints ?? [] });
    } else {
      return null;
    }
  }
  for (const property of byName.values()) {
    if (defaultMetadataStorage.findTypeMetadata(metatype, property.name)) return null;
    property.transforms = defaultMetadataStorage.findTransformMetadatas(metatype, property.name, TransformationType.PLAIN_TO_CLASS).map((m) => m.transformFn);
  }
  if (defaultMetadataStorage.getExposedMetadatas(metatype).length > 0 || defaultMetadataStorage.getExcludedMetadatas(metatype).length > 0) return null;
  return { properties: [...byName.values()], known: new Set(byName.keys()) };
}
