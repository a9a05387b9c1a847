import { randomUUID } from 'node:crypto';
import { incidentRaiseModel } from '@machines/incident-raise.model';
import { type BrowserContext, expect, type Page, type Route } from '@playwright/test';
import {
  incidentRaiseSteps,
  raiseAttachmentName,
  raiseConfirmation,
  raiseCustomerReference,
  raiseTakenFaultReference,
} from '../../tests/support/model-adapters/incident-raise-steps';
import { act, pageModel } from '../../tests/support/model-adapters/playwright';
import { stateKey } from '../../tests/support/model-adapters/step-text';
import type { ModelPath, ModelStep } from '../../tests/support/model-paths';
import { settled } from './axe';
import { type HeldRequests, holdRequests } from './held-requests';
import { answerTriage, choose, nextButton, pickService, pngFile, serviceOf, ukDay } from './incident-raise-acts';
import { storageStatePath } from './personas';

// The raise funnel's test model (machines/incident-raise.model.ts), walked on the real portal in Chromium: a handful of
// long walks that together visit every model state and take every model transition (`selectCoveringWalks`; the machine
// test, tests/machines/incident-raise.machine.test.ts, replays the covering paths against the machine).
//
// The outside world is what the model's reply events say it is. The service lookup is held until `check.*` answers it;
// the slot reservation, the incident create and the reservation's create and publish are held or answered by the
// path's own events, so the walk never writes to the sandbox and its paths run side by side. The line test is switched
// off for the walk (enableDiagnosticCheck answers false): the model's `check.ok` means "the checks passed", and the line
// test's own branches are the diagnostics machine's model and e2e/incident-raise-scenarios.spec.ts. What the real
// sandbox does with a submitted incident is e2e/incident-raise.spec.ts.

type Ctx = ReturnType<typeof incidentRaiseModel.getInitialSnapshot>['context'];
type Outcome = 'ok' | 'blocked' | 'mso';

/** The service each check outcome is looked up with (server/seed/scenarios.json). */
const serviceFor: Record<Outcome, string> = {
  ok: serviceOf('incident.live'),
  blocked: serviceOf('incident.open-incident'),
  mso: serviceOf('incident.active-mso'),
};
const createPath = '/support/incidents/create';
const incidentListHref = '/support/incidents?page=1&limit=10&sort=updated_at&order=desc';
const confirmation = raiseConfirmation;
const attachment = pngFile(raiseAttachmentName);
/** A fault reference an open incident of the organisation already has (seeded). */
const takenFaultReference = raiseTakenFaultReference;

type World = {
  page: Page;
  path: ModelPath<Ctx>;
  /** The check outcome of each `service.select` in the path, in order: which service the user picks. */
  outcomes: Outcome[];
  /** The model state the page was last checked in: a driver tells a step that moves on from one that is refused. */
  state: string;
  lookups: HeldRequests;
  creates: HeldRequests;
  attaches: HeldRequests;
  publishes: HeldRequests;
  /** How the sandbox answers the next slot reservation. */
  reservation: 'ok' | 'fail';
  pageErrors: string[];
  /** Requests to the per-flag route: the funnel reads its flags from the organisation's one flags answer instead. */
  perFlagReads: string[];
};

const picks = (step: ModelStep<Ctx>) => step.event.type === 'service.select' || step.event.type === 'reference.enter';
/** For each `service.select` or `reference.enter`, the `check.*` that answers it before the next select ('ok' when none does). */
function outcomesOf(path: ModelPath<Ctx>): Outcome[] {
  const outcomes: Outcome[] = [];
  path.steps.forEach((step, index) => {
    if (!picks(step)) return;
    const rest = path.steps.slice(index + 1);
    const end = rest.findIndex(picks);
    const answer = (end < 0 ? rest : rest.slice(0, end)).find((s) => s.event.type.startsWith('check.'));
    outcomes.push((answer?.event.type.slice('check.'.length) as Outcome | undefined) ?? 'ok');
  });
  return outcomes;
}

/** Whether the step left the state the page was in (a refused step keeps it, and a person sees nothing happen). */
const moves = (world: World, step: ModelStep<Ctx>) => stateKey(step.modelState) !== world.state;

const errorBody = (status: number, code: string, message: string) => ({ error: { status, code, message } });
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
/** A held reservation as the sandbox describes it (appointmentReservation in src/contracts/incidents.ts). */
const reservationBody = () => ({
  data: {
    id: randomUUID(),
    appointment_date: inMinutes(24 * 60).slice(0, 10),
    start_time: '09:00',
    end_time: '13:00',
    status: 'Reserved',
    expiry_date: inMinutes(15),
  },
});

