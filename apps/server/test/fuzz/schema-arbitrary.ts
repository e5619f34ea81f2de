import fc from 'fast-check';

/** The part of JSON Schema (OpenAPI 3.0 flavour) the contract's zod schemas turn into. */
export interface JsonSchema {
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  multipleOf?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
}

/** Real values to draw from, so that generated requests name rows that exist. */
export interface Pools {
  /** Ids of seeded rows, offered for every `format: uuid` string. */
  uuids: readonly string[];
  /** Ids offered instead under a property of that name (`rule_id`: rules), to pass the lookups. */
  byName?: Record<string, readonly string[]>;
}

/** Generated strings stay short unless the schema asks for more: long ones are the mutations' job. */
const LONGEST_ORDINARY_STRING = 40;
/** Arrays stay short: the shape matters here, not the volume. */
const LONGEST_ORDINARY_ARRAY = 4;
const DAY_PATTERN = String.raw`^\d{4}-\d{2}-\d{2}$`;

const validDate = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2100-01-01T00:00:00Z'),
  noInvalidDate: true,
});

/** Values the schema accepts (as far as JSON Schema says: zod refinements are not in it). */
export function arbitraryFor(schema: JsonSchema, pools: Pools): fc.Arbitrary<unknown> {
  const inner = nonNullable(schema, pools);
  return schema.nullable
    ? fc.oneof({ weight: 1, arbitrary: fc.constant(null) }, { weight: 4, arbitrary: inner })
    : inner;
}

function nonNullable(schema: JsonSchema, pools: Pools): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return fc.oneof(...variants.map((variant) => arbitraryFor(variant, pools)));
  if (schema.allOf) return arbitraryFor(Object.assign({}, ...schema.allOf) as JsonSchema, pools);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringFor(schema, pools);
    case 'integer':
      return integerFor(schema);
    case 'number':
      return numberFor(schema);
    case 'boolean':
      return fc.boolean();
    case 'array':
      return arrayFor(schema, pools);
    case 'object':
      return objectFor(schema, pools);
    case 'null':
      return fc.constant(null);
    default:
      return schema.properties ? objectFor(schema, pools) : fc.jsonValue({ maxDepth: 2 });
  }
}

function stringFor(schema: JsonSchema, pools: Pools): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? Math.max(minLength, LONGEST_ORDINARY_STRING);
  const fits = (value: string) => value.length >= minLength && value.length <= maxLength;
  switch (schema.format) {
    case 'uuid':
      return pools.uuids.length === 0
        ? fc.uuid({ version: 4 })
        : fc.oneof(
            { weight: 3, arbitrary: fc.constantFrom(...pools.uuids) },
            { weight: 1, arbitrary: fc.uuid({ version: 4 }) },
          );
    case 'email':
      return fc.emailAddress().filter(fits);
    case 'date-time':
      return validDate.map((date) => date.toISOString());
    case 'date':
      return validDate.map((date) => date.toISOString().slice(0, 10));
    case 'uri':
    case 'url':
      return fc.webUrl().filter(fits);
  }
  if (schema.pattern === DAY_PATTERN)
    return validDate.map((date) => date.toISOString().slice(0, 10));
  if (schema.pattern) {
    const matching = patternArbitrary(schema.pattern);
    if (matching) return matching.filter(fits);
  }
  const ordinary = fc.string({
    minLength,
    maxLength: Math.min(maxLength, Math.max(minLength, LONGEST_ORDINARY_STRING)),
  });
  const unicode = fc.string({
    unit: 'grapheme',
    minLength,
    maxLength: Math.min(maxLength, Math.max(minLength, 20)),
  });
  const longest = fc.constant('x'.repeat(Math.min(maxLength, 100_000)));
  return fc.oneof(
    { weight: 6, arbitrary: ordinary },
    { weight: 2, arbitrary: unicode.filter(fits) },
    { weight: schema.maxLength === undefined ? 0 : 1, arbitrary: longest },
  );
}

/** fast-check builds strings from most regular expressions; for the others the caller falls back. */
function patternArbitrary(pattern: string): fc.Arbitrary<string> | undefined {
  try {
    return fc.stringMatching(new RegExp(pattern));
  } catch {
    return undefined;
  }
}

function bounds(schema: JsonSchema) {
  const exclusiveMin = schema.exclusiveMinimum;
  const exclusiveMax = schema.exclusiveMaximum;
  const min = typeof exclusiveMin === 'number' ? exclusiveMin : schema.minimum;
  const max = typeof exclusiveMax === 'number' ? exclusiveMax : schema.maximum;
  return {
    min,
    max,
    minOpen: typeof exclusiveMin === 'number' || exclusiveMin === true,
    maxOpen: typeof exclusiveMax === 'number' || exclusiveMax === true,
  };
}

