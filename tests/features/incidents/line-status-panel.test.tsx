import {
  incidentServiceCheckMachine,
  type ServiceCheck,
  serviceCheckProgress,
} from '@machines/incident-service-check.machine';
import { render, screen } from '@testing-library/react';
import { createActor, fromPromise } from 'xstate';
import { LineStatusPanel } from '@/features/incidents/incident-raise/line-status-panel';
import { liveService } from '../../support/support-fixtures';

const blocked = (block: ServiceCheck['block']): ServiceCheck => ({
  service: null,
  block,
  openIncidentLink: null,
  outage: null,
  diagnostics: null,
});

describe('LineStatusPanel banners', () => {
  it('says a reference the organisation does not have is not found', () => {
    render(<LineStatusPanel check={blocked('notFound')} progress={null} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'We could not find this service reference in your organisation. Check the reference and try again.',
    );
  });

  it('says a lookup that failed for another reason could not be made, rather than that the service does not exist', () => {
    render(<LineStatusPanel check={blocked('unavailable')} progress={null} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('We could not check this service just now, so an incident cannot be raised yet.');
    expect(alert).not.toHaveTextContent('could not find this service reference');
  });

  it('says which check is running while it runs, in the words of that state’s meta', async () => {
    const checker = createActor(
      incidentServiceCheckMachine.provide({
        actors: {
          lookupService: fromPromise(async () => liveService),
          checkOpenIncident: fromPromise(() => new Promise<{ link: string } | null>(() => undefined)),
        },
      }),
      { input: { serviceReference: 'S1000001', enableDiagnosticCheck: false } },
    ).start();
    await vi.waitFor(() => expect(checker.getSnapshot().value).toBe('checkingIncident'));
    render(<LineStatusPanel check={null} progress={serviceCheckProgress(checker.getSnapshot())} />);
    expect(screen.getByRole('status')).toHaveTextContent('Checking for an open incident…');
  });
});
