import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

/** The deepest JSON body the API reads; no contract nests beyond a handful of levels (README, API conventions). */
export const maxJsonDepth = 64;

/**
 * Whether any array or object in the text opens deeper than `limit`, found in one pass without parsing, so a
 * body nested 8,000 deep is refused before a recursive walk anywhere downstream could overflow the stack.
 */
export function jsonNestedDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i += 1; // a backslash escapes the next character, a quote among them
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth -= 1;
  }
  return false;
}

export const tooDeepMessage = `The request body is nested too deeply (more than ${maxJsonDepth} levels)`;

/**
 * The API's JSON body parser: Fastify's own (with its prototype-poisoning checks) behind a depth limit. DELETE and
 * GET calls from the SPA may carry a JSON content type with no body; that counts as no body, not a 400.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    if (jsonNestedDeeperThan(text, maxJsonDepth)) {
      return done(new HttpError(400, 'validation_failed', tooDeepMessage, { body: [tooDeepMessage] }));
    }
    defaultJson(request, text, done);
  });
}