async function createWorld(
  { page, context }: { page: Page; context: BrowserContext },
  path: ModelPath<Ctx>,
): Promise<World> {
  const world: World = {
    page,
    path,
    outcomes: outcomesOf(path),
    state: stateKey(path.initial.modelState),
    lookups: await holdRequests(context, /\/api\/incidents\/v2\/service\/service_reference\//),
    creates: await holdRequests(context, /\/api\/incidents\/v2\/incidents(\?|$)/, (r) => r.method() === 'POST'),
    attaches: await holdRequests(context, /\/v2\/incident\/appointment\/reservation\/create$/),
    publishes: await holdRequests(context, /\/v2\/incident\/appointment\/reservation\/publish$/),
    reservation: 'ok',
    pageErrors: [],
    perFlagReads: [],
  };
  // The line test is off: the organisation's one flags answer (the shell's and the funnel's) says so.
  await context.route(/\/api\/orders\/feature-flags$/, async (route) => {
    const response = await route.fetch();
    const { data } = (await response.json()) as { data: Record<string, boolean> };
    await route.fulfill({ response, json: { data: { ...data, enableDiagnosticCheck: false } } });
  });
  await context.route(/\/v2\/incident\/appointment\/reserveSlot$/, (route) =>
    world.reservation === 'ok'
      ? route.fulfill({
          json: { data: { reservation_id: randomUUID(), expiry_date: inMinutes(15) } },
        })
      : route.fulfill({ status: 409, json: errorBody(409, 'conflict', 'The slot is no longer available') }),
  );
  page.on('pageerror', (error) => world.pageErrors.push(error.message));
  page.on('request', (request) => {
    if (/\/api\/orders\/feature-flag\//.test(request.url())) world.perFlagReads.push(request.url());
  });
  await page.goto(createPath);
  await formLoaded(page);
  return world;
}

/** A cold load of the funnel (flags, categories, the stored draft) can take a while on a busy machine. */
async function formLoaded(page: Page) {
  await expect(page.getByRole('heading', { name: 'Raise An Incident', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Loading the incident form' })).toHaveCount(0, {
    timeout: 30_000,
  });
}

async function reload(page: Page) {
  await page.reload();
  await formLoaded(page);
}

/** The event after this step in the path: a reload is followed by how the stored draft comes back. */
const nextEvent = (world: World, step: ModelStep<Ctx>) =>
  world.path.steps[world.path.steps.indexOf(step) + 1]?.event.type;

const stepPaths = [
  createPath,
  `${createPath}/incident-details`,
  `${createPath}/summary-details`,
  `${createPath}/complete`,
];
/**
 * The browser's address moving by `offset` steps as its back and forward buttons move it: the address changes and the
 * page hears popstate. (The real buttons depend on the tab's history, which the path's own steps have shaped.)
 */
async function moveAddress(page: Page, offset: number) {
  await page.evaluate(
    ({ paths, offset }) => {
      const here = paths.indexOf(window.location.pathname);
      const to = paths[Math.max(0, here + offset)] ?? window.location.pathname;
      window.history.pushState(window.history.state, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    },
    { paths: stepPaths, offset },
  );
}

// What a person reaches the controls by.
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const serviceFacts = (page: Page) => page.locator('dl[aria-label="Service"]');
const appointmentDialog = (page: Page) => page.getByRole('dialog', { name: 'Get Appointment' });
const availabilityGroup = (page: Page) => page.getByRole('group', { name: 'Customer availability' });
const onStepOne = (world: World) => world.state.startsWith('serviceDetails');

/** Fills every required field of Service Details with valid values, the site address included. */
async function fillServiceDetails(page: Page) {
  const fillIfEmpty = async (label: string, value: string) => {
    const field = page.getByLabel(label);
    if (!(await field.inputValue())) await field.fill(value);
  };
  await page.getByLabel('Customer Reference').fill(raiseCustomerReference);
  await page.getByLabel('Fault start date', { exact: true }).fill(ukDay(0));
  await choose(page, 'Fault start hour', '00');
  await choose(page, 'Fault start minute', '00');
  await choose(page, 'Service Type', 'FTTP');
  await choose(page, 'Fault Category', /./);
  await choose(page, 'Severity', 'Service Outage');
  await page.getByLabel('On-site Contact Name').fill('Alex Morgan');
  await page.getByLabel('On-site Contact Number').fill('01234 567890');
  await page.getByLabel('Premises Name').fill('Unit 4');
  await fillIfEmpty('Street', '1 Quay Street');
  await fillIfEmpty('City', 'Leeds');
  await fillIfEmpty('Postcode', 'LS1 4AP');
  await page.getByLabel('Short Description').fill('No light on the ONT since this morning');
}

/** Presses a guarded button: when the step moves on it must be enabled; when refused it is disabled and nothing happens. */
async function press(world: World, step: ModelStep<Ctx>, name: string) {
  const control = button(world.page, name);
  if (moves(world, step)) {
    await expect(control).toBeEnabled();
    await control.click();
  } else {
    await expect(control).toBeDisabled();
    await control.click({ force: true });
  }
}

/** Answers the oldest held request of `held`. */
async function answer(held: HeldRequests, reply: (route: Route) => Promise<void>) {
  await reply(await held.next(15_000));
}

async function reserve(world: World, outcome: 'ok' | 'fail') {
  world.reservation = outcome;
  const dialog = appointmentDialog(world.page);
  await choose(world.page, 'Available slots', /AM/);
  await dialog.getByRole('button', { name: 'Reserve' }).click();
  await world.page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes, reserve' }).click();
}

/** The incident-raise browser walk: e2e/incident-raise-model.spec.ts walks it; a QA path exported by the flow viewer replays one path of it. */
export const incidentRaiseWalk = pageModel({
  name: 'incidentRaise',
  model: incidentRaiseModel,
  text: incidentRaiseSteps,
  use: () => ({ storageState: storageStatePath('support') }),
  setup: (fixtures, path) => createWorld(fixtures, path),
  acts: {
    'form.valid': async (world) => {
      if (onStepOne(world)) return fillServiceDetails(world.page);
      await answerTriage(world.page);
      if (!(await world.page.getByText(attachment.name).count()))
        await world.page.locator('input[type=file]').setInputFiles(attachment);
    },
    'form.invalid': async (world) => {
      const field = onStepOne(world) ? 'Customer Reference' : 'Where is the A-end equipment located?';
      await world.page.getByLabel(field).fill('');
    },
    'service.select': async (world) => {
      const outcome = world.outcomes.shift() ?? 'ok';
      await pickService(world.page, serviceFor[outcome]);
    },
    // The held lookup goes on to the sandbox: the checks that follow run there.
    'check.ok': (world) => answer(world.lookups, (route) => route.continue()),
    'check.blocked': (world) => answer(world.lookups, (route) => route.continue()),
    'check.mso': (world) => answer(world.lookups, (route) => route.continue()),
    'step.next': (world, step) => press(world, step, 'Next'),
    'step.back': act.click((world: World) => button(world.page, 'Back')),
    'step.cancel': (world, step) => press(world, step, 'Cancel'),
    // What the stored draft is when the page comes back is the next event's: kept, unreadable or gone.
    'page.reload': async (world, step) => {
      const next = nextEvent(world, step);
      if (next === 'draft.unreadable' || next === 'draft.none')
        await world.page.evaluate((broken) => {
          for (const key of Object.keys(localStorage).filter((k) => k.startsWith('portal.incident-draft.')))
            if (broken) localStorage.setItem(key, '{"step":"summary","serviceValues":7}');
            else localStorage.removeItem(key);
        }, next === 'draft.unreadable');
      await reload(world.page);
    },
    // The page reads the draft back on its own as it loads.
    'draft.none': async () => undefined,
    'draft.restored': async () => undefined,
    'draft.unreadable': async () => undefined,
    'reference.enter': async (world) => {
      const outcome = world.outcomes.shift() ?? 'ok';
      const lookup = world.page.getByRole('combobox', { name: 'Service Reference' });
      await lookup.fill(serviceFor[outcome].toLowerCase());
      await lookup.press('Enter');
    },
    'reference.edit': async ({ page }) => {
      const lookup = page.getByRole('combobox', { name: 'Service Reference' });
      await lookup.fill((await lookup.inputValue()).slice(0, -1));
    },
    'faultReference.duplicate': async ({ page }) => {
      await page.getByLabel('Fault Reference').fill(takenFaultReference);
      await expect(page.getByText('Fault Reference number should be unique')).toBeVisible();
    },
    'faultReference.clear': ({ page }) => page.getByLabel('Fault Reference').fill(''),
    'files.refused': async ({ page }) => {
      await page
        .locator('input[type=file]')
        .setInputFiles({ name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') });
      await expect(page.getByText('Only specific file formats are allowed (.png, .jpg, .pdf, etc).')).toBeVisible();
    },
    // A second file is added and removed again, so the walk's own attachment stays for the summary.
    'files.remove': async ({ page }) => {
      await page
        .locator('input[type=file]')
        .setInputFiles({ name: 'extra.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
      await expect(page.getByText('extra.txt')).toBeVisible();
      // The newest file is listed last, so its 'Remove file' button is the last one.
      await page.getByRole('button', { name: 'Remove file' }).last().click();
      await expect(page.getByText('extra.txt')).toHaveCount(0);
    },
    'address.current': ({ page }) => moveAddress(page, 0),
    'address.previous': ({ page }) => moveAddress(page, -1),
    'address.next': ({ page }) => moveAddress(page, 1),
    'appointment.open': async (world, step) => {
      if (moves(world, step)) await world.page.getByRole('button', { name: /^(Get|Change) Appointment$/ }).click();
      else await expect(world.page.getByRole('button', { name: /Appointment$/ })).toHaveCount(0);
    },
    'appointment.reserved': async (world) => {
      await reserve(world, 'ok');
      await expect(world.page.getByText('Appointment reservation Successfully')).toBeVisible();
    },
    'appointment.failed': async (world) => {
      await reserve(world, 'fail');
      await expect(world.page.getByText('Appointment reservation was unsuccessfull')).toBeVisible();
    },
    'appointment.closed': async ({ page }) => {
      await appointmentDialog(page).getByRole('button', { name: 'Cancel' }).click();
      const confirm = page.getByRole('dialog', { name: 'Close without an appointment?' });
      // Clicked while the confirmation still zoomed in, Close was focused but not taken (CI, a loaded machine).
      await expect(confirm).toBeVisible();
      await settled(page);
      await confirm.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' }).click();
    },
    'availability.fill': async ({ page }, step) => {
      if (!step.modelContext.avail) {
        await expect(availabilityGroup(page)).toHaveCount(0);
        return;
      }
      await availabilityGroup(page).getByLabel('Date', { exact: true }).fill(ukDay(1));
      await availabilityGroup(page).getByLabel('PM (13:00)').check();
    },
    // Ticking a ticked box (or unticking an unticked one) changes nothing, as in the model.
    'confirmation.tick': ({ page }) => page.getByLabel(confirmation).check(),
    'confirmation.untick': ({ page }) => page.getByLabel(confirmation).uncheck(),
    'step.submit': (world, step) => press(world, step, 'Submit'),
    // The incident the sandbox answers with: an existing one of the organisation (nothing is created).
    'submit.ok': (world) =>
      answer(world.creates, async (route) => {
        const authorization = (await route.request().headerValue('authorization')) ?? '';
        const existing = await world.page.request.get('/api/incidents/v2/incidents/INC0999001', {
          headers: { authorization },
        });
        await route.fulfill({ response: existing });
      }),
    'submit.413': async (world) => {
      await answer(world.creates, (route) =>
        route.fulfill({ status: 413, json: errorBody(413, 'payload_too_large', 'File too large') }),
      );
      await expect(world.page.getByText('Unable to attach file')).toBeVisible();
      await expect(world.page.getByText('File(s) exceeds the 8MB limit and cannot be uploaded.')).toBeVisible();
    },
    'submit.415': async (world) => {
      await answer(world.creates, (route) =>
        route.fulfill({ status: 415, json: errorBody(415, 'unsupported_media_type', 'Unsupported file type') }),
      );
      await expect(world.page.getByText('Unsupported file type')).toBeVisible();
      await expect(
        world.page.getByText('Only specific file formats are allowed (.png, .jpg, .pdf, etc).'),
      ).toBeVisible();
    },
    // Any other failure is the app's error handling (spec 2 §8): the error page; Back returns to the kept draft.
    'submit.fail': async (world) => {
      await answer(world.creates, (route) =>
        route.fulfill({ status: 500, json: errorBody(500, 'internal', 'Internal error') }),
      );
      await expect(world.page).toHaveURL(/\/error(\?|$)/);
      await world.page.goBack();
      await formLoaded(world.page);
    },
    'attach.ok': (world) => answer(world.attaches, (route) => route.fulfill({ json: reservationBody() })),
    'attach.fail': (world) =>
      answer(world.attaches, (route) => route.fulfill({ status: 500, json: errorBody(500, 'internal', 'Failed') })),
    'publish.ok': (world) => answer(world.publishes, (route) => route.fulfill({ json: reservationBody() })),
    'publish.fail': (world) =>
      answer(world.publishes, (route) => route.fulfill({ status: 500, json: errorBody(500, 'internal', 'Failed') })),
  },
  states: {
    // Reading the stored draft takes milliseconds: the funnel is shown, or about to be.
    restoring: async ({ page }) => {
      await expect(page.getByRole('heading', { name: 'Raise An Incident', level: 1 })).toBeVisible();
    },
    'serviceDetails.idle': async ({ page }, { modelContext }) => {
      await expect(page).toHaveURL((url) => url.pathname === createPath);
      await expect(page.getByRole('combobox', { name: 'Service Reference' })).toBeVisible();
      await expect(nextButton(page)).toBeDisabled();
      if (modelContext.form1) await expect(page.getByLabel('Customer Reference')).toHaveValue(raiseCustomerReference);
    },
    'serviceDetails.checking': async ({ page }) => {
      await expect(page.getByText('Looking up the service…')).toBeVisible();
      await expect(nextButton(page)).toBeDisabled();
    },
    'serviceDetails.checked': async ({ page }, { modelContext: c }) => {
      await expect(page).toHaveURL((url) => url.pathname === createPath);
      if (c.check === 'blocked')
        await expect(
          page.getByRole('alert').filter({ hasText: 'An open incident already exists for this service' }),
        ).toBeVisible();
      else await expect(serviceFacts(page)).toContainText(serviceFor[c.check === 'mso' ? 'mso' : 'ok']);
      if (c.check === 'mso')
        await expect(page.getByRole('alert').filter({ hasText: /multi-service outage \(MSO\d+\)/ })).toBeVisible();
      if (c.duplicate) await expect(page.getByText('Fault Reference number should be unique')).toBeVisible();
      else await expect(page.getByText('Fault Reference number should be unique')).toHaveCount(0);
      const ready = c.form1 && !c.duplicate && c.check !== 'blocked';
      await expect(nextButton(page)).toBeEnabled({ enabled: ready });
    },
    'incidentDetails.editing': async ({ page }, { modelContext: c }) => {
      await expect(page).toHaveURL(/\/create\/incident-details$/);
      await expect(page.getByRole('heading', { name: 'Triage' })).toBeVisible();
      await expect(appointmentDialog(page)).toHaveCount(0);
      if (c.check === 'mso')
        await expect(page.getByText(/Customer availability: today \(.+\) from 13:00/)).toBeVisible();
      else if (c.appt === 'reserved') await expect(page.getByText(/Appointment reserved:/)).toBeVisible();
      else if (c.appt === 'fallback') await expect(availabilityGroup(page)).toBeVisible();
      else await expect(button(page, 'Get Appointment')).toBeVisible();
      const ready = c.form2 && (c.check === 'mso' || c.appt === 'reserved' || (c.appt === 'fallback' && c.avail));
      await expect(nextButton(page)).toBeEnabled({ enabled: ready });
    },
    'incidentDetails.reserving': async ({ page }) => {
      await expect(appointmentDialog(page)).toBeVisible();
    },
    'summary.reviewing': async ({ page }, { modelContext: c }) => {
      await expect(page).toHaveURL(/\/create\/summary-details$/);
      await expect(page.getByRole('heading', { name: 'Submit Incident Details' })).toBeVisible();
      await expect(page.getByLabel(confirmation)).toBeChecked({ checked: c.confirmed });
      await expect(button(page, 'Submit')).toBeEnabled({ enabled: c.confirmed });
      await expect(page.getByText(attachment.name)).toBeVisible();
    },
    'summary.creating': async (world) => {
      await expect.poll(() => world.creates.seen.length).toBeGreaterThan(0);
      await expect(button(world.page, 'Cancel')).toBeDisabled();
    },
    'summary.attaching': async (world) => {
      await expect.poll(() => world.attaches.seen.length).toBeGreaterThan(0);
      await expect(button(world.page, 'Cancel')).toBeDisabled();
    },
    'summary.publishing': async (world) => {
      await expect.poll(() => world.publishes.seen.length).toBeGreaterThan(0);
      await expect(button(world.page, 'Cancel')).toBeDisabled();
    },
    complete: async ({ page }) => {
      await expect(page).toHaveURL(/\/create\/complete$/);
      await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible();
    },
    cancelled: async ({ page }) => {
      await expect(page).toHaveURL(incidentListHref);
      await expect(page.getByRole('heading', { name: 'Incidents', level: 1 })).toBeVisible();
    },
  },
  always: async (world, expected) => {
    world.state = stateKey(expected.modelState);
    expect(world.pageErrors).toEqual([]);
    expect(world.perFlagReads).toEqual([]);
  },
});
