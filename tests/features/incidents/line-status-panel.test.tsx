import type { ServiceCheck } from '@machines/incident-service-check.machine';
import { render, screen } from '@testing-library/react';
import { LineStatusPanel } from '@/features/incidents/raise/line-status-panel';

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

  it('says which check is running while it runs', () => {
    render(<LineStatusPanel check={null} progress="checkingIncident" />);
    expect(screen.getByRole('status')).toHaveTextContent('Checking for an open incident…');
  });
});
