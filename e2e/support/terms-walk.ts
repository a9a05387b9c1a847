import { termsModel } from '@machines/terms.model';
import { type BrowserContext, expect, type Page, type Request } from '@playwright/test';
import { personaByEmail } from '../../server/seed/personas';
import { act, pageModel } from '../../tests/support/model-adapters/playwright';
import { termsSteps, termsTypedName } from '../../tests/support/model-adapters/terms-steps';
import type { ModelPath } from '../../tests/support/model-paths';
import { type HeldRequests, holdRequests } from './held-requests';
import { storageStatePath, testPersonas } from './personas';
import { signIn } from './sign-in';

// The terms model (machines/terms.model.ts), walked on the real portal in Chromium: a few walks that together visit
// every model state and take every model transition (the Testing Library walk, tests/features/terms/terms-model.test.tsx,
// checks every state's view once).
//
// Every walk (a path from the model's start) starts from a user who still owes the terms: the test persona 'trainee', from its saved storage state
// (e2e/auth.setup.ts), on the path's own context. The acceptance call is held and answered by the path's `accept.*`
// event and never reaches the sandbox, so the trainee's record never changes: paths need no reset and may run in
// parallel (the real acceptance is e2e/terms.spec.ts). The token refresh that follows is held too, then failed
// (`refresh.fail`) or let through to the sandbox (`refresh.ok`). The sandbox rotates refresh tokens and revokes a grant
// whose old token comes back, so a path that really refreshes signs in live for a grant of its own, rather than spend
// the refresh token every other path's storage state shares.

const trainee = personaByEmail(testPersonas.trainee);
const localFlag = `terms-accepted:${trainee.id}`;
const typedName = termsTypedName;

type World = {
  context: BrowserContext;
  /** The portal's tab. */
  portal: Page;
  /** The tab the person is looking at: the portal, or the terms opened from the prompt in a tab of their own. */
  front: Page;
  /** Signs in live when the portal opens (the path needs a grant of its own), instead of starting signed in. */
  liveSignIn: boolean;
  accept: HeldRequests;
  refresh: HeldRequests;
  /** 'Terms acceptance step failed' warnings the page logged, and how many the path's fail events call for. */
  failures: string[];
  failuresExpected: number;
  pageErrors: string[];
};

const refreshesForReal = (path: ModelPath) => path.steps.some((step) => step.event.type === 'refresh.ok');

const isRefreshGrant = (request: Request) =>
  request.method() === 'POST' && new URLSearchParams(request.postData() ?? '').get('grant_type') === 'refresh_token';

async function createWorld(
  { page, context }: { page: Page; context: BrowserContext },
  path: ModelPath,
): Promise<World> {
  const world = {
    context,
    portal: page,
    front: page,
    liveSignIn: refreshesForReal(path),
    failures: [] as string[],
    failuresExpected: 0,
    pageErrors: [] as string[],
  } as World;
  world.accept = await holdRequests(context, '**/api/users/terms_accepted', (r) => r.method() === 'POST');
  // Only the refresh after the acceptance: an expired token's renewal when the portal opens goes through untouched.
  // MSAL adds a query (client-request-id) to the token endpoint, which a glob would not match.
  world.refresh = await holdRequests(
    context,
    /\/oidc\/token(\?|$)/,
    (r) => world.accept.seen.length > 0 && isRefreshGrant(r),
  );
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().startsWith('Terms acceptance step failed'))
      world.failures.push(message.text());
  });
  page.on('pageerror', (error) => world.pageErrors.push(error.message));
  return world;
}

// A cold first load of the app can take a while on a busy machine; the state's own checks follow once it is up.
const firstLoad = { timeout: 30_000 };

