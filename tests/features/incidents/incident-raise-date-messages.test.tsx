import type { ReservationOutput } from '@machines/appointment-reservation.machine';
import { faultReferenceCheckMachine } from '@machines/fault-reference-check.machine';
import { incidentRaiseMachine } from '@machines/incident-raise.machine';
import type { RestoredDraft } from '@machines/incident-raise-draft';
import { incidentRaiseServiceMachine } from '@machines/incident-raise-service.machine';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, createMachine, fromCallback, fromPromise } from 'xstate';
import { IncidentDetailsStep } from '@/features/incidents/incident-raise/incident-details-step';
import { ServiceDetailsStep } from '@/features/incidents/incident-raise/service-details-step';
import { addDays, formatDate, todayIso } from '@/lib/dates';
import { checks, detailsValues, serviceValues } from '../../machines/incident-raise.fixtures';
import { configureTestHttp, jsonResponse, routeFetch } from '../support/http';
import { renderAt } from './fixtures';

// Spec 2 §5: the fault start cannot be in the future and customer availability must be from tomorrow. A date the rules
// refuse keeps Next disabled, and the field says why, in the rules' words: a disabled Next alone does not say what to
// fix.

const failedReservation: ReservationOutput = { reservation: null, fallback: 'customer-availability', reason: '409' };
const answering = <T,>(output: T) =>
  createMachine({ initial: 'done', states: { done: { type: 'final' } }, output: () => output });

function startFunnel() {
  const machine = incidentRaiseMachine.provide({
    actors: {
      restoreDraft: fromPromise(
        async (): Promise<RestoredDraft> => ({ draft: undefined, files: [], filesRestore: 'none' }),
      ),
      address: fromCallback(() => undefined),
      serviceStep: incidentRaiseServiceMachine.provide({
        actors: {
          checkService: answering(checks.ok) as never,
          faultReferenceCheck: faultReferenceCheckMachine.provide({
            actors: { isUnique: fromPromise(async () => true) },
          }),
        },
      }),
      appointmentReservation: answering(failedReservation) as never,
    },
    actions: { saveDraft: () => undefined, saveDraftFiles: () => undefined, showStep: () => undefined },
  });
  return createActor(machine, {
    input: { enableDiagnosticCheck: false, vulnerabilityEnabled: false, now: () => Date.now() },
  }).start();
}
const settle = () => act(() => new Promise((r) => setTimeout(r, 0)));

beforeEach(() => {
  configureTestHttp();
  routeFetch({
    '/v2/incident-fault-categories': jsonResponse(200, { data: [{ id: 1, name: 'No service' }] }),
    '/v2/business-service-categories': jsonResponse(200, {
      data: [{ id: 1, name: 'FTTP', legacy: false, isAppointable: true }],
    }),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('raise funnel dates', () => {
  it('says on the fault start date that it cannot be in the future, while Next stays disabled', async () => {
    const funnel = startFunnel();
    await settle();
    const step = () => funnel.getSnapshot().children.serviceStep as unknown as ReturnType<typeof createActor>;
    step().send({ type: 'service.select', serviceReference: 'S1000001' });
    await settle();
    step().send({ type: 'form.change', values: { ...serviceValues, fault_start_date: todayIso() } });
    renderAt(<ServiceDetailsStep actor={funnel} />, '/support/incidents/create');

    const date = screen.getByRole('textbox', { name: 'Fault start date' });
    await userEvent.clear(date);
    await userEvent.type(date, formatDate(addDays(todayIso(), 1)));

    expect(screen.getByRole('alert')).toHaveTextContent('The fault start time cannot be in the future');
    expect(date).toHaveAccessibleDescription('Format dd/mm/yyyy The fault start time cannot be in the future');
    expect(screen.queryByText('Invalid date')).toBeNull();
    expect(funnel.getSnapshot().can({ type: 'step.next' })).toBe(false);
  });

  it('says on the customer availability date that it must be from tomorrow, while Next stays disabled', async () => {
    const funnel = startFunnel();
    await settle();
    const step = funnel.getSnapshot().children.serviceStep as unknown as ReturnType<typeof createActor>;
    step.send({ type: 'service.select', serviceReference: 'S1000001' });
    await settle();
    step.send({ type: 'form.change', values: serviceValues });
    funnel.send({ type: 'step.next' });
    funnel.send({ type: 'form.change', values: detailsValues });
    funnel.send({ type: 'appointment.open' });
    await settle();
    renderAt(<IncidentDetailsStep actor={funnel} />, '/support/incidents/create/incident-details');

    const date = screen.getByRole('textbox', { name: 'Date' });
    await userEvent.type(date, formatDate(todayIso()));

    expect(date).toHaveAccessibleDescription('Format dd/mm/yyyy Customer availability must be from tomorrow');
    expect(funnel.getSnapshot().can({ type: 'step.next' })).toBe(false);
    await userEvent.clear(date);
    await userEvent.type(date, formatDate(addDays(todayIso(), 1)));
    expect(screen.queryByText('Customer availability must be from tomorrow')).toBeNull();
    expect(funnel.getSnapshot().can({ type: 'step.next' })).toBe(true);
  });
});
