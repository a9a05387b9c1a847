import { errorEnvelope } from '../../../src/contracts/errors';
import { type AreaName, areas } from '../../../src/lib/access-rules';
import type { DeclaredRoute, FileBody, ResponseSpec } from '../route';
import { type JsonSchema, jsonSchemaOf, objectParts } from './schemas';
import { securityOf, securitySchemes } from './security';

/** One tag per provider service, in the order the portal's menu shows them. */
const tags: Record<string, string> = {
  orders: 'Orders, the FTTP, Ethernet and regrade funnels, permission to work, forecasts, flags and the home summary.',
  incidents: 'Incidents, MSO incidents, raising an incident, diagnostics and incident appointments.',
  services: 'Services, their actions and appointments, permission to work, the network map and unsubscribe links.',
  issues: 'Contact: requests for information and complaints.',
  knowledge: 'Knowledge articles, categories and attachments.',
  notifications: 'Notifications and personal notifications.',
  users: 'Users, roles, invitations, passwords, sessions, the terms of service and portal feedback.',
  billing: 'Invoices, credit notes, payments, orders on hold, bank details, bandwidth usage, PDFs and exports.',
  developer: 'API app credentials (OAuth clients of the client-credentials grant) and API support tickets.',
  monitoring: 'The portal’s error reports (release, route, user id and stack, no personal data).',
  realtime: 'Authorisation of real-time channel subscriptions (Pusher protocol).',
  flows:
    'The flow viewer’s live sessions (a sandbox tool, off in production unless FLOW_VIEWER=on): a portal page streaming its machines’ states, and who may watch it.',
  meta: 'This description.',
};

const serviceOf = (url: string) => url.split('/')[2] ?? 'meta';
const tagOf = (url: string) => (url === '/api/openapi.json' ? 'meta' : serviceOf(url));

/** Fastify's `:name` segments as OpenAPI's `{name}`. */
export const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

const words = (text: string) => text.split(/[^A-Za-z0-9]+/).filter(Boolean);
const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** A stable operationId from the method and the path: GET /api/orders/order/:id → getOrdersOrderById. */
export function operationIdOf(route: Pick<DeclaredRoute, 'method' | 'url'>): string {
  const segments = route.url.split('/').filter((s) => s !== '' && s !== 'api');
  const parts = segments.flatMap((s) =>
    s.startsWith(':') ? [`By${words(s).map(capital).join('')}`] : words(s).map(capital),
  );
  return `${route.method.toLowerCase()}${parts.join('')}`;
}

const errorResponses = {
  BadRequest: 'The input is not valid: `error.fields` names each field with its messages.',
  Unauthorized: 'No bearer token, or one that is invalid, expired or revoked.',
  Forbidden:
    'The token lacks the permission (`forbidden`), or the terms of service are not yet accepted (`terms_not_accepted`).',
  NotFound: 'Not found: an unknown or another organisation’s record, or the area is switched off for the organisation.',
  Conflict: 'The request conflicts with the record’s state (held, already done, not allowed now).',
  Gone: 'The link was good once and is used or expired.',
  PayloadTooLarge: 'The body, a file or the number of files is over its limit.',
  UnsupportedMediaType: 'The body’s content type is not accepted.',
  TooManyRequests: 'Too many attempts; try again after the Retry-After seconds.',
} as const;
type ErrorName = keyof typeof errorResponses;

const errorByStatus: Record<number, ErrorName> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  409: 'Conflict',
  410: 'Gone',
  413: 'PayloadTooLarge',
  415: 'UnsupportedMediaType',
  429: 'TooManyRequests',
};

const hasInput = (route: DeclaredRoute) =>
  Boolean(route.schema.params || route.schema.query || route.schema.body || route.multipart);
const takesBody = (route: DeclaredRoute) => route.method !== 'GET';

/** The error statuses a route may answer: its gate's, its input's, and the occasional ones it declares. */
function errorStatusesOf(route: DeclaredRoute): number[] {
  const statuses = new Set<number>([404, ...(route.response?.errors ?? [])]);
  if (hasInput(route) || takesBody(route)) statuses.add(400);
  if (route.access !== 'public') statuses.add(401);
  if (route.access !== 'public' && !(route.access === 'authenticated' && route.beforeTerms)) statuses.add(403);
  if (takesBody(route)) {
    statuses.add(413);
    statuses.add(415);
  }
  return [...statuses].sort((a, b) => a - b);
}

const isFile = (body: ResponseSpec['body']): body is FileBody =>
  body !== null && typeof body === 'object' && 'mediaTypes' in body;

