import { getMetadataStorage, ValidationArguments } from 'class-validator';
import { TransformationType } from 'class-transformer';

// class-transformer keeps its decorators' metadata in this module (the one its own plainToInstance
// reads); it is not re-exported from the package's index, and its types live apart from its code.
const { defaultMetadataStorage } = require('class-transformer/cjs/storage') as typeof import('class-transformer/types/storage');

type Constructor = new () => object;

interface Check {
  validate(value: unknown, args: ValidationArguments): unknown;
  constraints: unknown[];
  /** `{ each: true }`: on an array, every element is checked (the array itself otherwise). */
  each: boolean;
}

interface PlannedProperty {
  name: string;
  /** `@IsOptional()` and the like: when one says no, the property is not checked at all. */
  conditions: ((object: object, value: unknown) => boolean)[];
  checks: Check[];
  transforms: ((params: { value: unknown; key: string; obj: object; type: TransformationType; options: object }) => unknown)[];
  /** `@ValidateNested()` with `@Type(() => Class)`: an object of that class, or an array of them. */
  nested?: Constructor;
}

/** A request class's checks, read once from its decorators; null when it uses something not compiled here. */
interface Plan {
  metatype: Constructor;
  properties: PlannedProperty[];
  known: Set<string>;
}

const queryPlans = new Map<Constructor, Plan | null>();
const bodyPlans = new Map<Constructor, Plan | null>();

/**
 * Validation of requests, compiled once per request class from the same decorators that document
 * it (class-validator's and class-transformer's metadata), for the case that matters on hot
 * routes: a request that is valid. Each answers the instance class-transformer and
 * class-validator would have produced (transformed, in a new instance of the class, nested
 * objects in instances of theirs), without their per-request walk; each answers `undefined`
 * whenever it is not sure: a check that fails, a value of a shape it does not build, a decorator
 * it does not compile. The caller then runs the full validation, which words the errors. So it
 * can only ever skip work, never change an answer (`compiled-query.spec.ts` and
 * `compiled-body.spec.ts` compare both on every query and body class of the API).
 *
 * A query keeps only the parameters it knows (clients add cache-busters), each a single string.
 */
export function compiledQuery(metatype: Constructor, query: unknown): object | undefined {
  const plan = planFor(queryPlans, metatype, false);
  if (plan === null || query === null || typeof query !== 'object') return undefined;
  const source = query as Record<string, unknown>;
  for (const key in source) {
    if (plan.known.has(key) && typeof source[key] !== 'string') return undefined;
  }
  return build(plan, source);
}

/**
 * A JSON body is strict: a field the class does not declare is an error (the full validation
 * names it), at any depth. Nested objects (`@ValidateNested()` with `@Type`) are built and
 * checked as class-validator does: one object, or an array of objects.
 */
export function compiledBody(metatype: Constructor, body: unknown): object | undefined {
  const plan = planFor(bodyPlans, metatype, true);
  if (plan === null || !isPlainObject(body)) return undefined;
  return build(plan, body, true);
}

function build(plan: Plan, source: Record<string, unknown>, strict = false): object | undefined {
  if (strict) {
    for (const key in source) if (!plan.known.has(key)) return undefined;
  }
  const instance = new plan.metatype() as Record<string, unknown>;
  for (const property of plan.properties) {
    if (!Object.prototype.hasOwnProperty.call(source, property.name)) continue;
    let value: unknown = source[property.name];
    if (property.nested && value !== null && value !== undefined) {
      value = buildNested(plan.metatype === property.nested ? plan : (bodyPlans.get(property.nested) as Plan), value);
      if (value === undefined) return undefined;
    }
    for (const transform of property.transforms) value = transform({ value, key: property.name, obj: source, type: TransformationType.PLAIN_TO_CLASS, options: {} });
    instance[property.name] = value;
  }
  for (const property of plan.properties) {
    const value = instance[property.name];
    if (property.conditions.some((condition) => !condition(instance, value))) continue;
    // class-validator refuses null where it validates nested objects (undefined passes).
    if (property.nested && value === null) return undefined;
    for (const check of property.checks) {
      const args: ValidationArguments = { value, constraints: check.constraints, targetName: plan.metatype.name, object: instance, property: property.name };
      if (check.each && Array.isArray(value) ? !value.every((item) => check.validate(item, args) === true) : check.validate(value, args) !== true) return undefined;
    }
  }
  return instance;
}

