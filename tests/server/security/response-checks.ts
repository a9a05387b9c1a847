import { errorEnvelope } from '../../../src/contracts/errors';

export interface Answer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

/** Text that only an internal failure puts in a body: stack frames, source paths, driver and SQL errors. */
export const leakPatterns: readonly RegExp[] = [
  /\bat (?:async )?\S+ \(?(?:\/|file:|node:|[A-Z]:\\)/,
  /\bat (?:\/|file:\/\/)\S+:\d+:\d+/,
  /node_modules/,
  /\.[cm]?[jt]sx?:\d+/,
  /\b(?:Type|Reference|Syntax|Range|Postgres|DrizzleQuery|Fastify)?Error: /,
  /\bFST_[A-Z_]+/,
  /syntax error at or near/i,
  /relation "[^"]*" does not exist/i,
  /column "[^"]*" does not exist/i,
  /invalid input syntax for/i,
  /violates (?:unique|foreign key|not-null|check) constraint/i,
  /duplicate key value/i,
  /Failed query:/,
  /unterminated quoted string/i,
  /\bSQLSTATE\b/,
];

/** Every rule a sandbox answer must keep whatever was sent; an empty list means the answer is fine. */
export function problemsWith(answer: Answer): string[] {
  const problems: string[] = [];
  if (answer.statusCode >= 500) problems.push(`status ${answer.statusCode}`);
  for (const pattern of leakPatterns) {
    if (pattern.test(answer.body)) problems.push(`body leaks internals (${pattern}): ${answer.body.slice(0, 300)}`);
  }
  if (answer.statusCode < 400) return problems;
  const type = String(answer.headers['content-type'] ?? '');
  if (!type.startsWith('application/json')) problems.push(`error answer is ${type || 'untyped'}, not JSON`);
  let json: unknown;
  try {
    json = JSON.parse(answer.body);
  } catch {
    problems.push(`error body is not JSON: ${answer.body.slice(0, 200)}`);
    return problems;
  }
  const parsed = errorEnvelope.safeParse(json);
  if (!parsed.success) problems.push(`error body is not the envelope: ${answer.body.slice(0, 300)}`);
  else if (parsed.data.error.status !== answer.statusCode) {
    problems.push(`envelope says ${parsed.data.error.status}, answer is ${answer.statusCode}`);
  }
  return problems;
}
