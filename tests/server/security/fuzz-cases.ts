import fc from 'fast-check';
import type { z } from 'zod';
import type { DeclaredRoute } from '../../../server/http/route';
import { hostileQueryPieces, hostileString, hostileValue, pollutionMembers } from './hostile-values';
import { asText, encodeComponent, encodeQuery, jsonText } from './request-encoding';
import { pathParamNames, type RouteSample } from './route-samples';
import { arbitraryFor, jsonSchemaOf } from './schema-arbitrary';

/** One request of a fuzz run; prints short, since a 100k-character counterexample helps nobody. */
export interface FuzzCase {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

const withShortPrint = (c: FuzzCase): FuzzCase & fc.WithToStringMethod => ({
  ...c,
  [fc.toStringMethod]: () => {
    const clip = (s: string) => (s.length > 300 ? `${s.slice(0, 300)}…(${s.length} chars)` : s);
    return `${c.method} ${clip(c.url)} ${JSON.stringify(c.headers)}${c.payload === undefined ? '' : ` ${clip(c.payload)}`}`;
  },
});

const validOf = (schema: z.ZodType | undefined): fc.Arbitrary<unknown> =>
  schema ? arbitraryFor(jsonSchemaOf(schema)) : fc.constant({});

/** A valid value with one member replaced, added or dropped: the edge that schema checks most often miss. */
function mutated(valid: fc.Arbitrary<unknown>, keys: string[]): fc.Arbitrary<unknown> {
  const key = fc.oneof(
    fc.constantFrom(...keys, 'extra'),
    hostileString.filter((s) => s.length < 50),
  );
  return fc.tuple(valid, key, hostileValue, fc.boolean()).map(([value, k, bad, drop]) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return bad;
    const copy: Record<string, unknown> = { ...value };
    if (drop) delete copy[k];
    else copy[k] = bad;
    return copy;
  });
}

/** Valid, mutated, or entirely hostile: most cases get past the first check so the deeper ones run too. */
function partArbitrary(schema: z.ZodType | undefined): fc.Arbitrary<unknown> {
  const valid = validOf(schema);
  const keys = Object.keys(schema ? (jsonSchemaOf(schema).properties ?? {}) : {});
  return fc.oneof(
    { weight: 3, arbitrary: valid },
    { weight: 4, arbitrary: mutated(valid, keys) },
    { weight: 2, arbitrary: hostileValue },
  );
}

function pathArbitrary(route: DeclaredRoute, sample: RouteSample): fc.Arbitrary<string> {
  const shape = route.schema.params ? (jsonSchemaOf(route.schema.params).properties ?? {}) : {};
  const encoded = (arb: fc.Arbitrary<unknown>) => arb.map((v) => encodeComponent(asText(v)));
  const segments = pathParamNames(route.url).map((name) =>
    fc.oneof(
      { weight: 2, arbitrary: encoded(shape[name] ? arbitraryFor(shape[name]) : fc.constant(sample.params[name])) },
      { weight: 3, arbitrary: encoded(hostileValue) },
      // Sent as written: bad escapes, encoded dot segments and slashes, NUL, an encoded lone surrogate.
      { weight: 1, arbitrary: fc.constantFrom('%zz', '..%2F..%2Fetc', '%00', '%ED%A0%80', '%252e%252e', '..') },
    ),
  );
  return fc.tuple(...segments).map((values) => {
    let i = 0;
    return route.url.replace(/:([A-Za-z0-9_]+)/g, () => values[i++] ?? '');
  });
}

const contentTypes = [
  'application/json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
];

interface BodyPart {
  payload?: string;
  contentType?: string | undefined;
}

function payloadArbitrary(route: DeclaredRoute): fc.Arbitrary<BodyPart> {
  const text = fc.oneof(
    { weight: 6, arbitrary: partArbitrary(route.schema.body).map((v) => jsonText(v)) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(partArbitrary(route.schema.body), fc.subarray([...pollutionMembers], { minLength: 1 }))
        .map(([v, members]) => jsonText(v && typeof v === 'object' && !Array.isArray(v) ? v : {}, members)),
    },
    { weight: 1, arbitrary: fc.constantFrom('', '{', '{"a":', 'nul', '\u0000', '[1,2', '{"a":1}garbage') },
  );
  const type = fc.oneof(
    { weight: 8, arbitrary: fc.constant(contentTypes[0]) },
    fc.constantFrom(...contentTypes, undefined),
  );
  return fc.record({ payload: text, contentType: type });
}

/** Requests for one route, each sent with a token that has the route's access, so validation is what gets hit. */
export function fuzzCaseArbitrary(
  route: DeclaredRoute,
  sample: RouteSample,
  authorization: Record<string, string>,
): fc.Arbitrary<FuzzCase> {
  const query = fc.tuple(
    partArbitrary(route.schema.query),
    fc.subarray([...hostileQueryPieces], { maxLength: 2 }),
    fc.boolean(),
  );
  const sendsBody = route.method !== 'GET' || route.schema.body !== undefined;
  const body: fc.Arbitrary<BodyPart> = sendsBody ? payloadArbitrary(route) : fc.constant({});
  return fc.tuple(pathArbitrary(route, sample), query, body).map(([path, [q, pieces, withQuery], b]) => {
    const record = q !== null && typeof q === 'object' && !Array.isArray(q) ? (q as Record<string, unknown>) : { q };
    const search = withQuery ? encodeQuery(record, pieces) : '';
    const headers: Record<string, string> = { ...authorization };
    if (b.contentType) headers['content-type'] = b.contentType;
    return withShortPrint({
      method: route.method,
      url: search ? `${path}?${search}` : path,
      headers,
      ...(b.payload === undefined ? {} : { payload: b.payload }),
    });
  });
}
