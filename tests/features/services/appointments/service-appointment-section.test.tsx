import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderSlot } from '@/contracts/orders';
import { ServiceAppointmentSection } from '@/features/services/appointments/service-appointment-section';
import { addWorkingDays, formatDate, todayIso, workingDaysAfter } from '@/lib/dates';
import { slotsOnDays } from '@/lib/order-slots';
import { renderAt } from '../../orders/fixtures';
import { errorResponse, jsonResponse, routeFetch, urlsOf } from '../../support/http';
import { bookedAppointment, serviceFixture } from './service-fixture';

const from = addWorkingDays(todayIso(), 2);
/** n slots after `from`, AM then PM, as the sandbox offers them. */
const slots = (n: number): OrderSlot[] => slotsOnDays(workingDaysAfter(from, Math.ceil(n / 2))).slice(0, n);
const section = () => within(screen.getByRole('region', { name: 'Change appointment' }));
const render = (service = serviceFixture()) =>
  renderAt(<ServiceAppointmentSection service={service} />, '/support/services/svc-amend', '/support/services/:id');

async function openAndSearch(user: ReturnType<typeof userEvent.setup>, reappointment = false) {
  await user.click(section().getByRole('button', { name: 'Change appointment' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Change appointment' }));
  const date = dialog.getByRole('textbox', { name: /Appointments from/ });
  await user.clear(date);
  await user.type(date, formatDate(from));
  if (reappointment) await user.click(dialog.getByRole('checkbox', { name: /Reappointment/ }));
  await user.click(dialog.getByRole('button', { name: 'Search' }));
  return dialog;
}

describe('service appointment section', () => {
  it.each([
    [
      'a cannot_reappoint_reason',
      { appointment: bookedAppointment({ cannot_reappoint_reason: 'Engineer dispatched' }) },
    ],
    ['a Completed visit', { appointment: bookedAppointment({ status: 'Completed' }) }],
    ['a ceased service', { status: 'Ceased' as const }],
  ])('offers no change for %s, and says why', (_, over) => {
    routeFetch({});
    render(serviceFixture(over));
    expect(section().queryByRole('button', { name: 'Change appointment' })).not.toBeInTheDocument();
    expect(section().getByText(/cannot be changed/)).toBeInTheDocument();
  });

  it('names the reason the provider gave, and says when no appointment is booked', () => {
    routeFetch({});
    render(serviceFixture({ appointment: bookedAppointment({ cannot_reappoint_reason: 'Engineer dispatched' }) }));
    expect(section().getByText('This appointment cannot be changed: Engineer dispatched')).toBeInTheDocument();
  });

  it('says when no appointment is booked', () => {
    routeFetch({});
    render(serviceFixture({ appointment: null }));
    expect(section().getByText('No appointment is booked for this service.')).toBeInTheDocument();
    expect(section().queryByRole('button')).not.toBeInTheDocument();
  });

  it('searches, shows 10 at a time, reserves one (ticked) and moves the appointment to it', async () => {
    const user = userEvent.setup();
    const list = slots(25);
    const picked = list[11] as OrderSlot;
    const bodies: unknown[] = [];
    const requests = routeFetch({
      '/v2/appointments/search': jsonResponse(200, { data: list }),
      'PUT /v2/appointments/reserve': async (request) => {
        bodies.push(await request.json());
        return jsonResponse(201, {
          data: { ...picked, appointmentReservationKey: 'RSV-abc', expires_at: '2030-01-01T00:00:00Z' },
        });
      },
      'PUT /v2/appointments/amend': async (request) => {
        bodies.push(await request.json());
        return jsonResponse(200, {
          data: {
            id: 'apt-1',
            date: picked.appointmentDate,
            start_time: '13:00',
            end_time: '18:00',
            status: 'Booked',
            key: 'RSV-abc',
          },
        });
      },
    });
    render();
    const dialog = await openAndSearch(user, true);

    const search = urlsOf(requests).find((u) => u.pathname.endsWith('/v2/appointments/search'));
    expect(Object.fromEntries(search?.searchParams ?? [])).toEqual({
      appointmentDate: from,
      uprn: '100010009001',
      product: 'fttpl2b-1000',
      ispMigration: 'false',
      projectReference: 'PRJ-7',
      reappointment: 'true',
    });
    expect(await dialog.findAllByRole('radio')).toHaveLength(10);
    expect(dialog.getByText('Showing 10 of 25 appointments')).toBeInTheDocument();
    // The windows of spec 2 §9, as the raise funnel offers them: AM from 09:00, PM from 13:00.
    expect(dialog.getAllByRole('radio')[0]).toHaveAccessibleName(/, AM 09:00–13:00$/);
    expect(dialog.getAllByRole('radio')[1]).toHaveAccessibleName(/, PM 13:00–18:00$/);
    await user.click(dialog.getByRole('button', { name: 'Show More' }));
    expect(dialog.getAllByRole('radio')).toHaveLength(20);
    expect(dialog.getByRole('button', { name: 'Change appointment' })).toBeDisabled();

    await user.click(dialog.getAllByRole('radio')[11] as HTMLElement);
    await user.click(dialog.getByRole('button', { name: 'Reserve appointment' }));
    expect(await screen.findByText('Appointment reservation Successfully')).toBeInTheDocument();
    expect(screen.getByText('Reserve appointment request submitted.')).toBeInTheDocument();
    expect(bodies[0]).toEqual({
      serviceId: 'svc-amend',
      appointmentDate: picked.appointmentDate,
      appointmentStartTime: '13:00',
      appointmentEndTime: '18:00',
      reappointment: true,
    });
    expect(dialog.getByRole('radio', { name: /\(reserved\)$/ })).toBeChecked();

    await user.click(dialog.getByRole('button', { name: 'Change appointment' }));
    expect(await screen.findByText('Appointment changed')).toBeInTheDocument();
    expect(bodies[1]).toEqual({ serviceId: 'svc-amend', appointmentReservationKey: 'RSV-abc', reappointment: true });
    const amend = urlsOf(requests).find((u) => u.pathname.endsWith('/v2/appointments/amend'));
    expect(amend?.searchParams.get('smsReappointment')).toBe('false');
    const done = dialog.getByText(/^The appointment is now/);
    expect(done).toHaveTextContent(formatDate(picked.appointmentDate));
    expect(done).toHaveTextContent('PM 13:00–18:00');
    await user.click(dialog.getByRole('button', { name: 'Done' }));
    // Closed: the appointment can be changed again (the section's button is disabled while the dialog runs).
    await vi.waitFor(() => expect(section().getByRole('button', { name: 'Change appointment' })).toBeEnabled());
  });

  it("asks for a date before searching ('This field is required')", async () => {
    const user = userEvent.setup();
    const requests = routeFetch({});
    render();
    await user.click(section().getByRole('button', { name: 'Change appointment' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Change appointment' }));
    await user.clear(dialog.getByRole('textbox', { name: /Appointments from/ }));
    await user.click(dialog.getByRole('button', { name: 'Search' }));
    expect(dialog.getByText('This field is required')).toBeInTheDocument();
    expect(requests).not.toHaveBeenCalled();
  });

  it("toasts 'Failed fetch appointments' when the search fails", async () => {
    const user = userEvent.setup();
    routeFetch({ '/v2/appointments/search': errorResponse(503, 'unavailable', 'down') });
    render();
    await openAndSearch(user);
    expect(await screen.findByText('Failed fetch appointments')).toBeInTheDocument();
    expect(screen.getByText('Please try again later or contact support')).toBeInTheDocument();
  });

  it("shows 'No Appointments Found: …' without an orders link when nothing is free", async () => {
    const user = userEvent.setup();
    routeFetch({ '/v2/appointments/search': jsonResponse(200, { data: [] }) });
    render();
    const dialog = await openAndSearch(user);
    expect(await dialog.findByText('No Appointments Found:')).toBeInTheDocument();
    expect(
      dialog.getByText(
        /There are currently no appointments available, please try again later or contact our support team/,
      ),
    ).toBeInTheDocument();
    expect(dialog.queryByRole('link')).not.toBeInTheDocument();
  });

  it("a slot someone else holds: 'Appointment reservation was unsuccessfull' and the sandbox's words", async () => {
    const user = userEvent.setup();
    const taken = 'This appointment slot has just been reserved by someone else. Please choose another.';
    routeFetch({
      '/v2/appointments/search': jsonResponse(200, { data: slots(4) }),
      'PUT /v2/appointments/reserve': errorResponse(409, 'conflict', taken),
    });
    render();
    const dialog = await openAndSearch(user);
    await user.click((await dialog.findAllByRole('radio'))[0] as HTMLElement);
    await user.click(dialog.getByRole('button', { name: 'Reserve appointment' }));
    expect(await screen.findByText('Appointment reservation was unsuccessfull')).toBeInTheDocument();
    expect(
      screen.getByText('Sorry your appointment reservation failed, please try again or contact support'),
    ).toBeInTheDocument();
    expect(dialog.getByText(taken)).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Change appointment' })).toBeDisabled();
  });

  it('a refused change says why and keeps the reservation to try again', async () => {
    const user = userEvent.setup();
    const list = slots(2);
    const expired = 'The reservation has expired or is not yours: search and reserve again';
    routeFetch({
      '/v2/appointments/search': jsonResponse(200, { data: list }),
      'PUT /v2/appointments/reserve': jsonResponse(201, {
        data: { ...list[0], appointmentReservationKey: 'RSV-1', expires_at: '2030-01-01T00:00:00Z' },
      }),
      'PUT /v2/appointments/amend': errorResponse(409, 'conflict', expired),
    });
    render();
    const dialog = await openAndSearch(user);
    await user.click((await dialog.findAllByRole('radio'))[0] as HTMLElement);
    await user.click(dialog.getByRole('button', { name: 'Reserve appointment' }));
    await screen.findByText('Appointment reservation Successfully');
    await user.click(dialog.getByRole('button', { name: 'Change appointment' }));
    expect(await dialog.findByText(expired)).toBeInTheDocument();
    expect(screen.getByText('Appointment change was unsuccessful')).toBeInTheDocument();
    // The button's loading icon leaves with an animation jsdom never ends: the name may still start with it.
    expect(dialog.getByRole('button', { name: /Change appointment$/ })).toBeEnabled();
  });
});