function successResponses(route: DeclaredRoute): Record<string, unknown> {
  const body = route.response?.body ?? null;
  const content = isFile(body)
    ? Object.fromEntries(body.mediaTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]))
    : body
      ? { 'application/json': { schema: jsonSchemaOf(body, 'output') } }
      : undefined;
  const out: Record<string, unknown> = {};
  for (const status of route.successStatuses) {
    const description = status === 201 ? 'Created' : status === 202 ? 'Accepted' : status === 204 ? 'No content' : 'OK';
    out[String(status)] = content && status !== 204 ? { description, content } : { description };
  }
  if (route.response?.orNoContent) out['204'] = { description: 'Nothing to show' };
  return out;
}

function parametersOf(route: DeclaredRoute): unknown[] {
  const parameters: unknown[] = [];
  const pathSchema = route.schema.params ? objectParts(jsonSchemaOf(route.schema.params, 'input')) : undefined;
  for (const [, name] of route.url.matchAll(/:([A-Za-z0-9_]+)/g)) {
    parameters.push({
      name,
      in: 'path',
      required: true,
      schema: pathSchema?.properties[name ?? ''] ?? { type: 'string' },
    });
  }
  const query = route.schema.query ? objectParts(jsonSchemaOf(route.schema.query, 'input')) : undefined;
  for (const [name, schema] of Object.entries(query?.properties ?? {})) {
    parameters.push({ name, in: 'query', required: query?.required.includes(name) ?? false, schema });
  }
  return parameters;
}

function requestBodyOf(route: DeclaredRoute): unknown {
  if (route.multipart) {
    const fields = objectParts(jsonSchemaOf(route.multipart.fields, 'input'));
    const file = { type: 'string', format: 'binary' };
    const properties: Record<string, JsonSchema> = { ...(fields?.properties ?? {}) };
    for (const name of route.multipart.fileFields) properties[name] = file;
    return {
      required: true,
      content: { 'multipart/form-data': { schema: { type: 'object', properties, required: fields?.required ?? [] } } },
    };
  }
  if (!route.schema.body) return undefined;
  const schema = jsonSchemaOf(route.schema.body, 'input');
  return { required: !route.schema.body.safeParse(undefined).success, content: { 'application/json': { schema } } };
}

function gateText(route: DeclaredRoute): string {
  if (route.access === 'public') return 'Public: no token needed.';
  const access = typeof route.access === 'string' ? route.access : JSON.stringify(route.access);
  const area = route.area as AreaName | undefined;
  const flags = area ? areas[area].flags.join(', ') : undefined;
  return [
    `Access: ${access}.`,
    flags ? `Area ${area} (feature flags ${flags}): answers 404 while it is off for the organisation.` : '',
    route.beforeTerms ? 'Callable before the terms of service are accepted.' : 'Needs the terms of service accepted.',
  ]
    .filter(Boolean)
    .join(' ');
}

function operationOf(route: DeclaredRoute): Record<string, unknown> {
  const errors = Object.fromEntries(
    errorStatusesOf(route).map((status) => [
      String(status),
      { $ref: `#/components/responses/${errorByStatus[status]}` },
    ]),
  );
  const parameters = parametersOf(route);
  const requestBody = requestBodyOf(route);
  return {
    operationId: operationIdOf(route),
    summary: route.summary ?? `${route.method} ${route.url}`,
    description: gateText(route),
    tags: [tagOf(route.url)],
    security: securityOf(route),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: { ...successResponses(route), ...errors },
  };
}

export interface DocumentOptions {
  /** The sandbox's origin, as the description's one server; relative (this origin) unless given. */
  serverUrl?: string;
  version: string;
}

/** The OpenAPI 3.1 description of every declared route, built from the registry and the routes' zod schemas. */
export function openApiDocument(routes: readonly DeclaredRoute[], opts: DocumentOptions): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = openApiPath(route.url);
    paths[path] = { ...(paths[path] ?? {}), [route.method.toLowerCase()]: operationOf(route) };
  }
  const used = new Set(routes.map((r) => tagOf(r.url)));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Fibre Wholesale Portal provider sandbox API',
      version: opts.version,
      description:
        'The provider services the portal calls, as the sandbox implements them. Every answer that is not 2xx carries ' +
        'the error envelope. Generated from the sandbox’s route registry and the zod contracts in src/contracts.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: opts.serverUrl ?? '/', description: 'This sandbox' }],
    tags: Object.entries(tags)
      .filter(([name]) => used.has(name))
      .map(([name, description]) => ({ name, description })),
    paths,
    components: {
      schemas: { ErrorEnvelope: jsonSchemaOf(errorEnvelope, 'output') },
      responses: Object.fromEntries(
        Object.entries(errorResponses).map(([name, description]) => [
          name,
          { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } } },
        ]),
      ),
      securitySchemes,
    },
  };
}
