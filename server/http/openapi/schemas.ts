import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

/**
 * A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect), by zod's own converter. Requests are described as they
 * are sent (input), answers as they are produced (output); what JSON Schema cannot say (refinements, transforms) is
 * left open rather than refused, since the sandbox still enforces it.
 */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const converted = z.toJSONSchema(schema, { io, unrepresentable: 'any', reused: 'inline' }) as JsonSchema;
  const { $schema: _dialect, ...rest } = converted;
  return tidy(rest) as JsonSchema;
}

const isEmpty = (value: unknown) =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0;

/**
 * Two spots where zod's output says less than it could: a record keyed by an enum lists its keys as required without
 * defining them (each is given the record's value schema), and an anyOf with an open member is just open.
 */
function tidy(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(tidy);
  if (node === null || typeof node !== 'object') return node;
  const out: JsonSchema = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, tidy(value)]));
  if (Array.isArray(out.anyOf) && out.anyOf.some(isEmpty)) {
    const { anyOf: _open, ...rest } = out;
    return rest;
  }
  const required = out.required as string[] | undefined;
  const extra = out.additionalProperties;
  if (out.type === 'object' && required && !out.properties && extra && typeof extra === 'object') {
    out.properties = Object.fromEntries(required.map((name) => [name, extra]));
  }
  return out;
}

/** The properties and required names of an object schema, or undefined for anything else. */
export function objectParts(
  schema: JsonSchema,
): { properties: Record<string, JsonSchema>; required: string[] } | undefined {
  const properties = schema.properties as Record<string, JsonSchema> | undefined;
  if (schema.type !== 'object' || !properties) return undefined;
  return { properties, required: (schema.required as string[] | undefined) ?? [] };
}