/** One nested object or an array of them, each built by its class's plan; anything else is not built here. */
function buildNested(plan: Plan, value: unknown): unknown {
  if (Array.isArray(value)) {
    const items: object[] = [];
    for (const item of value) {
      const built = isPlainObject(item) ? build(plan, item, true) : undefined;
      if (built === undefined) return undefined;
      items.push(built);
    }
    return items;
  }
  return isPlainObject(value) ? build(plan, value, true) : undefined;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function planFor(plans: Map<Constructor, Plan | null>, metatype: Constructor, nested: boolean): Plan | null {
  let plan = plans.get(metatype);
  if (plan === undefined) {
    plans.set(metatype, null); // a class nesting itself is not compiled
    plan = planOf(plans, metatype, nested);
    plans.set(metatype, plan);
  }
  return plan;
}

function planOf(plans: Map<Constructor, Plan | null>, metatype: Constructor, allowNested: boolean): Plan | null {
  const storage = getMetadataStorage();
  const metadatas = storage.getTargetValidationMetadatas(metatype, '', true, false);
  const byName = new Map<string, PlannedProperty & { validatesNested?: boolean }>();
  for (const metadata of metadatas) {
    if ((metadata.groups && metadata.groups.length > 0) || metadata.always === false) return null;
    let property = byName.get(metadata.propertyName);
    if (!property) {
      property = { name: metadata.propertyName, conditions: [], checks: [], transforms: [] };
      byName.set(metadata.propertyName, property);
    }
    if (metadata.type === 'conditionalValidation') {
      property.conditions.push(metadata.constraints[0] as (object: object, value: unknown) => boolean);
    } else if ((metadata.type === 'customValidation' || metadata.type === 'isDefined') && metadata.constraintCls) {
      const constraints = storage.getTargetValidatorConstraints(metadata.constraintCls);
      if (constraints.length !== 1 || constraints[0].async) return null;
      const instance = constraints[0].instance as { validate(value: unknown, args: ValidationArguments): unknown };
      property.checks.push({ validate: (value, args) => instance.validate(value, args), constraints: metadata.constraints ?? [], each: metadata.each === true });
    } else if (metadata.type === 'nestedValidation' && allowNested) {
      // `each` changes nothing here: class-validator checks an array's elements either way.
      property.validatesNested = true;
    } else {
      return null;
    }
  }
  for (const property of byName.values()) {
    const type = defaultMetadataStorage.findTypeMetadata(metatype, property.name);
    if (property.validatesNested) {
      // Nested objects without @Type stay plain objects in class-transformer: not compiled.
      if (!type || type.options?.discriminator) return null;
      const nested = type.typeFunction() as Constructor;
      if (typeof nested !== 'function' || [Object, Array, String, Number, Boolean, Date].includes(nested as never)) return null;
      if (nested !== metatype && planFor(plans, nested, true) === null) return null;
      property.nested = nested;
    } else if (type) {
      return null;
    }
    property.transforms = defaultMetadataStorage.findTransformMetadatas(metatype, property.name, TransformationType.PLAIN_TO_CLASS).map((m) => m.transformFn);
    if (property.nested && property.transforms.length > 0) return null;
  }
  if (defaultMetadataStorage.getExposedMetadatas(metatype).length > 0 || defaultMetadataStorage.getExcludedMetadatas(metatype).length > 0) return null;
  return { metatype, properties: [...byName.values()], known: new Set(byName.keys()) };
}
