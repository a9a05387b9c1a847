import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ServiceDetail } from '@/contracts/services';
import { CaseCommentForm } from '@/features/services/actions/case-comment-form';
import { ServiceActions } from '@/features/services/actions/service-actions';
import { serviceKeys } from '@/features/services/queries';
import { addDays, addWorkingDays, formatDate, todayIso } from '@/lib/dates';
import { isWorkingDay } from '@/lib/working-days';
import { renderAt } from '../../orders/fixtures';
import { errorResponse, jsonResponse, requestsOf, routeFetch } from '../../support/http';
import { serviceFixture } from '../appointments/service-fixture';

/** A working day before today: refused only for being past, so its message must be the past rule's. */
function pastWorkingDay() {
  let day = addDays(todayIso(), -1);
  while (!isWorkingDay(day)) day = addDays(day, -1);
  return day;
}

const flagsOff = {
  allow_cancel_cease: false,
  allow_cease_service: false,
  allow_amend_service: false,
  allow_line_profile_change: false,
  allow_change_requested_date: false,
  allow_switch_date: false,
};
const service = (over: Partial<ServiceDetail> = {}) => serviceFixture({ ...flagsOff, id: 'svc-1', ...over });
const result = (over: Record<string, unknown> = {}) =>
  jsonResponse(200, {
    data: { service_id: 'svc-1', action: 'x', status: 'Live', history_id: 'svh_1', replayed: false, ...over },
  });
const render = (s: ServiceDetail) =>
  renderAt(<ServiceActions service={s} />, '/support/services/svc-1', '/support/services/:id');
const actions = () => within(screen.getByRole('region', { name: 'Actions' }));
const bodyOf = async (requests: ReturnType<typeof routeFetch>, index = 0) => requestsOf(requests)[index]?.json();

