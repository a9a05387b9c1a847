import { incidentListHref } from '@machines/incident-raise.machine';
import { incidentRaiseModel } from '@machines/incident-raise.model';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { del } from 'idb-keyval';
import { useLocation } from 'wouter';
import { featureFlagNames } from '@/contracts/flags';
import { IncidentRaisePage } from '@/features/incidents/incident-raise/incident-raise-page';
import { incidentRaisePath } from '@/features/incidents/links';
import { addDays, formatDate, todayIso } from '@/lib/dates';
import {
  incidentRaiseSteps,
  raiseAttachmentName,
  raiseConfirmation,
  raiseCustomerReference,
  raiseTakenFaultReference,
} from '../../support/model-adapters/incident-raise-steps';
import { stateKey } from '../../support/model-adapters/step-text';
import { testViewWithModel } from '../../support/model-adapters/testing-library';
import { type ModelAdapter, walkPath } from '../../support/model-adapters/walk';
import { getModelPaths, type ModelExpectation, type ModelPath, type ModelStep } from '../../support/model-paths';
import { activeMso, liveService } from '../../support/support-fixtures';
import { msoDetail } from '../mso-incidents/fixtures';
import { errorResponse, jsonResponse, type RecordedRequests, routeFetch, urlsOf } from '../support/http';
import { findOption, type HeldRequests, heldRequests, moveAddress, renderWalkPages } from '../support/model-walk';
import { detail } from './fixtures';

// The raise funnel's test model (machines/incident-raise.model.ts) driving the real funnel views in Testing Library: the
// few walks that visit every model state and refuse every guarded event (every transition is walked in Chromium,
// e2e/incident-raise-model.spec.ts; the machine test replays the covering paths against the machine). Each step is what
// a person does (user-event) or what the provider answers (msw, held until the path's reply event); after each step the
// screen, the address, the toasts and the stored draft are checked. The line test is off (enableDiagnosticCheck false),
// as in the browser walk: its own branches are the diagnostics machine's model.

type Ctx = ReturnType<typeof incidentRaiseModel.getInitialSnapshot>['context'];
type Outcome = 'ok' | 'blocked' | 'mso';

const userId = 'usr_model';
const orgId = 'org_model';
const draftKey = `portal.incident-draft.${userId}`;
const serviceFor: Record<Outcome, string> = { ok: 'S1000001', blocked: 'S1000004', mso: 'S1000005' };
const statusOf = (reference: string) => ({
  ...liveService,
  service_reference: reference,
  active_mso_incident: reference === serviceFor.mso ? activeMso : null,
});
const slotDay = addDays(todayIso(), 2);
const reservationBody = {
  data: {
    id: '0b5c6b8e-6f3a-4c55-9d1e-6f8f0a1b2c3d',
    appointment_date: slotDay,
    start_time: '09:00',
    end_time: '13:00',
    status: 'Reserved',
    expiry_date: new Date(Date.now() + 15 * 60_000).toISOString(),
  },
};

/** Requests held until the path's reply event answers them; those left at the end of a walk get a 503. */
const held = (name: string) => heldRequests(name, { lost: () => errorResponse(503, 'unavailable', 'test ended') });

const picks = (step: ModelStep<Ctx>) => step.event.type === 'service.select' || step.event.type === 'reference.enter';
/** For each pick of a service, the `check.*` that answers it before the next pick ('ok' when none does). */
function outcomesOf(path: ModelPath<Ctx>): Outcome[] {
  return path.steps.flatMap((step, index) => {
    if (!picks(step)) return [];
    const rest = path.steps.slice(index + 1);
    const end = rest.findIndex(picks);
    const answer = (end < 0 ? rest : rest.slice(0, end)).find((s) => s.event.type.startsWith('check.'));
    return [(answer?.event.type.slice('check.'.length) as Outcome | undefined) ?? 'ok'];
  });
}

