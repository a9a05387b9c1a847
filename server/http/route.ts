import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { z } from 'zod';
import type { AccessTokenClaims } from '../../src/contracts/users';
import type { Db } from '../db/client';
import { type Access, type AccessFacts, accessFacts, authorize, type RouteGate, type TokenVerifier } from './auth';
import { validationFailed } from './errors';

export interface RouteSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
}

type Input<S extends RouteSchemas, K extends keyof RouteSchemas> = S[K] extends z.ZodType ? z.output<S[K]> : undefined;

interface RouteContext<A extends Access, S extends RouteSchemas> {
  params: Input<S, 'params'>;
  query: Input<S, 'query'>;
  body: Input<S, 'body'>;
  /** The signed-in caller; absent only on public routes. */
  user: A extends 'public' ? undefined : AccessTokenClaims;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A success body that is a file, not JSON: its media types (a CSV export, a PDF, an attachment as uploaded). */
export interface FileBody {
  mediaTypes: readonly string[];
}

/** The error statuses only some routes answer, besides those every route may give (400, 401, 403, 404, 413, 415). */
type OccasionalError = 409 | 410 | 429;

/** A success answer in full: its body, the occasional errors the handler throws, and whether it may also answer 204. */
export interface ResponseSpec {
  /** The zod schema of the JSON body (from src/contracts), a file, or null for no body (204). */
  body: z.ZodType | FileBody | null;
  errors?: readonly OccasionalError[];
  /** Also answers 204 with no body (nothing to show), besides the body above. */
  orNoContent?: boolean;
}

/** What a route declares it answers on success: a JSON body's schema, a file, null for 204, or the full spec. */
type ResponseDeclaration = z.ZodType | FileBody | null | ResponseSpec;

/** A file body of these media types. */
export const fileBody = (...mediaTypes: string[]): FileBody => ({ mediaTypes });

/** A JSON (or file) body with the occasional errors the route answers: 409 conflict, 410 gone, 429 too many. */
export const answers = (body: ResponseSpec['body'], more: Omit<ResponseSpec, 'body'>): ResponseSpec => ({
  body,
  ...more,
});

const isSpec = (r: ResponseDeclaration): r is ResponseSpec => r !== null && typeof r === 'object' && 'body' in r;

/** Any declaration in its full form. */
const responseSpec = (r: ResponseDeclaration): ResponseSpec => (isSpec(r) ? r : { body: r });

export interface RouteDeclaration<A extends Access, S extends RouteSchemas> extends RouteGate {
  method: Extract<HTTPMethods, 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'>;
  url: string;
  access: A;
  summary?: string;
  schema?: S;
  /** Success status; 200 unless given. A function picks it per answer (201 created, 200 replayed). */
  status?: number | ((reply: FastifyReply) => number);
  /** The body is multipart/form-data, read by the handler (server/http/multipart.ts), not by the schemas above. */
  multipart?: MultipartDeclaration;
  /** The success answer, for the OpenAPI description (server/http/openapi/); every route is expected to give one. */
  response?: ResponseDeclaration;
  /** A tighter body limit in bytes than the app's 1 MiB (413 past it). */
  bodyLimit?: number;
  handler: (ctx: RouteContext<A, S>) => Promise<unknown>;
}

/** A multipart body: the schema of its text fields and the field names its files may use. */
interface MultipartDeclaration {
  fields: z.ZodType;
  fileFields: readonly string[];
}

/** What the registry keeps of a declared route, full URL included, for the security sweep. */
export interface DeclaredRoute extends RouteGate {
  method: string;
  url: string;
  summary?: string;
  schema: RouteSchemas;
  multipart?: MultipartDeclaration;
  /** The success statuses it answers: the declared one, or 201 and 200 when a function picks per answer. */
  successStatuses: readonly number[];
  response?: ResponseSpec;
}

/** Marker put on route config so the onRoute guard can tell a declared route from a raw one. */
const declarationKey = 'portalDeclaration';

declare module 'fastify' {
  interface FastifyContextConfig {
    [declarationKey]?: Omit<DeclaredRoute, 'url'>;
  }
  interface FastifyInstance {
    /** Every route declared with declareRoute, filled as routes are added (complete after ready()). */
    routeRegistry: DeclaredRoute[];
    tokenVerifier: TokenVerifier;
    accessFacts: AccessFacts;
  }
}

function fieldErrors(part: string, error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : part;
    fields[key] = [...(fields[key] ?? []), issue.message];
  }
  return fields;
}

