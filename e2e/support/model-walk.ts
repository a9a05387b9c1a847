import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page, type Route, test } from '@playwright/test';
import type { AnyStateMachine, ContextFrom } from 'xstate';
import {
  coverageTestTitle,
  type PageFixtures,
  type PageModelSpec,
  testPageWithModel,
  walkReportFolder,
} from '../../tests/support/model-adapters/playwright';
import { stateKey } from '../../tests/support/model-adapters/step-text';
import type { ModelExpectation, ModelPath, ModelStep } from '../../tests/support/model-paths';
import type { HeldRequests } from './held-requests';
import { storageStatePath } from './personas';

// What the ordering funnels' walks in Chromium (e2e/fttp-order-model.spec.ts, e2e/ethernet-order-model.spec.ts) share:
// signed in as the ordering persona, each path opens the funnel fresh with its world (held requests, answered routes),
// after every state no page error and one placement per entry into placing, each worker's time printed once the
// coverage test is done; and the controls a person reaches the funnel's fields by. Each spec keeps its own acts and
// state assertions.

/** What every funnel walk's world holds; a spec's world adds its held requests and answers. */
export type FunnelWorld<TContext> = {
  page: Page;
  path: ModelPath<TContext>;
  /** The model state the page was last checked in: a driver tells a step that moves on from one that is refused. */
  state: string;
  placements: HeldRequests;
  pageErrors: string[];
};

export type FunnelWalk<TModel extends AnyStateMachine, TWorld extends FunnelWorld<ContextFrom<TModel>>> = Omit<
  PageModelSpec<TModel, TWorld>,
  'use' | 'setup'
> & {
  /** The funnel's first address, opened fresh for every path. */
  address: string;
  /** The funnel's level-1 heading: the page has loaded once it shows. */
  heading: string;
  /** The path's world, made before the page opens: `base` plus the spec's held requests and answered routes. */
  world: (fixtures: PageFixtures, base: Omit<FunnelWorld<ContextFrom<TModel>>, 'placements'>) => Promise<TWorld>;
};

const firstLoad = { timeout: 30_000 };

/** A funnel's walk, typed once where it is defined (e2e/support/<flow>-walk.ts) and walked by its spec. */
export const funnelWalk = <TModel extends AnyStateMachine, TWorld extends FunnelWorld<ContextFrom<TModel>>>(
  spec: FunnelWalk<TModel, TWorld>,
) => spec;

/** How many times the path has entered placing, up to and with `step`: one placement request each. */
export function placingsUpTo<TContext>(world: FunnelWorld<TContext>, step: ModelExpectation<TContext>): number {
  const steps = world.path.steps;
  const walked = steps.slice(0, steps.indexOf(step as ModelStep<TContext>) + 1);
  return walked.filter(
    (s, i) =>
      stateKey(s.modelState) === 'summary.placing' &&
      stateKey((i === 0 ? world.path.initial : walked[i - 1])?.modelState ?? '') !== 'summary.placing',
  ).length;
}

/** Whether the step takes the page to another model state (a refused one leaves it where it was). */
export const moves = <TContext>(world: FunnelWorld<TContext>, step: ModelStep<TContext>) =>
  stateKey(step.modelState) !== world.state;

/** The funnel's heading, as the page shows it once loaded. */
export const funnelHeading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });

/** Reloads the page and waits for the funnel to load again. */
export async function reloadFunnel(page: Page, heading: string) {
  await page.reload();
  await expect(funnelHeading(page, heading)).toBeVisible(firstLoad);
}

/**
 * Registers the funnel's walk: one test per covering walk of the model (tests/support/model-adapters/playwright.ts)
 * on a fresh page signed in as the ordering persona, and the coverage test; prints each worker's time.
 */
export function walkFunnelInBrowser<TModel extends AnyStateMachine, TWorld extends FunnelWorld<ContextFrom<TModel>>>(
  spec: FunnelWalk<TModel, TWorld>,
): void {
  reportWorkerTimes(spec.name);
  const { address, heading, world: makeWorld, always, ...walk } = spec;
  testPageWithModel<TModel, TWorld>({
    ...walk,
    // A control that never comes fails its step in seconds, not at the test's timeout.
    use: () => ({
      storageState: storageStatePath('ordering'),
      viewport: { width: 1280, height: 800 },
      actionTimeout: 20_000,
    }),
    setup: async (fixtures, path) => {
      const { page } = fixtures;
      const world = await makeWorld(fixtures, {
        page,
        path,
        state: stateKey(path.initial.modelState),
        pageErrors: [],
      });
      page.on('pageerror', (error) => world.pageErrors.push(error.message));
      await page.goto(address);
      await expect(funnelHeading(page, heading)).toBeVisible(firstLoad);
      return world;
    },
    always: async (world, expected) => {
      world.state = stateKey(expected.modelState);
      expect(world.pageErrors).toEqual([]);
      // One placement per time the path entered placing so far: a second press while placing sends nothing.
      expect(world.placements.seen.length).toBe(placingsUpTo(world, expected));
      await always?.(world, expected);
    },
  });
}