function integerFor(schema: JsonSchema): fc.Arbitrary<number> {
  const { min, max, minOpen, maxOpen } = bounds(schema);
  const low =
    min === undefined
      ? Number.MIN_SAFE_INTEGER
      : Math.ceil(min) + (minOpen && Number.isInteger(min) ? 1 : 0);
  const high =
    max === undefined
      ? Number.MAX_SAFE_INTEGER
      : Math.floor(max) - (maxOpen && Number.isInteger(max) ? 1 : 0);
  const near = fc.integer({ min: Math.max(low, -1000), max: Math.min(high, 1000) });
  const edges = fc.constantFrom(low, high);
  if (low > high) return fc.constant(low);
  if (schema.multipleOf) return multiples(schema.multipleOf, low, high);
  return fc.oneof(
    { weight: 5, arbitrary: Math.max(low, -1000) <= Math.min(high, 1000) ? near : edges },
    { weight: 1, arbitrary: edges },
    { weight: 1, arbitrary: fc.integer({ min: low, max: high }) },
  );
}

function multiples(step: number, low: number, high: number): fc.Arbitrary<number> {
  const first = Math.ceil(low / step);
  const last = Math.floor(high / step);
  return fc.integer({ min: first, max: Math.max(first, last) }).map((n) => n * step);
}

function numberFor(schema: JsonSchema): fc.Arbitrary<number> {
  const { min, max, minOpen, maxOpen } = bounds(schema);
  if (schema.multipleOf) {
    return multiples(schema.multipleOf, min ?? -1e6, max ?? 1e6).filter(
      (n) => !(minOpen && n === min) && !(maxOpen && n === max),
    );
  }
  const open = (n: number) =>
    !(minOpen && n === min) && !(maxOpen && n === max) && !Object.is(n, -0);
  const everything = fc.double({ min, max, noNaN: true, noDefaultInfinity: true }).filter(open);
  const low = Math.max(min ?? -1e6, -1e6);
  const high = Math.min(max ?? 1e6, 1e6);
  const ordinary = fc.double({ min: low, max: Math.max(low, high), noNaN: true }).filter(open);
  const limits = [min, max].filter((n): n is number => n !== undefined && open(n));
  return fc.oneof(
    { weight: 5, arbitrary: ordinary },
    {
      weight: limits.length === 0 ? 0 : 1,
      arbitrary: limits.length === 0 ? ordinary : fc.constantFrom(...limits),
    },
    { weight: 1, arbitrary: everything },
  );
}

function arrayFor(schema: JsonSchema, pools: Pools): fc.Arbitrary<unknown[]> {
  const item = schema.items ? arbitraryFor(schema.items, pools) : fc.jsonValue({ maxDepth: 1 });
  const minLength = schema.minItems ?? 0;
  const maxLength = Math.min(
    schema.maxItems ?? LONGEST_ORDINARY_ARRAY,
    Math.max(minLength, LONGEST_ORDINARY_ARRAY),
  );
  const longest = fc.array(item, {
    minLength: schema.maxItems ?? 0,
    maxLength: schema.maxItems ?? 0,
  });
  return fc.oneof(
    { weight: 8, arbitrary: fc.array(item, { minLength, maxLength }) },
    { weight: schema.maxItems !== undefined && schema.maxItems <= 200 ? 1 : 0, arbitrary: longest },
  );
}

function objectFor(schema: JsonSchema, pools: Pools): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const keys = Object.keys(properties);
  const extra = schema.additionalProperties;
  if (keys.length === 0 && typeof extra === 'object') {
    return fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), arbitraryFor(extra, pools), {
      maxKeys: 4,
    });
  }
  const model = Object.fromEntries(
    keys.map((key) => [key, propertyFor(key, properties[key]!, pools)]),
  );
  return fc.record(model, {
    requiredKeys: (schema.required ?? []).filter((key) => keys.includes(key)),
  });
}

/**
 * Refinements JSON Schema cannot say (a URL, an e-mail address, a decimal in a string) would
 * refuse almost every plain string; a property's name hints at them, so that most requests still
 * pass validation and reach the services.
 */
const NAME_HINTS: [RegExp, fc.Arbitrary<string>][] = [
  [/url$|_image$/i, fc.webUrl({ withQueryParameters: true })],
  [/email/i, fc.emailAddress()],
  [/_value$/i, fc.integer({ min: 0, max: 1_000_000 }).map((n) => (n / 100).toFixed(2))],
];

function propertyFor(key: string, schema: JsonSchema, pools: Pools): fc.Arbitrary<unknown> {
  const named = pools.byName?.[key];
  if (named?.length) {
    return fc.oneof(
      { weight: 3, arbitrary: arbitraryFor(schema, { uuids: named }) },
      { weight: 1, arbitrary: arbitraryFor(schema, pools) },
    );
  }
  const plain = schema.type === 'string' && !schema.format && !schema.pattern && !schema.enum;
  const hint = plain ? NAME_HINTS.find(([name]) => name.test(key))?.[1] : undefined;
  if (!hint) return arbitraryFor(schema, pools);
  const fits = (value: string) => value.length <= (schema.maxLength ?? Infinity);
  const hinted = fc.oneof(
    { weight: 3, arbitrary: hint.filter(fits) },
    { weight: 1, arbitrary: arbitraryFor({ ...schema, nullable: false }, pools) },
  );
  return schema.nullable ? fc.oneof(fc.constant(null), hinted) : hinted;
}
