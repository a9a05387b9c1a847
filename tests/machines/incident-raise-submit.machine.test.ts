import { incidentRaiseSubmitMachine, type SubmitInput } from '@machines/incident-raise-submit.machine';
import { incidentRaiseSubmitModel } from '@machines/incident-raise-submit.model';
import { createActor, fromPromise, toPromise } from 'xstate';
import { testMachineWithModel } from '../support/model-testing';
import { httpError } from '../support/support-fixtures';
import { serviceValues } from './incident-raise.fixtures';

const slot = { appointment_date: '2026-01-06', slot: 'AM' as const, start_time: '09:00', end_time: '13:00' };
const reservation = { reservation_id: 'r-1', expiry_date: '2026-01-05T09:15:00Z', slot };
const draft: SubmitInput['draft'] = {
  step: 'summary',
  serviceReference: 'S1000001',
  check: null,
  serviceValues,
  detailsValues: {},
  reservation: null,
  fallback: false,
  availability: null,
  confirmed: true,
};
const file = new File([new Uint8Array(4)], 'a.png', { type: 'image/png' });

function submit(
  input: SubmitInput,
  calls: { create?: () => Promise<{ id: string }>; attach?: () => Promise<unknown> },
) {
  const seen: string[] = [];
  const machine = incidentRaiseSubmitMachine.provide({
    actors: {
      createIncident: fromPromise(async ({ input }) => {
        seen.push(`create ${input.files.length} file(s)`);
        return (calls.create ?? (async () => ({ id: 'inc-1' })))();
      }),
      createReservation: fromPromise(async ({ input }) => {
        seen.push(`attach ${input.reservation_id} to ${input.incident_id}`);
        return (calls.attach ?? (async () => ({})))();
      }),
      publishReservation: fromPromise(async ({ input }) => seen.push(`publish ${input.reservation_id}`)),
    },
  });
  return { seen, output: toPromise(createActor(machine, { input }).start()) };
}

describe('incident raise: submitting', () => {
  it('creates the incident with its files and, with no reservation, ends created', async () => {
    const s = submit({ draft, files: [file] }, {});
    expect(await s.output).toEqual({ incidentId: 'inc-1', error: null });
    expect(s.seen).toEqual(['create 1 file(s)']);
  });

  it('attaches and publishes a reserved appointment against the new incident', async () => {
    const s = submit({ draft: { ...draft, reservation }, files: [] }, {});
    expect(await s.output).toEqual({ incidentId: 'inc-1', error: null });
    expect(s.seen).toEqual(['create 0 file(s)', 'attach r-1 to inc-1', 'publish r-1']);
  });

  it('still ends created when the reservation cannot be attached', async () => {
    const s = submit({ draft: { ...draft, reservation }, files: [] }, { attach: () => Promise.reject(httpError(409)) });
    expect(await s.output).toEqual({ incidentId: 'inc-1', error: null });
    expect(s.seen).toEqual(['create 0 file(s)', 'attach r-1 to inc-1']);
  });

  it('answers why the incident was not created', async () => {
    const failure = httpError(413);
    const s = submit({ draft, files: [] }, { create: () => Promise.reject(failure) });
    expect(await s.output).toEqual({ incidentId: null, error: failure });
  });
});

const input: SubmitInput = { draft, files: [] };
testMachineWithModel({
  name: 'incident-raise-submit',
  machine: incidentRaiseSubmitMachine,
  model: incidentRaiseSubmitModel,
  input,
  drivers: {
    'reservation.held': ({ restart }) => restart({ draft: { ...draft, reservation }, files: [] }),
    'create.ok': ({ resolve }) => resolve('createIncident', { id: 'inc-1' }),
    'create.fail': ({ reject }) => reject('createIncident', httpError(415)),
    'attach.ok': ({ resolve }) => resolve('createReservation', {}),
    'attach.fail': ({ reject }) => reject('createReservation', httpError(409)),
    'publish.ok': ({ resolve }) => resolve('publishReservation', {}),
    'publish.fail': ({ reject }) => reject('publishReservation', httpError(409)),
  },
  assertState: ({ snapshot, step, inputOf }) => {
    const state = step.expectedState;
    if (state === 'created') expect(snapshot().output).toEqual({ incidentId: 'inc-1', error: null });
    if (state === 'refused') expect(snapshot().output).toMatchObject({ incidentId: null, error: { status: 415 } });
    if (state === 'attaching' || state === 'publishing')
      expect(inputOf(state === 'attaching' ? 'createReservation' : 'publishReservation')).toEqual({
        reservation_id: 'r-1',
        incident_id: 'inc-1',
      });
  },
});