/** The pages around the funnel: the funnel's own addresses, and stand-ins for where it sends people. */
function Pages() {
  const [location] = useLocation();
  if (location.startsWith(incidentRaisePath)) return <IncidentRaisePage userId={userId} orgId={orgId} />;
  if (location === '/error') return <h1>Error page</h1>;
  return <h1>Incidents</h1>;
}

type Held = HeldRequests;
type World = {
  path: ModelPath<Ctx>;
  user: UserEvent;
  /** The check outcome of each pick of a service in the path, in order: which service the person picks. */
  outcomes: Outcome[];
  /** The model state last checked: a driver tells a step that moves on from one that is refused. */
  state: string;
  /** How the provider answers the next slot reservation. */
  reservation: 'ok' | 'fail';
  lookups: Held;
  creates: Held;
  attaches: Held;
  publishes: Held;
  /** Opens the page afresh, as a browser load does: a new query cache and a new funnel reading the stored draft. */
  load: () => void;
  unmount: () => void;
  /** Every request the funnel made. */
  requests: RecordedRequests;
};

function createWorld(path: ModelPath<Ctx>): World {
  window.localStorage.clear();
  // The test files swap IndexedDB (absent in jsdom) for an in-memory store: the draft's files start empty too.
  void del(draftKey);
  window.history.replaceState(null, '', incidentRaisePath);
  const lookups = held('service lookup');
  const creates = held('incident create');
  const attaches = held('reservation create');
  const publishes = held('reservation publish');
  const world: World = {
    path,
    // A person may pick any file in the browser's file dialog ('All files'), so `accept` does not filter uploads.
    user: userEvent.setup({ delay: null, skipHover: true, applyAccept: false, pointerEventsCheck: 0 }) as UserEvent,
    outcomes: outcomesOf(path),
    state: stateKey(path.initial.modelState),
    reservation: 'ok',
    lookups,
    creates,
    attaches,
    publishes,
    // Set below, once the world the handlers answer from exists.
    requests: undefined as unknown as RecordedRequests,
    unmount: () => undefined,
    load: () => {
      world.unmount = renderWalkPages(<Pages />);
    },
  };
  world.requests = routeFetch({
    // The organisation's flags, the one answer the shell reads too; the per-flag route is never asked.
    '/feature-flags': jsonResponse(200, { data: Object.fromEntries(featureFlagNames.map((name) => [name, false])) }),
    '/v2/incident-fault-categories': jsonResponse(200, { data: [{ id: 3, name: 'No service' }] }),
    '/v2/business-service-categories': jsonResponse(200, {
      data: [{ id: 1, name: 'FTTP', legacy: false, isAppointable: true }],
    }),
    '/v2/services/filter': (request) => {
      const text = new URL(request.url).searchParams.get('serviceReference')?.toUpperCase() ?? '';
      const found = Object.values(serviceFor).filter((reference) => reference.includes(text));
      return jsonResponse(200, {
        data: found.map((reference) => ({ id: reference, service_reference: reference, status: 'Live' })),
      });
    },
    '/v2/service/service_reference/:ref/': (request) => lookups.hold(request),
    '/v2/incident/:ref': (request) =>
      request.url.endsWith(`/${serviceFor.blocked}`)
        ? jsonResponse(200, {
            data: {
              id: 'inc_open',
              service_now_incident_number: 'INC0999001',
              link: '/support/incidents/INC0999001',
            },
          })
        : new Response(null, { status: 204 }),
    '/v2/mso-incidents/:id': jsonResponse(200, { data: msoDetail() }),
    '/v2/incidents/check_fault_reference/:ref': (request) =>
      jsonResponse(200, { data: { is_unique: !request.url.endsWith(`/${raiseTakenFaultReference}`) } }),
    '/v2/incident/appointment/retrieveSlots/:ref/:city': jsonResponse(200, {
      data: [
        { appointment_date: slotDay, slot: 'AM', start_time: '09:00', end_time: '13:00' },
        { appointment_date: slotDay, slot: 'PM', start_time: '13:00', end_time: '18:00' },
      ],
    }),
    'POST /v2/incident/appointment/reserveSlot': () =>
      world.reservation === 'ok'
        ? jsonResponse(200, {
            data: { reservation_id: reservationBody.data.id, expiry_date: reservationBody.data.expiry_date },
          })
        : errorResponse(409, 'conflict', 'The slot is no longer available'),
    'POST /v2/incidents': (request) => creates.hold(request),
    'POST /v2/incident/appointment/reservation/create': (request) => attaches.hold(request),
    'POST /v2/incident/appointment/reservation/publish': (request) => publishes.hold(request),
  });
  return world;
}

