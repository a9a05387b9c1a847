import type { incidentRaiseModel } from '@machines/incident-raise.model';
import type { ModelStep } from '../model-paths';
import { browserMoves } from './order-funnel-words';
import { moves, type StepPlace, type StepTextTable } from './step-text';

// The words of the incident raise walk (e2e/incident-raise-model.spec.ts) and of .stately/incident-raise.qa.md: what a
// person does per model event, what the portal shows per model state. The walk's step titles are these lines; its
// checks assert them. A new model event or state needs its words here: the table's type lists every one.

type Ctx = ReturnType<typeof incidentRaiseModel.getInitialSnapshot>['context'];
type Place = StepPlace<Ctx>;

export const raiseConfirmation =
  'I confirm that I have completed all required triage and would like to raise an incident';
export const raiseAttachmentName = 'ont-model-walk.png';
export const raiseCustomerReference = 'MODEL-WALK';
/** A fault reference the seeded open incident already has. */
export const raiseTakenFaultReference = 'NF-OPEN-1';

const onStepOne = ({ before }: Place) => JSON.stringify(before.modelState).includes('serviceDetails');

/** The answer the service lookup gets after this pick: the next `check.*` before another pick ('ok' if none). */
function checkAfter({ path, index }: Place): 'ok' | 'blocked' | 'mso' {
  for (const step of path.steps.slice(index + 1)) {
    if (step.event.type === 'service.select') break;
    if (step.event.type.startsWith('check.')) return step.event.type.slice('check.'.length) as 'ok' | 'blocked' | 'mso';
  }
  return 'ok';
}

const pickFor = {
  ok: 'a Live service (incident.live)',
  blocked: 'a service with an open incident (incident.open-incident)',
  mso: 'a service under an active MSO (incident.active-mso)',
};

const guarded = (name: string) => (step: ModelStep<Ctx>, place: Place) =>
  moves(step, place) ? `Click ${name}.` : `${name} is disabled: clicking it changes nothing.`;

const createAnswers = (status: string, words: string) =>
  `The incident create call answers ${status}: ${words}; the summary stays, draft kept.`;

