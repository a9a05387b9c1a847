import { screen, within } from '@testing-library/react';
import type { MsoComment } from '@/api/mso';
import { providerName } from '@/components/comment-thread';
import { MsoIncidentPage } from '@/features/mso-incidents/mso-incident-page';
import { renderAt } from '../incidents/fixtures';
import { detailPage, itRetriesAnUnreachableDetail, itTakesComments, textsOf } from '../support/detail-page-checks';
import { jsonResponse, routeFetch } from '../support/http';
import { msoDetail } from './fixtures';

const page = detailPage({
  noun: 'MSO Incident',
  reference: 'MSO0000001',
  section: '/support/mso_incidents',
  api: '/v2/mso-incidents',
  detail: msoDetail,
  render: (address, route) => renderAt(<MsoIncidentPage />, address, route),
});
const { address, detailPath, route } = page;

describe('MsoIncidentPage', () => {
  it('shows the MSO fields by reference: status, description, location, raised date and duration so far', async () => {
    await page.open(msoDetail());
    const outage = page.region('Outage');
    expect(outage.getByText('In Progress')).toBeInTheDocument();
    expect(outage.getByText('Fibre cut at street cabinet - Leeds')).toBeInTheDocument();
    expect(outage.getByText('Service Outage')).toBeInTheDocument();
    expect(outage.getByText('OLT-LEEDS-2')).toBeInTheDocument();
    expect(outage.getByText('Date raised').nextElementSibling).toHaveTextContent('14/03/2025, 09:30');
    expect(outage.getByText('Duration').nextElementSibling).toHaveTextContent('3 days, 2 hours and 15 minutes so far');
    // Not resolved: no Resolved fact, and fields the provider left empty are left out.
    expect(outage.queryByText('Resolved')).not.toBeInTheDocument();
    const location = page.region('Location');
    expect(location.getByText('Leeds exchange')).toBeInTheDocument();
    expect(location.getByText('LS1 4AP')).toBeInTheDocument();
    expect(location.queryByText('Email')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Resolution' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Triage' })).not.toBeInTheDocument();
  });

  it('shows a resolved MSO with its resolution and a plain duration', async () => {
    routeFetch({
      [detailPath]: jsonResponse(200, {
        data: msoDetail({
          status: 'Resolved',
          resolved_at: '2025-03-14T12:30:00Z',
          duration: 180,
          resolution_close_code: 'Solved (Permanently)',
        }),
      }),
    });
    renderAt(<MsoIncidentPage />, address, route);

    const outage = within(await screen.findByRole('region', { name: 'Outage' }));
    expect(outage.getByText('Resolved', { selector: 'dt' }).nextElementSibling).toHaveTextContent('14/03/2025, 12:30');
    expect(outage.getByText('Duration').nextElementSibling).toHaveTextContent(/^3 hours$/);
    expect(page.region('Resolution').getByText('Solved (Permanently)')).toBeInTheDocument();
  });

  it('lists the affected outages with service reference, begin, end and duration in days, hours and minutes', async () => {
    const outages = await page.table('Affected outages');
    expect(textsOf(outages.getAllByRole('columnheader'))).toEqual(['Service Reference', 'Begin', 'End', 'Duration']);
    const [, ended, ongoing] = outages.getAllByRole('row');
    expect(textsOf(within(ended as HTMLElement).getAllByRole('cell'))).toEqual([
      'S1000005',
      '14/03/2025, 09:30',
      '16/03/2025, 12:35',
      '2 days, 3 hours and 5 minutes',
    ]);
    expect(textsOf(within(ongoing as HTMLElement).getAllByRole('cell'))).toEqual([
      'S1000101',
      '14/03/2025, 09:31',
      'Ongoing',
      '4 hours and 1 minute so far',
    ]);
  });

  it("shows the provider's updates under the provider's name and users' comments under theirs", async () => {
    routeFetch({ [detailPath]: jsonResponse(200, { data: msoDetail() }) });
    renderAt(<MsoIncidentPage />, address, route);

    const comments = within(await screen.findByRole('region', { name: 'Comments' })).getAllByRole('listitem');
    const [serviceNow, portal] = comments.map((c) => c.textContent ?? '');
    expect(serviceNow).toContain(providerName);
    expect(serviceNow).toContain('Internal');
    expect(serviceNow).toContain('Engineers have been dispatched.');
    expect(portal).toContain('Sam Support');
    expect(portal).not.toContain('Internal');
    expect(portal).toContain('14/03/2025, 11:00');
  });

  itTakesComments(page, {
    create: 'POST /v2/mso-incidents/comment/create',
    // Sent trimmed.
    typed: '  Customers in LS2 also affected.  ',
    posted: { mso_incident_id: 'mso_0001', text: 'Customers in LS2 also affected.' },
    added: {
      id: 'msc3',
      created_at: '2025-03-15T08:00:00Z',
      name: 'Sam Support',
      text: 'Customers in LS2 also affected.',
      type: 'PORTAL',
    } satisfies MsoComment,
  });

  it('shows a loading status while the MSO incident loads', () => {
    routeFetch({ [detailPath]: () => new Promise<Response>(() => undefined) });
    page.render();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the MSO incident');
  });

  itRetriesAnUnreachableDetail(page);
});