const moves = (world: World, step: ModelStep<Ctx>) => stateKey(step.modelState) !== world.state;
const nextEvent = (world: World, step: ModelStep<Ctx>) =>
  world.path.steps[world.path.steps.indexOf(step) + 1]?.event.type;
const here = () => window.location.pathname;

// What a person reaches the controls by.
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
/** An open antd dialog by its title (antd names every dialog by the same id under test, so names cannot tell them apart). */
const dialogTitled = (title: string) =>
  screen.queryAllByRole('dialog').find((d) => d.querySelector('.ant-modal-title')?.textContent === title) ?? null;
const findDialog = (title: string) =>
  waitFor(() => {
    const dialog = dialogTitled(title);
    if (!dialog) throw new Error(`no dialog '${title}'`);
    return dialog;
  });
const appointmentDialog = () => dialogTitled('Get Appointment');
const availabilityGroup = () => screen.queryByRole('group', { name: 'Customer availability' });
const onStepOne = (world: World) => world.state.startsWith('serviceDetails');
const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
const ukDay = (fromToday: number) => formatDate(addDays(todayIso(), fromToday));

async function choose(world: World, name: string, option: string | RegExp, within_: HTMLElement = document.body) {
  await world.user.click(within(within_).getByRole('combobox', { name }));
  await world.user.click(await findOption(option));
}

/** Replaces a field's text as a person does: select what is there (if anything) and paste over it. */
async function replace(world: World, label: string, value: string) {
  await world.user.click(field(label));
  if (field(label).value) await world.user.clear(field(label));
  await world.user.paste(value);
}

async function fillServiceDetails(world: World) {
  await replace(world, 'Customer Reference', raiseCustomerReference);
  await replace(world, 'Fault start date', ukDay(0));
  await choose(world, 'Fault start hour', '00');
  await choose(world, 'Fault start minute', '00');
  await choose(world, 'Service Type', 'FTTP');
  await choose(world, 'Fault Category', 'No service');
  await choose(world, 'Severity', 'Service Outage');
  for (const [label, value] of [
    ['On-site Contact Name', 'Alex Morgan'],
    ['On-site Contact Number', '01234 567890'],
    ['Premises Name', 'Unit 4'],
    ['Short Description', 'No light on the ONT since this morning'],
  ] as const)
    await replace(world, label, value);
  for (const [label, value] of [
    ['Street', '1 Quay Street'],
    ['City', 'Leeds'],
    ['Postcode', 'LS1 4AP'],
  ] as const) {
    if (!field(label).value) await replace(world, label, value);
  }
}

async function answerTriage(world: World) {
  const triage = screen.getByRole('region', { name: 'Triage' });
  for (const group of within(triage).getAllByRole('radiogroup')) {
    const no = within(group).getByLabelText('No') as HTMLInputElement;
    if (!no.checked) await world.user.click(no);
  }
  const location = field('Where is the A-end equipment located?');
  if (!location.value) {
    await world.user.click(location);
    await world.user.paste('Comms room, ground floor');
  }
}

const fileInput = () => document.querySelector('input[type=file]') as HTMLInputElement;