/** Opens the portal at `path` (the terms page, or a page in the main layout) and waits until it has rendered. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(
    path === '/terms-of-service'
      ? page.getByRole('heading', { level: 1, name: 'Terms of Service' })
      : page.getByRole('navigation', { name: /main menu/i }),
  ).toBeVisible(firstLoad);
}

/** Opens the portal at `path` as the signed-in trainee. */
async function openAsTrainee(world: World, path: string) {
  if (world.liveSignIn) await signIn(world.portal, 'trainee');
  if (!world.liveSignIn || path !== '/') await open(world.portal, path);
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Terms of Service' });
const nameField = (page: Page) => dialog(page).getByLabel('Full name');
const agreement = (page: Page) => dialog(page).getByRole('checkbox', { name: 'I agree to the terms of service' });
// The loading icon joins the button's accessible name, so the name is matched loosely.
const continueButton = (page: Page) => dialog(page).getByRole('button', { name: /Continue/ });
const spinner = (page: Page) => continueButton(page).getByRole('img', { name: 'loading' });
const onTermsPage = (page: Page) => new URL(page.url()).pathname === '/terms-of-service';
const storedFlag = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), localFlag);

/** The terms browser walk: e2e/terms-model.spec.ts walks it; a QA path exported by the flow viewer replays one path of it. */
export const termsWalk = pageModel({
  name: 'terms',
  model: termsModel,
  text: termsSteps,
  // Who is signed in: the support persona (accepted long ago) when the path starts with user.accepted, else the
  // trainee; a path that really refreshes the token starts signed out and signs in live.
  use: (path) => ({
    storageState:
      path.steps[0]?.event.type === 'user.accepted'
        ? storageStatePath('support')
        : refreshesForReal(path)
          ? { cookies: [], origins: [] }
          : storageStatePath('trainee'),
  }),
  setup: createWorld,
  acts: {
    // The user is read when the portal opens.
    'user.accepted': ({ portal }) => open(portal, '/'),
    'user.locallyAccepted': async (world) => {
      // This browser already holds the trainee's record of acceptance (a failed POST earlier, spec §4).
      await world.context.addInitScript((key) => window.localStorage.setItem(key, 'true'), localFlag);
      await openAsTrainee(world, '/');
    },
    'user.pending': (world) => openAsTrainee(world, '/'),
    'user.pendingOnTermsPage': (world) => openAsTrainee(world, '/terms-of-service'),
    'route.terms': async (world) => {
      if (onTermsPage(world.front)) {
        await world.front.goto('/terms-of-service');
        return;
      }
      // The prompt's link opens the terms in a new tab (so reading them keeps what was typed): that tab is in front.
      const popup = world.portal.waitForEvent('popup');
      await dialog(world.portal).getByRole('link', { name: 'terms of service' }).click();
      world.front = await popup;
    },
    'route.elsewhere': async (world) => {
      if (world.front !== world.portal) {
        // Done reading: the terms tab is closed and the portal's tab is in front again.
        await world.front.close();
        world.front = world.portal;
        return;
      }
      if (onTermsPage(world.portal)) {
        await open(world.portal, '/');
        return;
      }
      // Another portal page in the same tab, through the router as a menu link or Back would (the prompt's mask
      // covers the menu).
      const to = new URL(world.portal.url()).pathname === '/' ? '/support/incidents' : '/';
      await world.portal.evaluate((href) => window.history.pushState(null, '', href), to);
      await expect.poll(() => new URL(world.portal.url()).pathname).toBe(to);
    },
    'name.fill': act.type((world: World) => nameField(world.front), typedName),
    'name.clear': act.type((world: World) => nameField(world.front), '   '),
    'agreement.tick': ({ front }) => agreement(front).check(),
    'agreement.untick': ({ front }) => agreement(front).uncheck(),
    // On a complete form Continue is clicked; on an incomplete one Continue is disabled, so a person presses Enter in
    // the name field instead, and nothing may happen.
    'terms.continue': (world, step) =>
      step.modelState === 'submitting'
        ? act.click((w: World) => continueButton(w.front))(world)
        : act.key((w: World) => nameField(w.front), 'Enter')(world),
    'accept.ok': async ({ accept, context }) => {
      const route = await accept.next();
      // The provider's answer, without storing the acceptance: the user as the sandbox has them, now accepted.
      const url = route
        .request()
        .url()
        .replace(/terms_accepted$/, `users/${trainee.id}`);
      const user = await context.request.get(url, {
        headers: { authorization: route.request().headers().authorization ?? '' },
      });
      expect(user.status(), 'the trainee as the sandbox has them').toBe(200);
      const { data } = (await user.json()) as { data: Record<string, unknown> };
      await route.fulfill({ json: { data: { ...data, name: typedName.trim(), terms_accepted: true } } });
    },
    'accept.fail': async (world) => {
      world.failuresExpected += 1;
      const route = await world.accept.next();
      await route.fulfill({
        status: 500,
        json: { error: { status: 500, code: 'internal', message: 'Internal server error' } },
      });
    },
    'refresh.ok': async ({ refresh }) => {
      const route = await refresh.next();
      await route.continue();
      expect((await route.request().response())?.status(), 'the sandbox refreshed the tokens').toBe(200);
    },
    'refresh.fail': async (world) => {
      world.failuresExpected += 1;
      const route = await world.refresh.next();
      // Not invalid_grant: MSAL would then try a hidden iframe, which the open provider session would answer.
      await route.fulfill({
        status: 503,
        json: { error: 'temporarily_unavailable', error_description: 'The token endpoint is down (model walk).' },
      });
    },
  },
  states: {
    // Nothing is read yet: no portal page is open.
    waiting: async ({ portal }) => {
      expect(portal.url()).toBe('about:blank');
    },
    // The terms page, outside the main layout, never shows the prompt.
    onTermsPage: async ({ front, portal }) => {
      await expect(front).toHaveURL(/\/terms-of-service$/);
      await expect(front.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
      await expect(front.getByRole('dialog')).toHaveCount(0);
      // In the browser the prompt stays in the portal's tab behind the terms, keeping what was typed.
      if (front !== portal) await expect(dialog(portal)).toBeVisible();
    },
    prompting: async ({ front, portal, accept }, { modelContext: { named, agreed } }) => {
      expect(front, 'the portal tab is in front').toBe(portal);
      await expect(dialog(portal)).toBeVisible();
      // What the person gave so far; Continue is enabled only for a name and a ticked box (spec §5).
      await expect(nameField(portal)).toHaveValue(named ? typedName : /^\s*$/);
      await expect(agreement(portal)).toBeChecked({ checked: agreed });
      await expect(continueButton(portal)).toBeEnabled({ enabled: named && agreed });
      await expect(spinner(portal)).toHaveCount(0);
      expect(accept.seen, 'acceptance calls').toHaveLength(0);
    },
    submitting: async ({ portal, accept, refresh }) => {
      await expect(spinner(portal)).toBeVisible();
      await expect.poll(() => accept.seen.length, 'acceptance calls').toBe(1);
      expect(accept.seen[0]?.postDataJSON()).toEqual({ name: typedName.trim(), terms_accepted: true });
      expect(refresh.seen, 'token refreshes').toHaveLength(0);
    },
    refreshing: async ({ portal, refresh }) => {
      await expect(spinner(portal)).toBeVisible();
      await expect.poll(() => refresh.seen.length, 'token refreshes').toBe(1);
      // Whatever the acceptance call answered, this browser now records it, so the prompt stays away (spec §4).
      expect(await storedFlag(portal)).toBe('true');
    },
    accepted: async ({ portal, accept }) => {
      await expect(portal.getByRole('navigation', { name: /main menu/i })).toBeVisible();
      await expect(dialog(portal)).toBeHidden();
      if (accept.seen.length > 0) expect(await storedFlag(portal)).toBe('true');
    },
  },
  always: async (world) => {
    await expect
      .poll(() => world.failures.length, 'failures logged (spec §7: only logged)')
      .toBe(world.failuresExpected);
    expect(world.pageErrors, 'page errors').toEqual([]);
  },
});
