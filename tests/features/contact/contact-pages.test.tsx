import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contactCategories, contactStatuses } from '@/contracts/contact';
import { ComplaintsPage } from '@/features/contact/complaints-page';
import { ContactOverviewPage } from '@/features/contact/contact-overview-page';
import { contactDraftWrites } from '@/features/contact/draft-store';
import { RequestInformationPage } from '@/features/contact/request-information-page';
import { contactMessages } from '@/lib/contact-rules';
import { errorResponse, jsonResponse, requestsOf, routeFetch, urlsOf } from '../support/http';
import { detail, record, renderAt } from './fixtures';

vi.mock('idb-keyval', () => import('../support/memory-idb-keyval'));

const stats = {
  total_records: 1,
  status_summary: contactStatuses.map((status) => ({ status, total: status === 'Open' ? 1 : 0 })),
};
const page = (rows = [record()]) => ({
  current_page: 1,
  from: 1,
  to: rows.length,
  per_page: 10,
  total: rows.length,
  data: rows,
});
const base = '/api/issues/v2/contact';

describe('contact overview', () => {
  it('shows each kind with its counts per status, each a link to the filtered list, and the newest requests', async () => {
    routeFetch({
      [`${base}/overview`]: jsonResponse(200, {
        data: {
          kinds: [
            {
              kind: 'request-information',
              total: 3,
              status_summary: contactStatuses.map((status) => ({
                status,
                total: status === 'Closed' ? 2 : status === 'Open' ? 1 : 0,
              })),
              recent: [record()],
            },
            {
              kind: 'complaints',
              total: 0,
              status_summary: contactStatuses.map((status) => ({ status, total: 0 })),
              recent: [],
            },
          ],
        },
      }),
    });
    renderAt(<ContactOverviewPage />, '/contact/overview');
    const requests = await screen.findByRole('region', { name: 'Request Information' });
    const closed = within(requests).getByRole('link', { name: '2 Closed' });
    expect(closed).toHaveAttribute(
      'href',
      '/contact/request-information?sort=created_at&order=desc&page=1&limit=10&status=Closed',
    );
    expect(within(requests).getByRole('link', { name: 'RI-000007' })).toHaveAttribute(
      'href',
      '/contact/request-information/RI-000007',
    );
    // 23:30 UTC on 1 March is 1 March in London (GMT).
    expect(within(requests).getByText('01/03/2026')).toBeInTheDocument();
    const complaints = screen.getByRole('region', { name: 'Complaints' });
    expect(within(complaints).getByText('Nothing raised yet.')).toBeInTheDocument();
    expect(within(complaints).getByRole('link', { name: 'Raise A Complaint' })).toHaveAttribute(
      'href',
      '/contact/complaints/create',
    );
  });
});

describe('contact lists', () => {
  it('asks for page 1, ten, newest first, and links each reference to its page', async () => {
    const requests = routeFetch({
      [`${base}/complaints/quick-stats`]: jsonResponse(200, { data: stats }),
      [`${base}/complaints`]: jsonResponse(
        200,
        page([record({ kind: 'complaints', reference: 'CMP-000004', priority: 'High', status: 'Open' })]),
      ),
    });
    renderAt(<ComplaintsPage userId="usr_1" />, '/contact/complaints?sort=created_at&order=desc&page=1&limit=10');
    const table = await screen.findByRole('table', { name: 'Complaints' });
    expect(within(table).getByRole('link', { name: 'CMP-000004' })).toHaveAttribute(
      'href',
      '/contact/complaints/CMP-000004',
    );
    expect(within(table).getByText('High')).toBeInTheDocument();
    const list = urlsOf(requests).find((u) => u.pathname.endsWith('/contact/complaints'));
    expect(Object.fromEntries(list?.searchParams ?? [])).toEqual({ page: '1', limit: '10', sort: '-created_at' });
  });
});