/** A guarded button: when the step moves on it must be enabled; when refused it is disabled and pressing does nothing. */
async function press(world: World, step: ModelStep<Ctx>, name: string) {
  const control = button(name);
  if (moves(world, step)) expect(control).toBeEnabled();
  else expect(control).toBeDisabled();
  await world.user.click(control);
}

async function reserve(world: World, outcome: 'ok' | 'fail') {
  world.reservation = outcome;
  const dialog = await findDialog('Get Appointment');
  await within(dialog).findByRole('combobox', { name: 'Available slots' }, { timeout: 5_000 });
  await choose(world, 'Available slots', /AM/, dialog);
  await world.user.click(within(dialog).getByRole('button', { name: 'Reserve' }));
  const sure = await findDialog('Are you sure?');
  await world.user.click(within(sure).getByRole('button', { name: 'Yes, reserve' }));
}

/** The browser's address moving by `offset` steps, as its back and forward buttons move it (popstate). */
function moveBy(offset: number) {
  const stepPaths = ['', '/incident-details', '/summary-details', '/complete'].map((p) => `${incidentRaisePath}${p}`);
  return moveAddress(stepPaths[Math.max(0, stepPaths.indexOf(here()) + offset)] ?? here());
}

async function reload(world: World, step: ModelStep<Ctx>) {
  const next = nextEvent(world, step);
  if (next === 'draft.none') window.localStorage.removeItem(draftKey);
  if (next === 'draft.unreadable') window.localStorage.setItem(draftKey, '{"step":"summary","serviceValues":7}');
  world.unmount();
  world.load();
  await screen.findByRole('heading', { name: 'Raise An Incident', level: 1 });
}

const toast = (text: string) => screen.findByText(text, {}, { timeout: 5_000 });
const createdIncident = () => jsonResponse(200, { data: detail({ id: 'inc_model' }) });