/** Where a NUL character hides in the input, if anywhere: PostgreSQL text cannot store one and fails the query. */
function nulAt(value: unknown, path: string[] = []): string[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = nulAt(item, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

/** The checks every JSON route's input gets (NUL, then the zod schema); multipart routes call it on their fields. */
export function parsePart(part: keyof RouteSchemas, schema: z.ZodType | undefined, value: unknown): unknown {
  if (!schema) return undefined;
  const nul = nulAt(value);
  if (nul) throw validationFailed({ [nul.length > 0 ? nul.join('.') : part]: ['Must not contain a NUL character'] });
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw validationFailed(fieldErrors(part, parsed.error));
  return parsed.data;
}

/**
 * The one way to add an API route: its gate (access, area, terms), its zod schemas and its handler. The gate runs
 * before the body is read (onRequest), validation before the handler; the handler's return value is the JSON answer.
 */
export function declareRoute<A extends Access, S extends RouteSchemas = Record<never, never>>(
  app: FastifyInstance,
  def: RouteDeclaration<A, S>,
): void {
  const schema: RouteSchemas = def.schema ?? {};
  app.route({
    method: def.method,
    url: def.url,
    ...(def.bodyLimit ? { bodyLimit: def.bodyLimit } : {}),
    config: {
      [declarationKey]: {
        method: def.method,
        access: def.access,
        schema,
        ...(def.area ? { area: def.area } : {}),
        ...(def.orVia ? { orVia: def.orVia } : {}),
        ...(def.beforeTerms ? { beforeTerms: true } : {}),
        ...(def.ownRecord ? { ownRecord: def.ownRecord } : {}),
        ...(def.summary ? { summary: def.summary } : {}),
        ...(def.multipart ? { multipart: def.multipart } : {}),
        successStatuses: typeof def.status === 'function' ? [201, 200] : [def.status ?? 200],
        ...(def.response !== undefined ? { response: responseSpec(def.response) } : {}),
      },
    },
    onRequest: async (request) => authorize(request, app.tokenVerifier, app.accessFacts, def),
    handler: async (request, reply) => {
      const ctx = {
        params: parsePart('params', schema.params, request.params),
        query: parsePart('query', schema.query, request.query),
        body: parsePart('body', schema.body, request.body),
        user: request.user,
        request,
        reply,
      } as RouteContext<A, S>;
      const result = await def.handler(ctx);
      reply.code(typeof def.status === 'function' ? def.status(reply) : (def.status ?? 200));
      return result;
    },
  });
}

/** Records declared routes and fails app start when a route under /api/ was added any other way. */
export function guardApiRoutes(app: FastifyInstance, db: Db): void {
  app.decorate('routeRegistry', [] as DeclaredRoute[]);
  app.decorate('accessFacts', accessFacts(db));
  app.addHook('onRoute', (route) => {
    const declared = route.config?.[declarationKey];
    const url = route.url ?? route.path;
    if (!declared) {
      if (url.startsWith('/api/') || url === '/api') {
        throw new Error(`Route ${String(route.method)} ${url} is not declared with declareRoute (access and schemas)`);
      }
      return;
    }
    // Fastify adds a HEAD twin for every GET; the GET entry already describes it.
    if (route.method === 'HEAD') return;
    app.routeRegistry.push({ ...declared, url });
  });
}
