import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { providerName } from '@/components/comment-thread';
import type { IncidentComment } from '@/contracts/incidents';
import { IncidentDetailPage } from '@/features/incidents/incident-detail-page';
import { detailPage, itRetriesAnUnreachableDetail, itTakesComments, textsOf } from '../support/detail-page-checks';
import { captureDownloads } from '../support/downloads';
import { errorResponse, jsonResponse, requestsOf, routeFetch, testToken } from '../support/http';
import { detail, renderAt } from './fixtures';

const page = detailPage({
  noun: 'Incident',
  reference: 'INC1000001',
  section: '/support/incidents',
  api: '/v2/incidents',
  detail,
  render: (address, route) => renderAt(<IncidentDetailPage />, address, route),
});
const { address, detailPath, route } = page;

describe('IncidentDetailPage', () => {
  it('shows every field group of the incident: fault, service and site, contact', async () => {
    await page.open();
    const fault = page.region('Fault');
    expect(fault.getByText('In Progress')).toBeInTheDocument();
    expect(fault.getByText('No service at customer premises')).toBeInTheDocument();
    expect(fault.getByText('14/03/2025, 07:00')).toBeInTheDocument();
    expect(fault.getByText('14/03/2025')).toBeInTheDocument();
    expect(fault.getByText('NF-FR-3')).toBeInTheDocument();
    const service = page.region('Service and site');
    expect(service.getByText('S1000101')).toBeInTheDocument();
    expect(service.getByText('Unit 4, 88 High Street, Newcastle, NE1 3PQ')).toBeInTheDocument();
    expect(page.region('Contact').getByText('support@northfibre.example')).toBeInTheDocument();
    // No resolution fields yet, so no Resolution group.
    expect(screen.queryByRole('region', { name: 'Resolution' })).not.toBeInTheDocument();
  });

  it("names a pending incident 'Pending' in the breadcrumb and heading, never by its internal id", async () => {
    routeFetch({
      '/v2/incidents/inc_pending': jsonResponse(200, {
        data: detail({ id: 'inc_pending', service_now_incident_number: null, status: 'Pending' }),
      }),
    });
    renderAt(<IncidentDetailPage />, '/support/incidents/inc_pending', route);

    expect(await screen.findByRole('heading', { level: 1, name: 'Incident Pending' })).toBeInTheDocument();
    const trail = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(trail.getByText('Pending')).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByText(/inc_pending/)).not.toBeInTheDocument();
  });

  it('shows the triage answers as questions and answers, and the resolution fields when present', async () => {
    routeFetch({
      [detailPath]: jsonResponse(200, {
        data: detail({ status: 'Resolved', close_code: 'Solved (Permanently)', close_notes: 'Splice repaired.' }),
      }),
    });
    renderAt(<IncidentDetailPage />, address, route);

    const triage = within(await screen.findByRole('region', { name: 'Triage answers' }));
    expect(triage.getByText('Is the customer equipment powered on?').nextElementSibling).toHaveTextContent('Yes');
    expect(triage.getByText('Where is the A-end equipment located?').nextElementSibling).toHaveTextContent(
      'Comms room',
    );
    expect(triage.queryByText('Has any work been undertaken?')).not.toBeInTheDocument();
    const resolution = page.region('Resolution');
    expect(resolution.getByText('Solved (Permanently)')).toBeInTheDocument();
    expect(resolution.getByText('Splice repaired.')).toBeInTheDocument();
  });

  it("shows SERVICE_NOW and API comments as internal under the provider's name, others under the user's", async () => {
    routeFetch({ [detailPath]: jsonResponse(200, { data: detail() }) });
    renderAt(<IncidentDetailPage />, address, route);

    const comments = within(await screen.findByRole('region', { name: 'Comments' })).getAllByRole('listitem');
    const [serviceNow, api, portal] = comments.map((c) => c.textContent ?? '');
    expect(serviceNow).toContain(providerName);
    expect(serviceNow).toContain('Internal');
    expect(serviceNow).not.toContain('Service Desk');
    expect(api).toContain(providerName);
    expect(api).toContain('Internal');
    expect(portal).toContain('Sam Support');
    expect(portal).not.toContain('Internal');
    expect(portal).toContain('14/03/2025, 11:00');
  });

  it('lists appointments, appointment reservations and diagnostics', async () => {
    const appointments = await page.table('Appointments');
    expect(textsOf(appointments.getAllByRole('cell'))).toEqual([
      '18/03/2025',
      '09:00–13:00',
      'Placed',
      'APT-1',
      'No',
      'Yes',
      'Hard of hearing',
    ]);
    const reservations = within(screen.getByRole('table', { name: 'Appointment reservations' }));
    expect(textsOf(reservations.getAllByRole('cell'))).toEqual([
      '18/03/2025',
      '09:00–13:00',
      'Completed',
      '14/03/2025, 12:00',
    ]);
    expect(within(screen.getByRole('table', { name: 'Diagnostics' })).getByText('Test Fail')).toBeInTheDocument();
  });

  it('downloads an attachment with the bearer token and keeps its original file name', async () => {
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0xff, 0x00]);
    const fetchMock = routeFetch({
      '/attachments/5b0c1f57-4d07-4c52-9e43-0d6c1c5f1a11': new Response(bytes, {
        headers: { 'content-type': 'image/png', 'content-disposition': 'attachment; filename="Router_photo.png"' },
      }),
      [detailPath]: jsonResponse(200, { data: detail() }),
    });
    const downloads = captureDownloads();
    renderAt(<IncidentDetailPage />, address, route);

    await userEvent.click(await screen.findByRole('button', { name: 'Download Router photo (front).png' }));

    await waitFor(() => expect(downloads.click).toHaveBeenCalled());
    const call = requestsOf(fetchMock).find((request) => request.url.includes('/attachments/'));
    expect(call?.url).toContain('/api/incidents/v2/incidents/inc_0001/attachments/');
    expect(call?.headers.get('Authorization')).toBe(`Bearer ${testToken}`);
    expect(new Uint8Array(await (downloads.blobs[0] as Blob).arrayBuffer())).toEqual(bytes);
    expect(downloads.fileName()).toBe('Router photo (front).png');
    downloads.click.mockRestore();
  });

  itTakesComments(page, {
    create: 'POST /v2/incidents/comment/create',
    typed: 'Engineer can use the side door.',
    posted: { incident_id: 'inc_0001', text: 'Engineer can use the side door.' },
    added: {
      id: 'c4',
      created_at: '2025-03-15T08:00:00Z',
      name: 'Sam Support',
      text: 'Engineer can use the side door.',
      comment_source: 'PORTAL',
      attachment: null,
    } satisfies IncidentComment,
  });

  it.each([
    [404, 'not_found', '/error-not-found'],
    [403, 'forbidden', '/error-unauthorised'],
    [401, 'unauthorized', '/error-unauthorised'],
    [500, 'internal', '/error'],
  ])('redirects a %i answer to %s (spec 1 §8)', async (status, code, target) => {
    routeFetch({ [detailPath]: errorResponse(status, code, 'No') });
    const { current } = renderAt(<IncidentDetailPage />, address, route);
    await waitFor(() => expect(current()).toBe(target));
  });

  itRetriesAnUnreachableDetail(page);
});