/**
 * The time the walks take, per worker (CI's budget: a few minutes on 2 cores with 2 workers), printed once the coverage
 * test is done. Kept by each worker in a file of the run's model-walk folder: a file-level afterAll hook would make
 * Playwright deal the paths out to the workers in fixed halves, leaving the long paths at the end of one worker's half
 * while the other sits idle.
 */
function reportWorkerTimes(name: string) {
  const reports = walkReportFolder(name);
  const workerTimes = `${reports}-workers`;
  const walkStart = Date.now();
  let walked = 0;
  const readTimes = () =>
    existsSync(workerTimes)
      ? readdirSync(workerTimes).map(
          (file) =>
            JSON.parse(readFileSync(join(workerTimes, file), 'utf8')) as {
              worker: number;
              walked: number;
              seconds: number;
            },
        )
      : [];
  test.afterEach(async () => {
    const info = test.info();
    if (info.title !== coverageTestTitle) {
      walked += 1;
      mkdirSync(workerTimes, { recursive: true });
      const seconds = Math.round((Date.now() - walkStart) / 1000);
      writeFileSync(
        join(workerTimes, `${info.workerIndex}.json`),
        JSON.stringify({ worker: info.workerIndex, walked, seconds }),
      );
      return;
    }
    const reported = readdirSync(reports).length;
    await expect.poll(() => readTimes().reduce((sum, t) => sum + t.walked, 0)).toBe(reported);
    for (const t of readTimes().sort((a, b) => a.worker - b.worker))
      console.log(`${name} walk: worker ${t.worker} walked ${t.walked} paths in ${t.seconds} s`);
  });
}

/** Answers the oldest held request of `held`. */
export async function answer(held: HeldRequests, reply: (route: Route) => Promise<void>) {
  await reply(await held.next(15_000));
}
/** A lost answer: a network failure. */
export const lost = (route: Route) => route.abort('failed');

// What a person reaches the controls by.
export const button = (page: Page, name: string | RegExp) =>
  page.getByRole('button', { name, exact: typeof name === 'string' });
// A required field's name starts with its '*' marker; the Order Reference's ends with its tooltip's icon.
export const textbox = (page: Page, name: string) =>
  page.getByRole('textbox', { name: new RegExp(`^(\\* )?${name}\\b`) });
export const findTheProperty = (page: Page) => page.getByRole('region', { name: 'Find the property' });
/** Clicks a control; one that is refused may be disabled, and clicking it then changes nothing. */
export async function press(control: Locator) {
  if (await control.isDisabled()) await control.click({ force: true });
  else await control.click();
}

export async function fillIfEmpty(field: Locator, value: string) {
  if (!(await field.inputValue())) await field.fill(value);
}

/** The browser's address moving to `to` as its back and forward buttons move it: the page hears popstate. */
export async function moveAddress(page: Page, to: string) {
  await page.evaluate((to) => {
    window.history.pushState(window.history.state, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, to);
}

/** The funnel's step whose address the page is at (the first step's, elsewhere). */
export const stepHere = <S extends string>(page: Page, steps: readonly S[], addressOf: Record<S, string>): S =>
  steps.find((s) => addressOf[s] === new URL(page.url()).pathname) ?? (steps[0] as S);

/** The address of the step `by` steps from the page's (held at the first and the last). */
export function stepAddress<S extends string>(
  page: Page,
  steps: readonly S[],
  addressOf: Record<S, string>,
  by: number,
) {
  const at = steps.indexOf(stepHere(page, steps, addressOf)) + by;
  return addressOf[steps[Math.min(steps.length - 1, Math.max(0, at))] as S];
}

/** Waits until the stored draft stops changing (and, given `step`, holds that step). */
export async function settledDraft(page: Page, read: (page: Page) => Promise<unknown[]>, step?: string) {
  let last: string | undefined;
  await expect
    .poll(async () => {
      const [draft] = await read(page);
      const now = JSON.stringify(draft ?? null);
      const settled = now === last && (step === undefined || (draft as { step?: string } | undefined)?.step === step);
      last = now;
      return settled;
    })
    .toBe(true);
}