export const incidentRaiseSteps: StepTextTable<typeof incidentRaiseModel> = {
  checkedBy: ['e2e/incident-raise-model.spec.ts (in Chromium)', 'tests/machines/incident-raise.machine.test.ts'],
  before:
    "signed in as support@northfibre.example, open /support/incidents/create ('Raise An Incident') in a fresh tab.",
  events: {
    'draft.none': 'The page finishes loading and finds no stored draft: a fresh form.',
    'draft.restored': (step, place) =>
      moves(step, place)
        ? 'The page finishes loading: the draft stored before the reload comes back, attachments included.'
        : 'No draft was stored before: none comes back.',
    'draft.unreadable': 'The page finishes loading, but the stored draft cannot be read: a fresh form.',
    'form.valid': (_, place) =>
      onStepOne(place)
        ? `Fill every required Service Details field (Customer Reference '${raiseCustomerReference}', fault start today ` +
          "00:00, Service Type FTTP, a Fault Category, Severity 'Service Outage', on-site contact, premises, site " +
          'address, Short Description).'
        : `Answer the triage questions and attach ${raiseAttachmentName}.`,
    'form.invalid': (_, place) =>
      onStepOne(place) ? 'Clear Customer Reference.' : "Clear 'Where is the A-end equipment located?'.",
    'service.select': (_, place) => `In Service Reference, pick ${pickFor[checkAfter(place)]}.`,
    'reference.enter': (_, place) =>
      `In Service Reference, type in full (lower case will do) ${pickFor[checkAfter(place)]} and press Enter.`,
    'reference.edit': 'Delete the last character of the checked service reference, without pressing Enter.',
    'faultReference.duplicate': `Enter Fault Reference '${raiseTakenFaultReference}', which another incident has: 'Fault Reference number should be unique'.`,
    'faultReference.clear': 'Clear Fault Reference.',
    'check.ok': 'The service lookup answers: Live, appointable, no open incident, no MSO.',
    'check.blocked': 'The service lookup answers: the service has an open incident.',
    'check.mso': 'The service lookup answers: the service is affected by an active MSO.',
    'files.refused':
      "Add setup.exe (not an accepted type): 'Only specific file formats are allowed (.png, .jpg, .pdf, etc).'",
    'files.remove': `Add extra.txt, then remove it with its delete button (${raiseAttachmentName} stays).`,
    'address.current': "Go to this step's own address again (as a link would): nothing changes.",
    ...browserMoves,
    'step.next': guarded('Next'),
    'step.back': 'Click Back.',
    'step.cancel': guarded('Cancel'),
    // What the reload finds is the next event's: the walk deletes or spoils the stored draft first.
    'page.reload': (_, { path, index }) =>
      ({
        'draft.none':
          "Delete the stored draft (the browser's local storage, portal.incident-draft.*), then reload the page.",
        'draft.unreadable': 'Spoil the stored draft (local storage, portal.incident-draft.*), then reload the page.',
      })[path.steps[index + 1]?.event.type ?? ''] ?? 'Reload the page.',
    'appointment.open': (step, place) =>
      moves(step, place) ? "Click 'Get Appointment' (or 'Change Appointment')." : 'No appointment button is offered.',
    'appointment.reserved':
      "Pick an AM slot in 'Available slots', click Reserve, then 'Yes, reserve': 'Appointment reservation Successfully'.",
    'appointment.failed':
      "Pick an AM slot, click Reserve, then 'Yes, reserve'; the reservation is refused: " +
      "'Appointment reservation was unsuccessfull'.",
    'appointment.closed': "Click Cancel in 'Get Appointment', then Close in 'Close without an appointment?'.",
    'availability.fill': (step) =>
      step.modelContext.avail
        ? "Under 'Customer availability', enter tomorrow's date and tick 'PM (13:00)'."
        : "No 'Customer availability' section is offered.",
    'confirmation.tick': `Tick '${raiseConfirmation}'.`,
    'confirmation.untick': `Untick '${raiseConfirmation}'.`,
    'step.submit': guarded('Submit'),
    'submit.ok': 'The incident create call answers with the new incident.',
    'submit.413': createAnswers(
      '413',
      "'Unable to attach file', 'File(s) exceeds the 8MB limit and cannot be uploaded.'",
    ),
    'submit.415': createAnswers(
      '415',
      "'Unsupported file type', 'Only specific file formats are allowed (.png, .jpg, .pdf, etc).'",
    ),
    'submit.fail':
      "The incident create call fails with 500: the error page opens; press the browser's Back to return to the draft.",
    'attach.ok': 'Creating the reservation against the incident succeeds.',
    'attach.fail': 'Creating the reservation against the incident fails with 500.',
    'publish.ok': 'Publishing the reservation succeeds.',
    'publish.fail': 'Publishing the reservation fails with 500.',
  },
  states: {
    restoring: "'Raise An Incident', reading back the stored draft (a moment).",
    'serviceDetails.idle': ({ modelContext: c }) =>
      `'Raise An Incident' at Service Details: the Service Reference box, Next disabled${
        c.form1 ? `, Customer Reference '${raiseCustomerReference}' kept` : ''
      }.`,
    'serviceDetails.checking': "'Looking up the service…'; Next disabled.",
    'serviceDetails.checked': ({ modelContext: c }) =>
      `${
        c.check === 'blocked'
          ? "The alert 'An open incident already exists for this service'"
          : c.check === 'mso'
            ? "The service's facts and an alert naming the multi-service outage (MSO…)"
            : "The service's facts"
      }${c.duplicate ? "; 'Fault Reference number should be unique'" : ''}; Next ${
        c.form1 && !c.duplicate && (c.check === 'ok' || c.check === 'mso') ? 'enabled' : 'disabled'
      }.`,
    'incidentDetails.editing': ({ modelContext: c }) => {
      const appointment =
        c.check === 'mso'
          ? "'Customer availability: today (…) from 13:00'"
          : c.appt === 'reserved'
            ? "'Appointment reserved: …'"
            : c.appt === 'fallback'
              ? "the 'Customer availability' group"
              : "the 'Get Appointment' button";
      const ready = c.form2 && (c.check === 'mso' || c.appt === 'reserved' || (c.appt === 'fallback' && c.avail));
      return `Incident Details with the Triage questions and ${appointment}; Next ${ready ? 'enabled' : 'disabled'}.`;
    },
    'incidentDetails.reserving': "The 'Get Appointment' dialog.",
    'summary.reviewing': ({ modelContext: c }) =>
      `'Submit Incident Details': the confirmation box ${c.confirmed ? 'ticked' : 'unticked'}, Submit ` +
      `${c.confirmed ? 'enabled' : 'disabled'}, ${raiseAttachmentName} listed.`,
    'summary.creating': 'The incident create call is on its way; Cancel disabled.',
    'summary.attaching': 'The reservation create call is on its way; Cancel disabled.',
    'summary.publishing': 'The reservation publish call is on its way; Cancel disabled.',
    complete: "'Thank you' (the incident is raised).",
    cancelled: "The 'Incidents' list.",
  },
};
