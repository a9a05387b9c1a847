import { type DiagnosticPoll, diagnosticsCheckMachine } from '@machines/diagnostics-check.machine';
import { incidentServiceCheckMachine, type ServiceCheck } from '@machines/incident-service-check.machine';
import { incidentServiceCheckModel } from '@machines/incident-service-check.model';
import { createActor, fromPromise } from 'xstate';
import type { ServiceReferenceStatus } from '@/contracts/support-services';
import { testMachineWithModel } from '../support/model-testing';
import { httpError, liveService, activeMso as mso } from '../support/support-fixtures';

const up = { outcome: 'up', message: 'Line Ok', result: null } as const;
const input = { serviceReference: 'S1000001', enableDiagnosticCheck: true };

function startCheck(service: Partial<ServiceReferenceStatus>, openIncident: { link: string } | null = null) {
  const diagnostics = diagnosticsCheckMachine.provide({
    actors: {
      startCheck: fromPromise(async () => ({ check_id: 'c' })),
      pollCheck: fromPromise(async (): Promise<DiagnosticPoll> => ({ status: 'pending' })),
    },
  });
  const machine = incidentServiceCheckMachine.provide({
    actors: {
      lookupService: fromPromise(async () => ({ ...liveService, ...service })),
      checkOpenIncident: fromPromise(async () => openIncident),
      loadOutage: fromPromise(async (): Promise<unknown> => Promise.reject(new Error('404'))),
      diagnosticsCheck: diagnostics,
    },
  });
  return createActor(machine, { input }).start();
}
const outputOf = async (actor: ReturnType<typeof startCheck>) => {
  await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
  return actor.getSnapshot().output as ServiceCheck;
};

describe('incident service check machine', () => {
  it('blocks a service that is not live', async () => {
    expect(await outputOf(startCheck({ stage: 'In Progress' }))).toMatchObject({ block: 'notLive' });
  });

  it('blocks a service with an open incident and offers its link', async () => {
    const output = await outputOf(startCheck({}, { link: '/support/incidents/INC0999001' }));
    expect(output).toMatchObject({ block: 'openIncident', openIncidentLink: '/support/incidents/INC0999001' });
  });

  it('says the MSO details are unavailable when they cannot be loaded, and runs the line test as a child', async () => {
    vi.useFakeTimers();
    try {
      const actor = startCheck({ active_mso_incident: mso });
      await vi.advanceTimersByTimeAsync(15_000);
      const output = await outputOf(actor);
      expect(output.outage).toEqual({
        status: 'unavailable',
        message: 'An MSO incident may be affecting this service, but details are unavailable.',
      });
      expect(output.diagnostics).toMatchObject({ outcome: 'unknown', message: 'Test unable to complete' });
      expect(output.block).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

testMachineWithModel({
  name: 'incident-service-check',
  machine: incidentServiceCheckMachine,
  model: incidentServiceCheckModel,
  input,
  drivers: {
    'flag.diagnosticsOff': ({ restart }) => restart({ ...input, enableDiagnosticCheck: false }),
    'lookup.live': ({ resolve }) => resolve('lookupService', liveService),
    'lookup.liveMso': ({ resolve }) => resolve('lookupService', { ...liveService, active_mso_incident: mso }),
    'lookup.notLive': ({ resolve }) => resolve('lookupService', { ...liveService, stage: 'In Progress' }),
    'lookup.fail': ({ reject }) => reject('lookupService', httpError(404)),
    'lookup.error': ({ reject }) => reject('lookupService', httpError(500)),
    'incident.none': ({ resolve }) => resolve('checkOpenIncident', null),
    'incident.open': ({ resolve }) => resolve('checkOpenIncident', { link: '/support/incidents/INC0999001' }),
    'incident.fail': ({ reject }) => reject('checkOpenIncident', httpError(500)),
    'outage.ok': async ({ resolve, inputOf }) => {
      expect(inputOf('loadOutage')).toEqual({ id: 'mso-1' });
      await resolve('loadOutage', { id: 'mso-1' });
    },
    'outage.fail': ({ reject }) => reject('loadOutage', new Error('404')),
    'diagnostics.up': ({ resolve }) => resolve('diagnosticsCheck', up),
    'diagnostics.provisioning': ({ resolve }) =>
      resolve('diagnosticsCheck', { outcome: 'provisioning', message: 'Service is Provisioning', result: null }),
  },
  assertState: ({ step, snapshot }) => {
    if (step.expectedState === 'done') expect(snapshot().output?.block).toBe(step.modelContext.block);
  },
});
