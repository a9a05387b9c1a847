import { describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/client';
import { buildApp } from '../../../server/http/app';
import type { TokenVerifier } from '../../../server/http/auth';
import { openApiDocument, openApiPath, operationIdOf } from '../../../server/http/openapi/document';
import { apiVersion } from '../../../server/http/openapi/routes';
import { machineScopes, tokenUrl } from '../../../server/http/openapi/security';
import { openApiDocument as documentContract } from '../../../src/contracts/openapi';
import { declaredRoutes } from '../security/declared-routes';

const routes = await declaredRoutes();
const doc = openApiDocument(routes, { version: apiVersion });
type Operation = {
  operationId: string;
  security: Record<string, string[]>[];
  responses: Record<string, { content?: Record<string, unknown> }>;
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, unknown> };
};
const paths = doc.paths as Record<string, Record<string, Operation>>;
const operations = Object.entries(paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
);
const operationOf = (method: string, url: string) => paths[openApiPath(url)]?.[method.toLowerCase()] as Operation;

describe('the OpenAPI description', () => {
  it('describes every route of the registry', () => {
    const missing = routes.filter((r) => !operationOf(r.method, r.url)).map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
    expect(routes.length).toBeGreaterThan(100);
  });

  it('describes nothing the registry does not hold', () => {
    const declared = new Set(routes.map((r) => `${r.method} ${openApiPath(r.url)}`));
    expect(operations.map((o) => o.key).filter((key) => !declared.has(key))).toEqual([]);
    expect(operations).toHaveLength(routes.length);
  });

  it('describes every service an operation is filed under', () => {
    const described = new Set((doc.tags as { name: string; description: string }[]).map((t) => t.name));
    const used = new Set(operations.flatMap((o) => (o.op as { tags?: string[] }).tags ?? []));
    expect([...used].filter((tag) => !described.has(tag))).toEqual([]);
    expect(described).toEqual(used);
  });

  it('has every route declare its success response', () => {
    expect(routes.filter((r) => r.response === undefined).map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('gives every JSON answer a schema and every file answer its media types', () => {
    const ordersList = operationOf('GET', '/api/orders/orders').responses['200'];
    expect(Object.keys(ordersList?.content ?? {})).toEqual(['application/json']);
    const exportCsv = operationOf('GET', '/api/incidents/v2/export').responses['200'];
    expect(Object.keys(exportCsv?.content ?? {})).toEqual(['text/csv']);
    const deleted = operationOf('DELETE', '/api/users/users/:id').responses;
    expect(deleted['204']).toEqual({ description: 'No content' });
    // 200 with a link, or 204 when the service has no open incident.
    expect(Object.keys(operationOf('GET', '/api/incidents/v2/incident/:ref').responses)).toEqual(
      expect.arrayContaining(['200', '204']),
    );
  });

  it('names each operation once, from its method and path', () => {
    const ids = operations.map((o) => o.op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operationIdOf({ method: 'GET', url: '/api/orders/order/:id' })).toBe('getOrdersOrderById');
  });

  it('lists the error answers a route can give, with the envelope', () => {
    const reserve = operationOf('POST', '/api/orders/appointment-reservation').responses;
    expect(Object.keys(reserve)).toEqual(
      expect.arrayContaining(['201', '200', '400', '401', '403', '404', '409', '413']),
    );
    const publicLookup = operationOf('GET', '/api/users/authorize/:invitation').responses;
    expect(Object.keys(publicLookup)).toEqual(expect.arrayContaining(['200', '400', '404', '410']));
    expect(Object.keys(publicLookup)).not.toContain('401');
    expect(operationOf('POST', '/api/users/users/:id/authentication-methods').responses).toHaveProperty('429');
  });

  it('describes path and query parameters and multipart bodies', () => {
    const detail = operationOf('GET', '/api/orders/order/:id');
    expect(detail.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path' })]);
    const raise = operationOf('POST', '/api/incidents/v2/incidents');
    expect(Object.keys(raise.requestBody?.content ?? {})).toEqual(['multipart/form-data']);
  });

  it('offers a bearer token everywhere but public routes, and client credentials only with machine scopes', () => {
    const schemes = (doc.components as { securitySchemes: Record<string, { flows?: unknown }> }).securitySchemes;
    expect(schemes.clientCredentials?.flows).toEqual({ clientCredentials: { tokenUrl, scopes: machineScopes } });
    expect(Object.keys(machineScopes)).not.toContain('manage:users');
    expect(Object.keys(machineScopes)).not.toContain('read:developer');
    expect(operationOf('GET', '/api/users/authorize/:invitation').security).toEqual([]);
    expect(operationOf('GET', '/api/orders/orders').security).toEqual([
      { bearer: [] },
      { clientCredentials: ['read:ordering'] },
    ]);
    // Inviting users is for people (Admins), never for a machine credential.
    expect(operationOf('POST', '/api/users/organizations/invite').security).toEqual([{ bearer: [] }]);
  });

  it('is served at /api/openapi.json without a token', async () => {
    const app = buildApp({
      db: {} as Db,
      verifier: { verify: () => Promise.reject(new Error('no token needed')) } as TokenVerifier,
      flowViewer: true,
    });
    await app.ready();
    const answer = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    await app.close();
    expect(answer.statusCode).toBe(200);
    const served = documentContract.parse(answer.json());
    expect(served).toEqual(JSON.parse(JSON.stringify(doc)));
  });
});
