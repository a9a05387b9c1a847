import fc from 'fast-check';
import { z } from 'zod';

/** The subset of JSON Schema that z.toJSONSchema writes for request schemas. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

/** Input side: what a caller sends, before transforms; refinements zod cannot express become "anything". */
export const jsonSchemaOf = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

// Keep generated values small: the hostile arbitraries bring the huge ones.
const cap = (max: number | undefined, fallback: number) => Math.min(max ?? fallback, fallback);

function stringArbitrary(s: JsonSchema): fc.Arbitrary<string> {
  const minLength = s.minLength ?? 0;
  const maxLength = Math.max(minLength, cap(s.maxLength, 40));
  const fits = (v: string) => v.length >= minLength && v.length <= (s.maxLength ?? Number.POSITIVE_INFINITY);
  if (s.pattern) return fc.stringMatching(new RegExp(s.pattern)).filter(fits);
  if (s.format === 'email') return fc.emailAddress().filter(fits);
  if (s.format === 'uuid') return fc.uuid();
  if (s.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  return fc.string({ minLength, maxLength });
}

function numberArbitrary(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + (integer ? 1 : 1e-9) : s.minimum;
  const max = s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - (integer ? 1 : 1e-9) : s.maximum;
  if (integer) {
    return fc.integer({
      min: Math.max(min ?? -1_000_000, Number.MIN_SAFE_INTEGER),
      max: Math.min(max ?? 1_000_000, Number.MAX_SAFE_INTEGER),
    });
  }
  return fc.double({ min: min ?? -1e6, max: max ?? 1e6, noNaN: true, noDefaultInfinity: true });
}

function objectArbitrary(s: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const shape = Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, arbitraryFor(v)]));
  return fc.record(shape, { requiredKeys: s.required ?? [] }) as fc.Arbitrary<Record<string, unknown>>;
}

/** Values that satisfy the schema (as far as JSON Schema can say); an unknown shape gives any JSON value. */
export function arbitraryFor(s: JsonSchema): fc.Arbitrary<unknown> {
  if ('const' in s) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const union = s.anyOf ?? s.oneOf;
  if (union?.length) return fc.oneof(...union.map(arbitraryFor));
  if (s.allOf?.[0]) return arbitraryFor(s.allOf[0]);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'string':
      return stringArbitrary(s);
    case 'integer':
    case 'number':
      return numberArbitrary(s, type === 'integer');
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(s.items ? arbitraryFor(s.items) : fc.jsonValue(), {
        minLength: s.minItems ?? 0,
        maxLength: Math.max(s.minItems ?? 0, cap(s.maxItems, 5)),
      });
    case 'object':
      return objectArbitrary(s);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

export type Sample = { ok: true; value: unknown } | { ok: false };

/**
 * A deterministic value the zod schema itself accepts, or not ok when none of a few tries passes
 * (a refinement JSON Schema cannot express): such a route needs a sample override.
 */
export function validSample(schema: z.ZodType, seed: number): Sample {
  const candidates = fc.sample(arbitraryFor(jsonSchemaOf(schema)), { seed, numRuns: 50 });
  const index = candidates.findIndex((c) => schema.safeParse(c).success);
  return index < 0 ? { ok: false } : { ok: true, value: candidates[index] };
}