describe('contact list filters', () => {
  it("filters by its kind's categories beside the status: the address keeps it and the list asks for both, from page 1", async () => {
    const requests = routeFetch({
      [`${base}/complaints/quick-stats`]: jsonResponse(200, { data: stats }),
      [`${base}/complaints`]: jsonResponse(200, page([record({ kind: 'complaints', reference: 'CMP-000004' })])),
    });
    // 'Ordering' is a request-information category, not a complaint's: the address drops it.
    const { current } = renderAt(
      <ComplaintsPage userId="usr_1" />,
      '/contact/complaints?sort=created_at&order=desc&page=1&limit=10&status=Open&category=Ordering',
    );
    await waitFor(() =>
      expect(current()).toBe('/contact/complaints?page=1&limit=10&sort=created_at&order=desc&status=Open'),
    );
    const select = await screen.findByRole('combobox', { name: 'Category' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', ...contactCategories.complaints]);
    await userEvent.selectOptions(select, 'Engineer visit');
    await waitFor(() =>
      expect(current()).toBe(
        '/contact/complaints?page=1&limit=10&sort=created_at&order=desc&status=Open&category=Engineer+visit',
      ),
    );
    const lists = () => urlsOf(requests).filter((u) => u.pathname.endsWith('/contact/complaints'));
    await waitFor(() =>
      expect(JSON.parse(lists().at(-1)?.searchParams.get('filters') ?? '{}')).toEqual({
        and: [
          { field: 'status', operator: 'eq', value: 'Open' },
          { field: 'category', operator: 'eq', value: 'Engineer visit' },
        ],
      }),
    );
    expect(lists().at(-1)?.searchParams.get('page')).toBe('1');
    expect(await within(select).findByRole('option', { name: 'Engineer visit', selected: true })).toBeInTheDocument();
  });
});

// The form's antd controls make role queries slow in jsdom on a loaded machine.
describe('raising a request', { timeout: 30_000 }, () => {
  it('shows every field error on Submit and sends nothing', async () => {
    const user = userEvent.setup();
    const requests = routeFetch({});
    renderAt(<ComplaintsPage userId="usr_errors" />, '/contact/complaints/create');
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    // Spec 2 §5: every required field left empty reads 'This field is required' (the choices too).
    expect(await screen.findAllByText('This field is required')).toHaveLength(4);
    expect(screen.getByLabelText('Subject')).toHaveAttribute('aria-invalid', 'true');
    expect(requestsOf(requests).filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('sends the fields and files as multipart, shows the reference, and keeps a draft across a reload until sent', async () => {
    const user = userEvent.setup();
    // The multipart body as sent (jsdom's File is not the one undici's formData() parser accepts back).
    const append = vi.spyOn(FormData.prototype, 'append');
    let posted = 0;
    routeFetch({
      [`POST ${base}/request-information`]: () => {
        posted += 1;
        return jsonResponse(201, { data: detail({ reference: 'RI-000042', status: 'Open', messages: [] }) });
      },
    });
    const first = renderAt(<RequestInformationPage userId="usr_send" />, '/contact/request-information/create');
    await user.click(await screen.findByLabelText('Category'));
    await user.click(await screen.findByTitle('Network'));
    await user.type(screen.getByLabelText('Subject'), 'Planned works');
    await user.type(screen.getByLabelText('Description'), 'Which services are affected?');
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'map.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Attachments (optional)'), file);
    await contactDraftWrites();
    first.queryClient.clear();
    document.body.innerHTML = '';

    // A reload: the kept draft fills the form again.
    renderAt(<RequestInformationPage userId="usr_send" />, '/contact/request-information/create');
    await waitFor(() => expect(screen.getByLabelText('Subject')).toHaveValue('Planned works'));
    expect(screen.getByRole('list', { name: 'Chosen files' })).toHaveTextContent('map.png');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Information request RI-000042 has been raised')).toBeInTheDocument();
    expect(posted).toBe(1);
    const parts = append.mock.calls.map(([name, value]) => [name, value instanceof File ? value.name : value]);
    expect(parts).toEqual([
      ['category', 'Network'],
      ['subject', 'Planned works'],
      ['description', 'Which services are affected?'],
      ['attachment[0]', 'map.png'],
    ]);
    append.mockRestore();
    expect(screen.getByRole('link', { name: 'View RI-000042' })).toHaveAttribute(
      'href',
      '/contact/request-information/RI-000042',
    );
  });

  it("puts the sandbox's refusal beside its field", async () => {
    const user = userEvent.setup();
    routeFetch({
      [`POST ${base}/request-information`]: jsonResponse(400, {
        error: {
          status: 400,
          code: 'validation_failed',
          message: contactMessages.relatedUnknown,
          fields: { related_reference: [contactMessages.relatedUnknown] },
        },
      }),
    });
    renderAt(<RequestInformationPage userId="usr_refused" />, '/contact/request-information/create');
    await user.click(await screen.findByLabelText('Category'));
    await user.click(await screen.findByTitle('Billing'));
    await user.type(screen.getByLabelText('Related service or order reference (optional)'), 'S9999999');
    await user.type(screen.getByLabelText('Subject'), 'Credit');
    await user.type(screen.getByLabelText('Description'), 'Please credit us.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(contactMessages.relatedUnknown)).toBeInTheDocument();
    expect(screen.getByLabelText('Related service or order reference (optional)')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });
});

describe('a request and its conversation', () => {
  it('shows the fields, the files and the conversation; a reply is sent with its text and refreshes the thread', async () => {
    const user = userEvent.setup();
    let current = detail();
    const replies: FormData[] = [];
    routeFetch({
      [`${base}/request-information/RI-000007`]: () => jsonResponse(200, { data: current }),
      [`POST ${base}/request-information/RI-000007/messages`]: async (request) => {
        replies.push(await request.formData());
        current = detail({
          status: 'In Progress',
          messages: [
            ...detail().messages,
            {
              id: 'm3',
              author: 'customer',
              name: 'Sam Support',
              text: 'Thanks',
              created_at: '2026-03-03T09:00:00.000Z',
              attachments: [],
            },
          ],
        });
        return jsonResponse(201, { data: current });
      },
    });
    renderAt(<RequestInformationPage userId="usr_1" />, '/contact/request-information/RI-000007');
    expect(await screen.findByRole('heading', { level: 1, name: 'Information request RI-000007' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download invoice.png' })).toBeInTheDocument();
    const thread = screen.getByRole('region', { name: 'Conversation' });
    expect(within(thread).getByText('We have received your request.')).toBeInTheDocument();
    expect(within(thread).getByText('02/03/2026, 00:30')).toBeInTheDocument();
    await user.click(within(thread).getByRole('button', { name: 'Send Reply' }));
    expect(await within(thread).findByText(contactMessages.required)).toBeInTheDocument();
    await user.type(within(thread).getByLabelText('Reply'), 'Thanks');
    await user.click(within(thread).getByRole('button', { name: 'Send Reply' }));
    expect(await within(thread).findByText('Thanks')).toBeInTheDocument();
    expect(replies[0]?.get('text')).toBe('Thanks');
    await waitFor(() =>
      expect(within(screen.getByRole('region', { name: 'Details' })).getByText('In Progress')).toBeInTheDocument(),
    );
  });

  it("refuses a reply of spaces with the rule's words and sends nothing; puts the sandbox's refusal beside the box", async () => {
    const user = userEvent.setup();
    let posted = 0;
    routeFetch({
      [`${base}/request-information/RI-000007`]: jsonResponse(200, { data: detail() }),
      [`POST ${base}/request-information/RI-000007/messages`]: () => {
        posted += 1;
        return jsonResponse(400, {
          error: {
            status: 400,
            code: 'validation_failed',
            message: contactMessages.replyMax,
            fields: { text: [contactMessages.replyMax] },
          },
        });
      },
    });
    renderAt(<RequestInformationPage userId="usr_1" />, '/contact/request-information/RI-000007');
    const thread = await screen.findByRole('region', { name: 'Conversation' });
    await user.type(within(thread).getByLabelText('Reply'), '   ');
    await user.click(within(thread).getByRole('button', { name: 'Send Reply' }));
    expect(await within(thread).findByText(contactMessages.required)).toBeInTheDocument();
    expect(within(thread).getByLabelText('Reply')).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toBe(0);

    await user.type(within(thread).getByLabelText('Reply'), 'Thanks');
    await user.click(within(thread).getByRole('button', { name: 'Send Reply' }));
    expect(await within(thread).findByText(contactMessages.replyMax)).toBeInTheDocument();
    expect(within(thread).queryByText(contactMessages.required)).not.toBeInTheDocument();
    expect(posted).toBe(1);
  });

  it('refuses a reply with a file of the wrong type, sends nothing, and forgets the refusal once other files are chosen', async () => {
    const user = userEvent.setup({ applyAccept: false });
    let posted = 0;
    routeFetch({
      [`${base}/request-information/RI-000007`]: jsonResponse(200, { data: detail() }),
      [`POST ${base}/request-information/RI-000007/messages`]: () => {
        posted += 1;
        return jsonResponse(201, { data: detail() });
      },
    });
    renderAt(<RequestInformationPage userId="usr_1" />, '/contact/request-information/RI-000007');
    const thread = await screen.findByRole('region', { name: 'Conversation' });
    await user.type(within(thread).getByLabelText('Reply'), 'See attached');
    const files = within(thread).getByLabelText('Attachments (optional)');
    await user.upload(files, new File(['MZ'], 'tool.exe', { type: 'application/octet-stream' }));
    await user.click(within(thread).getByRole('button', { name: 'Send Reply' }));
    // The refusal names the file it did not send.
    const refused = `${contactMessages.fileType} Not attached: tool.exe`;
    expect(await within(thread).findByText(refused)).toBeInTheDocument();
    expect(posted).toBe(0);
    await user.upload(files, new File(['%PDF'], 'letter.pdf', { type: 'application/pdf' }));
    expect(within(thread).queryByText(refused)).not.toBeInTheDocument();
    expect(within(thread).queryByText('Your reply could not be sent. Please try again.')).not.toBeInTheDocument();
  });

  it('closes after confirmation; a closed request offers no reply', async () => {
    const user = userEvent.setup();
    let current = detail();
    const requests = routeFetch({
      [`${base}/request-information/RI-000007`]: () => jsonResponse(200, { data: current }),
      [`POST ${base}/request-information/RI-000007/close`]: () => {
        current = detail({ status: 'Closed', can_reply: false, can_close: false });
        return jsonResponse(200, { data: current });
      },
    });
    renderAt(<RequestInformationPage userId="usr_1" />, '/contact/request-information/RI-000007');
    await user.click(await screen.findByRole('button', { name: 'Close Information request' }));
    await user.click(await screen.findByRole('button', { name: 'Close it' }));
    expect(await screen.findByText('This request is closed.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Reply')).not.toBeInTheDocument();
    expect(
      requestsOf(requests)
        .filter((r) => r.method === 'POST')
        .map((r) => new URL(r.url).pathname),
    ).toEqual([`${base}/request-information/RI-000007/close`]);
  });

  it('sends a missing request to the not-found page', async () => {
    routeFetch({ [`${base}/request-information/RI-999999`]: errorResponse(404, 'not_found', 'Request not found') });
    const { current } = renderAt(<RequestInformationPage userId="usr_1" />, '/contact/request-information/RI-999999');
    await waitFor(() => expect(current().split('?')[0]).toBe('/error-not-found'));
  });
});
