import { invitationAcceptanceModel } from '@machines/invitation-acceptance.model';
import { expect, type Page, type Route } from '@playwright/test';
import {
  acceptanceWalk,
  invitationAcceptanceSteps,
} from '../../tests/support/model-adapters/invitation-acceptance-steps';
import { pageModel } from '../../tests/support/model-adapters/playwright';
import { type HeldRequests, holdRequests } from './held-requests';

// The /authorize model (machines/invitation-acceptance.model.ts), walked on the real portal in Chromium: a few walks
// that together visit every model state and take every transition. The lookup and the acceptance are held and answered
// by the walk's events, so no invitation is used and nothing is stored; the sign-in redirect is held until
// `signin.started` lets it reach the sandbox's real sign-in page. The real acceptance is e2e/invitations.spec.ts.

const link = `/authorize?invitation=walk-token&organization=org_walk&organization_name=${acceptanceWalk.organisation}`;
const envelope = (status: number, code: string, message: string, fields?: Record<string, string[]>) => ({
  status,
  json: { error: { status, code, message, ...(fields ? { fields } : {}) } },
});
const firstLoad = { timeout: 30_000 };

type World = { page: Page; lookup: HeldRequests; accept: HeldRequests; signIn: HeldRequests; pageErrors: string[] };

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const createAccount = (page: Page) => page.getByRole('button', { name: /Create account/ });
const answer = async (held: HeldRequests, reply: Parameters<Route['fulfill']>[0] | 'network') => {
  const route = await held.next();
  if (reply === 'network') await route.abort('internetdisconnected');
  else await route.fulfill(reply);
};