const adapter: ModelAdapter<typeof incidentRaiseModel, World> = {
  text: incidentRaiseSteps,
  drivers: {
    // The page reads the draft back on its own as it loads.
    'draft.none': () => undefined,
    'draft.restored': () => undefined,
    'draft.unreadable': () => undefined,
    'page.reload': reload,
    'form.valid': async (world) => {
      if (onStepOne(world)) return fillServiceDetails(world);
      await answerTriage(world);
      if (!screen.queryByText(raiseAttachmentName)) await world.user.upload(fileInput(), png(raiseAttachmentName));
    },
    'form.invalid': async (world) =>
      world.user.clear(field(onStepOne(world) ? 'Customer Reference' : 'Where is the A-end equipment located?')),
    'service.select': async (world) => {
      const reference = serviceFor[world.outcomes.shift() ?? 'ok'];
      const lookup = screen.getByRole('combobox', { name: 'Service Reference' });
      await world.user.click(lookup);
      await world.user.paste(reference);
      await world.user.click(await findOption(`${reference} (Live)`));
    },
    'reference.enter': async (world) => {
      const reference = serviceFor[world.outcomes.shift() ?? 'ok'];
      const lookup = screen.getByRole('combobox', { name: 'Service Reference' });
      await world.user.click(lookup);
      await world.user.paste(reference.toLowerCase());
      await world.user.keyboard('{Enter}');
    },
    'reference.edit': async (world) => {
      await world.user.click(screen.getByRole('combobox', { name: 'Service Reference' }));
      await world.user.keyboard('{End}{Backspace}');
    },
    // The held lookup is answered with the picked service's status; the open-incident and outage calls follow.
    'check.ok': (world) =>
      world.lookups.answer((r) => jsonResponse(200, { data: statusOf(r.url.split('/').at(-2) ?? '') })),
    'check.blocked': (world) =>
      world.lookups.answer((r) => jsonResponse(200, { data: statusOf(r.url.split('/').at(-2) ?? '') })),
    'check.mso': (world) =>
      world.lookups.answer((r) => jsonResponse(200, { data: statusOf(r.url.split('/').at(-2) ?? '') })),
    'faultReference.duplicate': async (world) => {
      await replace(world, 'Fault Reference', raiseTakenFaultReference);
      await screen.findByText('Fault Reference number should be unique');
    },
    'faultReference.clear': (world) => world.user.clear(field('Fault Reference')),
    'files.refused': async (world) => {
      await world.user.upload(fileInput(), new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
      // The refusal names the file it left out.
      await toast('Only specific file formats are allowed (.png, .jpg, .pdf, etc). Not attached: setup.exe');
      expect(screen.queryByText('setup.exe')).not.toBeInTheDocument();
    },
    'files.remove': async (world) => {
      await world.user.upload(fileInput(), new File(['x'], 'extra.txt', { type: 'text/plain' }));
      await screen.findByText('extra.txt');
      // The newest file is listed last, so its 'Remove file' button is the last one.
      await world.user.click(screen.getAllByRole('button', { name: 'Remove file' }).at(-1) as HTMLElement);
      await waitFor(() => expect(screen.queryByText('extra.txt')).not.toBeInTheDocument());
    },
    'address.current': () => moveBy(0),
    'address.previous': () => moveBy(-1),
    'address.next': () => moveBy(1),
    'step.next': (world, step) => press(world, step, 'Next'),
    'step.back': (world) => world.user.click(button('Back')),
    'step.cancel': (world, step) => press(world, step, 'Cancel'),
    'appointment.open': async (world, step) => {
      if (moves(world, step)) await world.user.click(button(/^(Get|Change) Appointment$/));
      else expect(screen.queryByRole('button', { name: /Appointment$/ })).not.toBeInTheDocument();
    },
    'appointment.reserved': async (world) => {
      await reserve(world, 'ok');
      await toast('Appointment reservation Successfully');
    },
    'appointment.failed': async (world) => {
      await reserve(world, 'fail');
      await toast('Appointment reservation was unsuccessfull');
    },
    'appointment.closed': async (world) => {
      const dialog = await findDialog('Get Appointment');
      await world.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      const confirm = await findDialog('Close without an appointment?');
      const footer = confirm.querySelector('.ant-modal-footer') as HTMLElement;
      await world.user.click(within(footer).getByRole('button', { name: 'Close' }));
    },
    'availability.fill': async (world, step) => {
      const group = availabilityGroup();
      if (!step.modelContext.avail) {
        expect(group).not.toBeInTheDocument();
        return;
      }
      const date = within(group as HTMLElement).getByLabelText('Date', { exact: true });
      await world.user.click(date);
      await world.user.paste(ukDay(1));
      await world.user.click(within(group as HTMLElement).getByLabelText('PM (13:00)'));
    },
    // Ticking a ticked box (or unticking an unticked one) changes nothing, as in the model.
    'confirmation.tick': async (world) => {
      if (!(field(raiseConfirmation) as HTMLInputElement).checked) await world.user.click(field(raiseConfirmation));
    },
    'confirmation.untick': async (world) => {
      if (field(raiseConfirmation).checked) await world.user.click(field(raiseConfirmation));
    },
    'step.submit': (world, step) => press(world, step, 'Submit'),
    'submit.ok': (world) => world.creates.answer(createdIncident),
    'submit.413': async (world) => {
      await world.creates.answer(() => errorResponse(413, 'payload_too_large', 'File too large'));
      await toast('Unable to attach file');
      await toast('File(s) exceeds the 8MB limit and cannot be uploaded.');
    },
    'submit.415': async (world) => {
      await world.creates.answer(() => errorResponse(415, 'unsupported_media_type', 'Unsupported file type'));
      await toast('Unsupported file type');
      await toast('Only specific file formats are allowed (.png, .jpg, .pdf, etc).');
    },
    // Any other failure is the app's error handling (spec 2 §8): the error page; Back returns to the kept draft.
    'submit.fail': async (world) => {
      await world.creates.answer(() => errorResponse(500, 'internal', 'Internal error'));
      await screen.findByRole('heading', { name: 'Error page' });
      expect(here()).toBe('/error');
      expect(window.localStorage.getItem(draftKey), 'draft kept').not.toBeNull();
      await act(async () => window.history.back());
      await screen.findByRole('heading', { name: 'Submit Incident Details' });
    },
    'attach.ok': (world) => world.attaches.answer(() => jsonResponse(200, reservationBody)),
    'attach.fail': (world) => world.attaches.answer(() => errorResponse(500, 'internal', 'Failed')),
    'publish.ok': (world) => world.publishes.answer(() => jsonResponse(200, reservationBody)),
    'publish.fail': (world) => world.publishes.answer(() => errorResponse(500, 'internal', 'Failed')),
  },
  assertState: async (world, expected) => {
    await assertions[stateKey(expected.modelState)]?.(world, expected);
    world.state = stateKey(expected.modelState);
  },
};

type Assertion = (world: World, expected: ModelExpectation<Ctx>) => Promise<void>;
const nextEnabled = async (enabled: boolean) =>
  waitFor(() => (enabled ? expect(button('Next')).toBeEnabled() : expect(button('Next')).toBeDisabled()));

const assertions: Record<string, Assertion> = {
  // Reading the stored draft takes a moment: the funnel is shown, or about to be.
  restoring: async () => {
    await screen.findByRole('heading', { name: 'Raise An Incident', level: 1 });
  },
  'serviceDetails.idle': async (_, { modelContext: c }) => {
    await screen.findByRole('combobox', { name: 'Service Reference' });
    expect(here()).toBe(incidentRaisePath);
    await nextEnabled(false);
    if (c.form1) expect(field('Customer Reference')).toHaveValue(raiseCustomerReference);
  },
  'serviceDetails.checking': async () => {
    await screen.findByText('Looking up the service…');
    await nextEnabled(false);
  },
  'serviceDetails.checked': async (_, { modelContext: c }) => {
    if (c.check === 'blocked') await screen.findByText('An open incident already exists for this service');
    else
      await waitFor(() =>
        expect(document.querySelector('dl[aria-label="Service"]')).toHaveTextContent(
          serviceFor[c.check === 'mso' ? 'mso' : 'ok'],
        ),
      );
    expect(here()).toBe(incidentRaisePath);
    if (c.check === 'mso') await screen.findByText(/multi-service outage \(MSO\d+\)/);
    if (c.duplicate) await screen.findByText('Fault Reference number should be unique');
    else await waitFor(() => expect(screen.queryByText('Fault Reference number should be unique')).toBeNull());
    await nextEnabled(c.form1 && !c.duplicate && c.check !== 'blocked');
  },
  'incidentDetails.editing': async (_, { modelContext: c }) => {
    await screen.findByRole('heading', { name: 'Triage' });
    expect(here()).toBe(`${incidentRaisePath}/incident-details`);
    await waitFor(() => expect(appointmentDialog()).toBeNull());
    if (c.check === 'mso') screen.getByText(/Customer availability: today \(.+\) from 13:00/);
    else if (c.appt === 'reserved') screen.getByText(/Appointment reserved:/);
    else if (c.appt === 'fallback') expect(availabilityGroup()).toBeInTheDocument();
    else button('Get Appointment');
    await nextEnabled(c.form2 && (c.check === 'mso' || c.appt === 'reserved' || (c.appt === 'fallback' && c.avail)));
  },
  'incidentDetails.reserving': async () => {
    await findDialog('Get Appointment');
  },
  'summary.reviewing': async (_, { modelContext: c }) => {
    await screen.findByRole('heading', { name: 'Submit Incident Details' });
    expect(here()).toBe(`${incidentRaisePath}/summary-details`);
    await waitFor(() => expect(field(raiseConfirmation).checked).toBe(c.confirmed));
    await waitFor(() =>
      c.confirmed ? expect(button('Submit')).toBeEnabled() : expect(button('Submit')).toBeDisabled(),
    );
    screen.getByText(raiseAttachmentName);
  },
  'summary.creating': async (world) => {
    await waitFor(() => expect(world.creates.seen.length).toBeGreaterThan(0));
    expect(button('Cancel')).toBeDisabled();
  },
  'summary.attaching': async (world) => {
    await waitFor(() => expect(world.attaches.seen.length).toBeGreaterThan(0));
    expect(button('Cancel')).toBeDisabled();
  },
  'summary.publishing': async (world) => {
    await waitFor(() => expect(world.publishes.seen.length).toBeGreaterThan(0));
    expect(button('Cancel')).toBeDisabled();
  },
  complete: async () => {
    await screen.findByRole('heading', { name: 'Thank you' });
    expect(here()).toBe(`${incidentRaisePath}/complete`);
    expect(window.localStorage.getItem(draftKey), 'draft cleared').toBeNull();
  },
  cancelled: async () => {
    await screen.findByRole('heading', { name: 'Incidents' });
    expect(`${window.location.pathname}${window.location.search}`).toBe(incidentListHref);
    expect(window.localStorage.getItem(draftKey), 'draft cleared').toBeNull();
  },
};

/**
 * Registers one test per walk (the Testing Library walk driver), the check of what the walks cover, and the terms
 * refusal on the summary; prints the coverage line and how many walks passed.
 */
export function walkIncidentRaisePaths(): void {
  beforeEach(() => {
    // The funnel logs failed calls by design; the model's fail events would fill the output otherwise.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  testViewWithModel({
    ...adapter,
    name: 'incidentRaise',
    title: 'raise funnel views, model paths',
    model: incidentRaiseModel,
    setup: (path) => {
      const world = createWorld(path);
      world.load();
      return world;
    },
    // One flags request per page load, the organisation's all-flags one (the shell's cached answer in the app).
    afterWalk: (world, path) => {
      const flagReads = urlsOf(world.requests).filter((url) => url.pathname.includes('/feature-flag'));
      const loads = 1 + path.steps.filter((step) => step.event.type === 'page.reload').length;
      expect(
        flagReads.map((url) => url.pathname.split('/').at(-1)),
        'flag requests',
      ).toEqual(Array(loads).fill('feature-flags'));
    },
    teardown: (world) => {
      for (const held of [world.lookups, world.creates, world.attaches, world.publishes]) held.release();
    },
    assertedStates: Object.keys(assertions),
    more: () => {
      it('stays on the summary when the create call answers 403 terms_not_accepted (the terms prompt answers that)', async () => {
        // The shortest model path that ends in a refused create, stopped just before it.
        const failing = getModelPaths(incidentRaiseModel)
          .filter((p) => p.steps.at(-1)?.event.type === 'submit.fail')
          .sort((a, b) => a.steps.length - b.steps.length)[0];
        if (!failing) throw new Error('no model path ends with submit.fail');
        const toSubmit = { ...failing, steps: failing.steps.slice(0, -1) };
        const world = createWorld(toSubmit);
        world.load();
        try {
          await walkPath(toSubmit, world, adapter);
          await world.creates.answer(() => errorResponse(403, 'terms_not_accepted', 'Accept the terms first'));
          await screen.findByRole('heading', { name: 'Submit Incident Details' });
          await waitFor(() => expect(button('Submit')).toBeEnabled());
          expect(here()).toBe(`${incidentRaisePath}/summary-details`);
          expect(window.localStorage.getItem(draftKey), 'draft kept').not.toBeNull();
        } finally {
          world.creates.release();
        }
      });
    },
  });
}
