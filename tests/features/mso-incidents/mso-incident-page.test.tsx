import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MsoComment } from '@/api/mso';
import { providerName } from '@/components/comment-thread';
import { MsoIncidentPage } from '@/features/mso-incidents/mso-incident-page';
import { renderAt } from '../incidents/fixtures';
import { fetchCall, jsonResponse, networkFailure, requestsOf, routeFetch, testToken } from '../support/http';
import { msoDetail } from './fixtures';

const route = '/support/mso_incidents/:id';
const address = '/support/mso_incidents/MSO0000001';
const detailPath = '/v2/mso-incidents/MSO0000001';

const region = (name: string) => within(screen.getByRole('region', { name }));

describe('MsoIncidentPage', () => {
  it('shows the MSO fields by reference: status, description, location, raised date and duration so far', async () => {
    const fetchMock = routeFetch({ [detailPath]: jsonResponse(200, { data: msoDetail() }) });
    renderAt(<MsoIncidentPage />, address, route);

    expect(await screen.findByRole('heading', { level: 1, name: 'MSO Incident MSO0000001' })).toBeInTheDocument();
    expect(fetchCall(fetchMock).headers.get('Authorization')).toBe(`Bearer ${testToken}`);
    const outage = region('Outage');
    expect(outage.getByText('In Progress')).toBeInTheDocument();
    expect(outage.getByText('Fibre cut at street cabinet - Leeds')).toBeInTheDocument();
    expect(outage.getByText('Service Outage')).toBeInTheDocument();
    expect(outage.getByText('OLT-LEEDS-2')).toBeInTheDocument();
    expect(outage.getByText('Date raised').nextElementSibling).toHaveTextContent('14/03/2025, 09:30');
    expect(outage.getByText('Duration').nextElementSibling).toHaveTextContent('3 days, 2 hours and 15 minutes so far');
    // Not resolved: no Resolved fact, and fields the provider left empty are left out.
    expect(outage.queryByText('Resolved')).not.toBeInTheDocument();
    const location = region('Location');
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
    expect(region('Resolution').getByText('Solved (Permanently)')).toBeInTheDocument();
  });

  it('lists the affected outages with service reference, begin, end and duration in days, hours and minutes', async () => {
    routeFetch({ [detailPath]: jsonResponse(200, { data: msoDetail() }) });
    renderAt(<MsoIncidentPage />, address, route);

    const outages = within(await screen.findByRole('table', { name: 'Affected outages' }));
    expect(outages.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Service Reference',
      'Begin',
      'End',
      'Duration',
    ]);
    const [, ended, ongoing] = outages.getAllByRole('row');
    expect(
      within(ended as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['S1000005', '14/03/2025, 09:30', '16/03/2025, 12:35', '2 days, 3 hours and 5 minutes']);
    expect(
      within(ongoing as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['S1000101', '14/03/2025, 09:31', 'Ongoing', '4 hours and 1 minute so far']);
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

  it("refuses an empty comment with 'This field is required' and sends nothing", async () => {
    const fetchMock = routeFetch({ [detailPath]: jsonResponse(200, { data: msoDetail() }) });
    renderAt(<MsoIncidentPage />, address, route);

    await userEvent.click(await screen.findByRole('button', { name: 'Add Comment' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This field is required');
    expect(screen.getByRole('textbox', { name: 'Add a comment' })).toHaveAttribute('aria-invalid', 'true');
    expect(requestsOf(fetchMock).some((request) => request.method === 'POST')).toBe(false);
  });

  it('adds a comment through POST /v2/mso-incidents/comment/create, then shows it in the refreshed MSO incident', async () => {
    const added: MsoComment = {
      id: 'msc3',
      created_at: '2025-03-15T08:00:00Z',
      name: 'Sam Support',
      text: 'Customers in LS2 also affected.',
      type: 'PORTAL',
    };
    let stored = false;
    const fetchMock = routeFetch({
      'POST /v2/mso-incidents/comment/create': () => {
        stored = true;
        return jsonResponse(201, { data: added });
      },
      [detailPath]: () => {
        const base = msoDetail();
        return jsonResponse(200, { data: stored ? { ...base, comments: [...base.comments, added] } : base });
      },
    });
    renderAt(<MsoIncidentPage />, address, route);

    const box = await screen.findByRole('textbox', { name: 'Add a comment' });
    await userEvent.type(box, '  Customers in LS2 also affected.  ');
    await userEvent.click(screen.getByRole('button', { name: 'Add Comment' }));

    expect(await screen.findByText('Customers in LS2 also affected.', { selector: 'p' })).toBeInTheDocument();
    const post = requestsOf(fetchMock).find((request) => request.method === 'POST');
    expect(post?.url).toContain('/api/incidents/v2/mso-incidents/comment/create');
    expect(await post?.json()).toEqual({
      mso_incident_id: 'mso_0001',
      text: 'Customers in LS2 also affected.',
    });
    expect(box).toHaveValue('');
  });

  it("shows the server's field error when the comment is refused", async () => {
    routeFetch({
      'POST /v2/mso-incidents/comment/create': jsonResponse(400, {
        error: {
          status: 400,
          code: 'validation_failed',
          message: 'Invalid',
          fields: { text: ['A comment is at most 4000 characters'] },
        },
      }),
      [detailPath]: jsonResponse(200, { data: msoDetail() }),
    });
    renderAt(<MsoIncidentPage />, address, route);

    await userEvent.type(await screen.findByRole('textbox', { name: 'Add a comment' }), 'Too long');
    await userEvent.click(screen.getByRole('button', { name: 'Add Comment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A comment is at most 4000 characters');
  });

  it('shows a loading status, then an inline error with Retry when the MSO incident cannot be reached', async () => {
    let calls = 0;
    routeFetch({
      [detailPath]: () => {
        if (calls++ === 0) return networkFailure();
        return jsonResponse(200, { data: msoDetail() });
      },
    });
    const { current } = renderAt(<MsoIncidentPage />, address, route);

    expect(screen.getByRole('status')).toHaveTextContent('Loading the MSO incident');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load this MSO incident');
    await userEvent.click(within(alert).getByRole('button', { name: /retry/i }));
    expect(await screen.findByRole('heading', { level: 1, name: 'MSO Incident MSO0000001' })).toBeInTheDocument();
    expect(current()).toBe(address);
  });
});