describe('service actions', () => {
  it('offers only the actions the flags allow, and says so when none', () => {
    render(service({ allow_cease_service: true, allow_line_profile_change: true, status: 'Live' }));
    expect(
      actions()
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Cease service', 'Change line profile']);
  });

  it('says when no action is available', () => {
    render(service({ status: 'Ceased' }));
    expect(actions().getByText('No actions are available for this service in its current state.')).toBeInTheDocument();
  });

  it('cancels after the confirmation: the reason sent, a toast, the service refreshed', async () => {
    const user = userEvent.setup();
    const requests = routeFetch({ 'POST /v2/services/cancel/svc-1': result({ status: 'Cancelled' }) });
    const { queryClient } = render(service({ allow_cancel_cease: true, status: 'Pending' }));
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await user.click(actions().getByRole('button', { name: 'Cancel service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel service' });
    expect(within(dialog).getByText(/Cancel service S1000100\?/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Customer moved out');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel service' }));
    expect(await screen.findByText('Service cancelled')).toBeInTheDocument();
    expect(await bodyOf(requests)).toEqual({ reason: 'Customer moved out' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: serviceKeys.details() });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the sandbox's refusal (flag off: 409) in the dialog, with Retry", async () => {
    const user = userEvent.setup();
    let calls = 0;
    routeFetch({
      'POST /v2/services/cease/svc-1': () => {
        calls += 1;
        return calls === 1
          ? errorResponse(409, 'conflict', 'This service cannot be ceased')
          : result({ status: 'Cease Pending' });
      },
    });
    render(service({ allow_cease_service: true, status: 'Live' }));
    await user.click(actions().getByRole('button', { name: 'Cease service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cease service' });
    await user.click(within(dialog).getByRole('button', { name: 'Cease service' }));
    expect(await within(dialog).findByText('This service cannot be ceased')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Cease requested')).toBeInTheDocument();
  });

  it('schedules remote activation on a typed dd/MM/yyyy working day; a past day is refused before sending', async () => {
    const user = userEvent.setup();
    const requests = routeFetch({ 'POST /v2/service/svc-1/remote-activation': result() });
    render(service({ status: 'Provisioning' }));
    await user.click(actions().getByRole('button', { name: 'Schedule remote activation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule remote activation' });
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(requests).not.toHaveBeenCalled();
    const field = within(dialog).getByRole('textbox', { name: /Remote activation date/ });
    await user.type(field, formatDate(pastWorkingDay()));
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await within(dialog).findByText('A remote activation date cannot be in the past')).toBeInTheDocument();
    expect(within(dialog).queryByText('Invalid date')).toBeNull();
    expect(requests).not.toHaveBeenCalled();
    const day = addWorkingDays(todayIso(), 2);
    await user.clear(field);
    await user.type(field, formatDate(day));
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('Remote activation scheduled')).toBeInTheDocument();
    expect(new URL(requestsOf(requests)[0]?.url ?? '').searchParams.get('remote-activation-date')).toBe(day);
  });

  it('updates the contacts with the spec 2 §5 site contact messages, then sends them', async () => {
    const user = userEvent.setup();
    const requests = routeFetch({
      '/v2/services-contact/svc-1': jsonResponse(200, {
        data: { service_id: 'svc-1', vulnerable_customer: false, vulnerability_support: '' },
      }),
      'PUT /v2/services-contact-update/svc-1': result(),
    });
    render(service({ allow_amend_service: true }));
    await user.click(actions().getByRole('button', { name: 'Update contacts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update contacts' });
    const site = within(await within(dialog).findByRole('group', { name: 'Site contact' }));
    await user.type(site.getByLabelText(/Telephone/), '0770');
    await user.click(site.getByRole('checkbox', { name: 'Vulnerable customer' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save contacts' }));
    expect(await site.findByText('Required')).toBeInTheDocument();
    expect(site.getByText('Telephone must contain at least 9 characters')).toBeInTheDocument();
    expect(site.getByText('Vulnerability support is required')).toBeInTheDocument();
    expect(requestsOf(requests).map((r) => r.method)).toEqual(['GET']);
    // Over-long text is kept as pasted (not cut to a different, valid-looking value) and the limit's message shows.
    const longEmail = `${'s'.repeat(250)}@example.com`;
    await user.click(site.getByLabelText(/Email/));
    await user.paste(longEmail);
    expect(site.getByLabelText(/Email/)).toHaveValue(longEmail);
    await user.click(within(dialog).getByRole('button', { name: 'Save contacts' }));
    expect(await site.findByText('Max 254 characters allowed')).toBeInTheDocument();
    await user.clear(site.getByLabelText(/Email/));
    await user.type(site.getByLabelText(/Name/), 'Sam Site');
    await user.type(site.getByLabelText(/Email/), 'sam@example.com');
    await user.type(site.getByLabelText(/Telephone/), '900123');
    await user.type(site.getByLabelText(/Vulnerability support/), 'Call before visiting');
    await user.click(within(dialog).getByRole('button', { name: 'Save contacts' }));
    expect(await screen.findByText('Contacts updated')).toBeInTheDocument();
    // Every field of the PUT, the ones left empty as '' (a missing one would be refused, not read as empty).
    expect(await bodyOf(requests, 1)).toEqual({
      site_contact_name: 'Sam Site',
      site_contact_email: 'sam@example.com',
      site_contact_telephone: '0770900123',
      vulnerable_customer: true,
      vulnerability_support: 'Call before visiting',
      wayleave_contact_name: '',
      wayleave_contact_email: '',
      wayleave_contact_telephone: '',
    });
  });

  it("puts the sandbox's field errors (400) beside the fields", async () => {
    const user = userEvent.setup();
    routeFetch({
      'PUT /v2/services-network-update/svc-1': jsonResponse(400, {
        error: {
          status: 400,
          code: 'validation_failed',
          message: 'Some fields are not valid',
          fields: { service_vlan: ['VLAN 2001 is in use'] },
        },
      }),
    });
    render(
      service({
        allow_amend_service: true,
        network: {
          customer_vlan: 101,
          service_vlan: 2001,
          enni: null,
          enni_string: null,
          enni_display_name: null,
          remote_agent_id: 'nf-remote-1',
          authentication_agent: 'PPPoE Intermediate Agent',
        },
      }),
    );
    await user.click(actions().getByRole('button', { name: 'Update network details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update network details' });
    expect(within(dialog).getByLabelText(/Customer VLAN/)).toHaveValue(101);
    await user.click(within(dialog).getByRole('button', { name: 'Save network details' }));
    expect(await within(dialog).findByText('VLAN 2001 is in use')).toBeInTheDocument();
  });

  it('loads the line profiles first, then changes to the chosen one', async () => {
    const user = userEvent.setup();
    const requests = routeFetch({
      '/v2/line-profiles/svc-1': jsonResponse(200, {
        data: {
          service_id: 'svc-1',
          current: 'LP-1000-1000',
          options: [
            { value: 'LP-1000-1000', label: '1000 Mbps down / 1000 Mbps up' },
            { value: 'LP-1000-500', label: '1000 Mbps down / 500 Mbps up' },
          ],
        },
      }),
      'PUT /v2/line-profiles/update': result(),
    });
    render(service({ allow_line_profile_change: true, status: 'Live', line_profile: 'LP-1000-1000' }));
    await user.click(actions().getByRole('button', { name: 'Change line profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change line profile' });
    await user.click(await within(dialog).findByRole('radio', { name: '1000 Mbps down / 500 Mbps up' }));
    expect(within(dialog).queryByRole('radio', { name: '1000 Mbps down / 1000 Mbps up' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Change line profile' }));
    expect(await screen.findByText('Line profile changed')).toBeInTheDocument();
    expect(await bodyOf(requests, 1)).toEqual({ service_id: 'svc-1', line_profile: 'LP-1000-500' });
  });

  it('offers Retry when the install options cannot be loaded', async () => {
    const user = userEvent.setup();
    let calls = 0;
    routeFetch({
      '/v2/service/svc-1/install-options': () => {
        calls += 1;
        return calls === 1
          ? Response.error()
          : jsonResponse(200, {
              data: {
                service_id: 'svc-1',
                options: [{ value: 'cpe_install', label: 'CPE install' }],
                current: { cpe_install: true, bbu_install: false, voip_install: false, telecare_install: false },
              },
            });
      },
    });
    render(service({ allow_amend_service: true }));
    await user.click(actions().getByRole('button', { name: 'Change install options' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change install options' });
    expect(await within(dialog).findByText('We could not load the choices')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByRole('checkbox', { name: 'CPE install' })).toBeChecked();
  });

  it('moves the requested date; a past date shows its message', async () => {
    const user = userEvent.setup();
    const later = addWorkingDays(todayIso(), 5);
    const requests = routeFetch({ 'POST /v2/services/requested-date': result() });
    render(service({ allow_change_requested_date: true, requested_date: later }));
    await user.click(actions().getByRole('button', { name: 'Change requested date' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change requested date' });
    const field = within(dialog).getByRole('textbox', { name: /Requested date/ });
    expect(field).toHaveValue(formatDate(later));
    await user.clear(field);
    await user.type(field, formatDate(pastWorkingDay()));
    await user.click(within(dialog).getByRole('button', { name: 'Save requested date' }));
    expect(await within(dialog).findByText('A requested date cannot be in the past')).toBeInTheDocument();
    expect(within(dialog).queryByText('Invalid date')).toBeNull();
    expect(requests).not.toHaveBeenCalled();
    const next = addWorkingDays(todayIso(), 1);
    await user.clear(field);
    await user.type(field, formatDate(next));
    await user.click(within(dialog).getByRole('button', { name: 'Save requested date' }));
    expect(await screen.findByText('Requested date changed')).toBeInTheDocument();
    expect(await bodyOf(requests)).toEqual({ service_id: 'svc-1', requested_date: next });
  });
});

describe('case comment form', () => {
  it('adds a comment to its case, then empties the box; an empty one is refused', async () => {
    const user = userEvent.setup();
    const requests = routeFetch({ 'POST /v2/service_case_comments': result({ action: 'caseComment' }) });
    renderAt(
      <CaseCommentForm serviceId="svc-1" caseId="case-1" caseNumber="CS0001" />,
      '/support/services/svc-1',
      '/support/services/:id',
    );
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    const box = screen.getByLabelText('Comment on case CS0001');
    await user.type(box, 'Any update?');
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    expect(await screen.findByText('Comment added')).toBeInTheDocument();
    expect(await bodyOf(requests)).toEqual({ text: 'Any update?', service_id: 'svc-1', case_id: 'case-1' });
    expect(box).toHaveValue('');
  });
});
