import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/client';
import { buildApp } from '../../../server/http/app';
import type { TokenVerifier } from '../../../server/http/auth';

// The pages read neither the database nor a token.
const app = buildApp({ db: {} as Db, verifier: {} as TokenVerifier });
beforeAll(() => app.ready());
afterAll(() => app.close());

describe('API Documentation and API Testing and Simulation pages', () => {
  it.each([
    ['/sandbox/api/docs', 'API Documentation', 'docs.js'],
    ['/sandbox/api/explorer', 'API Testing and Simulation', 'explorer.js'],
  ])('%s is swagger-ui over /api/openapi.json from the sandbox itself', async (url, title, script) => {
    const page = await app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(`<h1>${title}</h1>`);
    expect(page.body).toContain(`<script src="/sandbox/api/assets/${script}"></script>`);
    // Nothing from another origin, and no inline script for the CSP to refuse.
    expect(page.body).not.toMatch(/(src|href)="https?:/);
    expect(page.body).not.toMatch(/<script>/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const start = await app.inject({ method: 'GET', url: `/sandbox/api/assets/${script}` });
    expect(start.headers['content-type']).toMatch(/^text\/javascript/);
    expect(start.body).toContain('"url":"/api/openapi.json"');
  });

  it('lets only the explorer send requests', async () => {
    const docs = await app.inject({ method: 'GET', url: '/sandbox/api/assets/docs.js' });
    expect(docs.body).toContain('"supportedSubmitMethods":[]');
    const explorer = await app.inject({ method: 'GET', url: '/sandbox/api/assets/explorer.js' });
    expect(explorer.body).toContain('"tryItOutEnabled":true');
  });

  it('serves swagger-ui from node_modules and nothing else under its assets', async () => {
    const bundle = await app.inject({ method: 'GET', url: '/sandbox/api/assets/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.body).toContain('SwaggerUIBundle');
    const css = await app.inject({ method: 'GET', url: '/sandbox/api/assets/swagger-ui.css' });
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect((await app.inject({ method: 'GET', url: '/sandbox/api/assets/package.json' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/sandbox/api/assets/..%2Fpackage.json' })).statusCode).toBe(404);
  });
});
