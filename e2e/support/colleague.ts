import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';
import { storageStatePath } from './personas';

// A cold load of the app (and the redirects of the sign-in) can take well over 10 s on a busy machine.
export const firstLoad = { timeout: 30_000 };

/** A user made for one test, so nothing a README persona or another spec relies on changes. */
export interface Colleague {
  email: string;
  name: string;
  password: string;
}

/** The bearer token the signed-in SPA sends (the browser session's own access token), from its first users call. */
export async function tokenOf(page: Page, path = '/user-management/users'): Promise<string> {
  const call = page.waitForRequest((r) => r.url().includes('/api/users/') && !!r.headers().authorization, firstLoad);
  await page.goto(path);
  const authorization = (await call).headers().authorization ?? '';
  expect(authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
  return authorization;
}

/**
 * A new colleague at Northfibre through the sandbox's own calls: the Admin invites an address with roles, and the
 * invitation's link is accepted (name, password, terms) as the /authorize page would.
 */
export async function createColleague(browser: Browser, label: string, roleNames: string[]): Promise<Colleague> {
  const context = await browser.newContext({ storageState: storageStatePath('admin') });
  try {
    const page = await context.newPage();
    const authorization = await tokenOf(page);
    const api = page.request;
    const roles = (await (await api.get('/api/users/roles', { headers: { authorization } })).json()) as {
      data: { id: string; name: string }[];
    };
    const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const email = `${label}.${stamp}@northfibre.example`;
    const invited = await api.post('/api/users/organizations/invite', {
      headers: { authorization },
      data: { email, roles: roles.data.filter((r) => roleNames.includes(r.name)).map((r) => r.id) },
    });
    expect(invited.status(), await invited.text()).toBe(201);
    const url = new URL(
      ((await invited.json()) as { data: { invitation_url: string } }).data.invitation_url,
      page.url(),
    );
    const colleague = { email, name: `E2e ${label} ${stamp.slice(-6)}`, password: 'Fibre-Light-42!' };
    const accepted = await api.post('/api/users/authorize', {
      data: {
        invitation: url.searchParams.get('invitation'),
        name: colleague.name,
        password: colleague.password,
        confirm_password: colleague.password,
        terms_accepted: true,
      },
    });
    expect(accepted.status(), await accepted.text()).toBe(201);
    return colleague;
  } finally {
    await context.close();
  }
}

/** Signs a colleague in through the sandbox's sign-in page in a context of their own. */
export async function signInAs(browser: Browser, who: Colleague, password = who.password): Promise<BrowserContext> {
  // Nobody's saved sign-in: a spec's storage state would otherwise open this browser as its persona.
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /sign in/i })).toBeVisible(firstLoad);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: /main menu/i })).toBeVisible(firstLoad);
  return context;
}
