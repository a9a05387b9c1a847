import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/client';
import { buildApp } from '../../../server/http/app';
import type { TokenVerifier } from '../../../server/http/auth';

// The pages read neither the database nor a token.
const app = buildApp({ db: {} as Db, verifier: {} as TokenVerifier });
beforeAll(() => app.ready());
afterAll(() => app.close());

describe('API Documentation and API Testing and Simulation pages', () => {
  it('/sandbox/api/docs is the description rendered by the sandbox: no script, every operation, its gate and limits', async () => {
    const page = await app.inject({ method: 'GET', url: '/sandbox/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<h1>API Documentation</h1>');
    expect(page.body).not.toMatch(/<script/);
    expect(page.body).not.toMatch(/(src|href)="https?:/);
    const description = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    const ids = Object.values(description.paths).flatMap((item) => Object.values(item).map((op) => op.operationId));
    for (const id of ids) expect(page.body).toContain(`id="${id}"`);
    // An operation with its method, path, gate, parameters and body limits.
    expect(page.body).toContain('<code>/api/developer/v1/support-tickets</code>');
    expect(page.body).toContain('Access: read:developer.');
    expect(page.body).toContain(
      '<code>subject</code> <span class="req">required</span> · string · at least 1 at most 120 characters',
    );
    expect(page.body).toContain('<a href="#tag-billing">billing</a>');
  });

  it('/sandbox/api/explorer is swagger-ui over /api/openapi.json from the sandbox itself, sending requests', async () => {
    const page = await app.inject({ method: 'GET', url: '/sandbox/api/explorer' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>API Testing and Simulation</h1>');
    expect(page.body).toContain('<script src="/sandbox/api/assets/explorer.js"></script>');
    // Nothing from another origin, and no inline script for the CSP to refuse.
    expect(page.body).not.toMatch(/(src|href)="https?:/);
    expect(page.body).not.toMatch(/<script>/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const start = await app.inject({ method: 'GET', url: '/sandbox/api/assets/explorer.js' });
    expect(start.headers['content-type']).toMatch(/^text\/javascript/);
    expect(start.body).toContain('"url":"/api/openapi.json"');
    expect(start.body).toContain('"tryItOutEnabled":true');
  });

  it('serves swagger-ui from node_modules and nothing else under its assets', async () => {
    const bundle = await app.inject({ method: 'GET', url: '/sandbox/api/assets/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.body).toContain('SwaggerUIBundle');
    const css = await app.inject({ method: 'GET', url: '/sandbox/api/assets/swagger-ui.css' });
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect((await app.inject({ method: 'GET', url: '/sandbox/api/assets/docs.js' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/sandbox/api/assets/package.json' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/sandbox/api/assets/..%2Fpackage.json' })).statusCode).toBe(404);
  });
});