/** The invitation-acceptance browser walk: e2e/invitation-acceptance-model.spec.ts walks it; a QA path exported by the flow viewer replays one path of it. */
export const invitationAcceptanceWalk = pageModel({
  name: 'invitation-acceptance',
  model: invitationAcceptanceModel,
  text: invitationAcceptanceSteps,
  use: () => ({ storageState: { cookies: [], origins: [] } }),
  setup: async ({ page, context }) => {
    const world: World = {
      page,
      lookup: await holdRequests(context, /\/api\/users\/authorize\/[^/?]+$/, (r) => r.method() === 'GET'),
      accept: await holdRequests(context, /\/api\/users\/authorize$/, (r) => r.method() === 'POST'),
      // The provider's authorization request (MSAL's sign-in redirect), held until the walk lets it go.
      signIn: await holdRequests(context, /\/auth\?/, (r) => r.isNavigationRequest() && r.url().includes('login_hint')),
      pageErrors: [],
    };
    page.on('pageerror', (error) => world.pageErrors.push(error.message));
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: `Join ${acceptanceWalk.organisation}` })).toBeVisible(
      firstLoad,
    );
    return world;
  },
  acts: {
    'link.missing': ({ page }) => page.goto('/authorize').then(() => undefined),
    'lookup.ok': ({ lookup }) =>
      answer(lookup, {
        json: {
          data: {
            email: acceptanceWalk.email,
            organization: 'org_walk',
            organization_name: acceptanceWalk.organisation,
            roles: ['Support'],
            expires_at: '2099-01-01T00:00:00.000Z',
          },
        },
      }),
    'lookup.unusable': ({ lookup }) => answer(lookup, envelope(410, 'gone', 'This invitation has expired')),
    'lookup.fail': ({ lookup }) => answer(lookup, 'network'),
    'name.type': ({ page }) => field(page, 'Name').fill(acceptanceWalk.name),
    'password.strong': ({ page }) => field(page, 'Password').fill(acceptanceWalk.strong),
    'password.weak': ({ page }) => field(page, 'Password').fill(acceptanceWalk.weak),
    'confirmation.type': ({ page }) => field(page, 'Confirm password').fill(acceptanceWalk.strong),
    'terms.agree': ({ page }) => page.getByRole('checkbox', { name: /I agree to the terms of service/ }).check(),
    'terms.disagree': ({ page }) => page.getByRole('checkbox', { name: /I agree to the terms of service/ }).uncheck(),
    submit: ({ page }) => createAccount(page).click(),
    'accept.ok': ({ accept }) =>
      answer(accept, {
        status: 201,
        json: {
          data: {
            user_id: 'usr_walk',
            email: acceptanceWalk.email,
            name: acceptanceWalk.name,
            roles: [{ id: 'rol_SupportAAAAAAAAA', name: 'Support' }],
            created_at: '2026-01-05T09:00:00.000Z',
            created_by: null,
            terms_accepted: true,
          },
        },
      }),
    'accept.unusable': ({ accept }) => answer(accept, envelope(410, 'gone', 'This invitation has already been used')),
    'accept.refused': async ({ page, accept }) => {
      const breached = 'This password has appeared in a data breach. Please choose another one.';
      await answer(accept, envelope(400, 'validation_failed', 'Some fields are not valid', { password: [breached] }));
      await expect(page.getByText(breached)).toBeVisible();
      await field(page, 'Password').fill(acceptanceWalk.weak);
    },
    'accept.fail': ({ accept }) => answer(accept, 'network'),
    'signin.started': async ({ signIn }) => {
      await (await signIn.next()).continue();
    },
    retry: ({ page }) => page.getByRole('button', { name: /^(Try again|Retry)$/ }).click(),
    edit: ({ page }) => page.getByRole('button', { name: 'Back to the form' }).click(),
  },
  states: {
    loading: async ({ page, lookup }) => {
      await expect(page.getByText('Loading your invitation')).toBeAttached();
      await expect.poll(() => lookup.seen.length, 'lookups').toBeGreaterThan(0);
    },
    loadFailed: async ({ page }) => {
      await expect(page.getByText('We could not load your invitation')).toBeVisible();
    },
    form: async ({ page }, { modelContext: { name, strong, confirmed, terms, problems } }) => {
      await expect(field(page, 'Email')).toHaveValue(acceptanceWalk.email);
      await expect(field(page, 'Email')).toHaveAttribute('readonly', '');
      await expect(field(page, 'Name')).toHaveValue(name ? acceptanceWalk.name : '');
      const rules = page.getByRole('list', { name: 'Password rules' }).getByRole('listitem');
      await expect(rules).toHaveCount(5);
      if (strong) await expect(rules.filter({ hasText: 'not yet met' })).toHaveCount(0);
      else await expect(rules.filter({ hasText: 'not yet met' })).not.toHaveCount(0);
      await expect(field(page, 'Confirm password')).toHaveValue(confirmed ? acceptanceWalk.strong : '');
      await expect(page.getByRole('checkbox', { name: /I agree to the terms of service/ })).toBeChecked({
        checked: terms,
      });
      const termsMessage = page.getByText('Please agree to the terms of service to be able to use the system.');
      await expect(termsMessage).toHaveCount(problems && !terms ? 1 : 0);
    },
    submitting: async ({ page, accept }) => {
      await expect(createAccount(page)).toHaveAttribute('class', /ant-btn-loading/);
      await expect.poll(() => accept.seen.length, 'acceptances').toBeGreaterThan(0);
      expect(accept.seen.at(-1)?.postDataJSON()).toEqual({
        invitation: 'walk-token',
        name: acceptanceWalk.name,
        password: acceptanceWalk.strong,
        confirm_password: acceptanceWalk.strong,
        terms_accepted: true,
      });
    },
    failed: async ({ page }) => {
      await expect(page.getByText('Your account could not be created')).toBeVisible();
    },
    accepted: async ({ page, signIn }) => {
      await expect(page.getByRole('heading', { name: 'Your account is ready' })).toBeVisible();
      await expect.poll(() => signIn.seen.length, 'sign-in redirects').toBe(1);
      expect(new URL(signIn.seen[0]?.url() ?? '').searchParams.get('login_hint')).toBe(acceptanceWalk.email);
    },
    signingIn: async ({ page }) => {
      await expect(page.getByRole('heading', { name: /sign in/i })).toBeVisible(firstLoad);
      await expect(page.getByLabel('Email')).toHaveValue(acceptanceWalk.email);
    },
    notFound: async ({ page }) => {
      await expect(page).toHaveURL(/\/error-invitation-not-found$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Invitation Not Found' })).toBeVisible();
    },
  },
  always: async ({ pageErrors }) => {
    expect(pageErrors, 'page errors').toEqual([]);
  },
});
