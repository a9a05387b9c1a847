import fc from 'fast-check';

/** Strings attackers and unlucky users send: injections, odd unicode, number-ish text, path tricks. */
export const hostileStrings: readonly string[] = [
  "' OR 1=1 --",
  '; DROP TABLE users;',
  "'); DELETE FROM users; --",
  '" OR ""="',
  '%',
  '_',
  '\\',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '\u202Egnp.exe',
  '\u200F\u200E\u2066',
  '🧨🔥👩‍👩‍👧‍👦',
  'a\u0000b',
  '\u0000',
  '\uD800',
  'x\uDFFFy',
  '\uFEFF',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '0',
  '1e309',
  '-9007199254740993',
  '99999999999999999999999999',
  '0x10',
  '1.5',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '',
  ' ',
  '../../../etc/passwd',
  '..%2F..%2F',
  '%00',
  '%zz',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, literal on purpose.
  '${7*7}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
];

/** Long enough to hit every length limit, short enough to stay under the 1 MiB body limit. */
export const hugeString = 'A'.repeat(100_000);

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...hostileStrings) },
  { weight: 1, arbitrary: fc.constant(hugeString) },
  // Any UTF-16 code units, lone surrogates included.
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
);

const hostileNumber = fc.constantFrom(
  -1,
  0,
  -0,
  0.5,
  -(2 ** 31),
  2 ** 31,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_VALUE,
  1e308,
  Number.MIN_VALUE,
);

const deepObject = fc.integer({ min: 20, max: 200 }).map((depth) => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
});

/** Any JSON-able value of the wrong kind for where it lands: scalars where objects go and the reverse. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.constant(Array.from({ length: 5_000 }, (_, i) => i)) },
  { weight: 1, arbitrary: deepObject },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** Keys that pollute prototypes when code merges parsed JSON naively; written as raw JSON so they survive. */
export const pollutionMembers: readonly string[] = [
  '"__proto__":{"isAdmin":true,"permissions":["manage:users"]}',
  '"constructor":{"prototype":{"isAdmin":true}}',
  '"prototype":{"isAdmin":true}',
  '"__proto__":null',
];

/** Raw query-string pieces that are not expressible as a plain record. */
export const hostileQueryPieces: readonly string[] = [
  '__proto__[isAdmin]=true',
  'constructor[prototype][isAdmin]=true',
  '__proto__=x',
  'page=1&page=2',
  'q[]=a&q[]=b',
  'q[nested][deep]=1',
  'filters=%7B%22__proto__%22%3A%7B%22x%22%3A1%7D%7D',
  'q=%E0%A4%A',
  'q=%ED%A0%80',
  '%zz=1',
  `q=${'%41'.repeat(2_000)}`,
];
