import { appointmentSlotListMachine } from '@machines/appointment-slot-list.machine';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { createActor, fromPromise } from 'xstate';
import { getAppointmentAvailability, reserveAppointment } from '@/api/order-appointments';
import { AppointmentSlotList } from '@/components/appointment-slot-list';
import { reservedOf, slotsFixture } from '../../machines/appointment-slot-list.fixtures';
import { errorResponse, jsonResponse, routeFetch, urlsOf } from '../support/http';

const input = { uprn: '100000000001', product: 'FTTP_1000', ispMigration: false, newOrderType: 'fttp' };

/** The real calls (answered by msw) and a spy for the toast. */
function mount(extra: { restore?: ReturnType<typeof reservedOf> } = {}) {
  const toast = vi.fn();
  const machine = appointmentSlotListMachine.provide({
    actors: {
      loadSlots: fromPromise(({ input: q, signal }) => getAppointmentAvailability(q, signal)),
      reserveSlot: fromPromise(({ input: body }) => reserveAppointment(body)),
    },
    actions: { notifyReservationFailed: (_, t) => toast(t) },
  });
  const actor = createActor(machine, { input: { ...input, ...extra } }).start();
  const view = render(<AppointmentSlotList actor={actor} />);
  return { actor, toast, ...view };
}
const scan = async (container: HTMLElement) =>
  (await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })).violations.map((v) => v.id);
const reserveAnswer = async (request: Request) => {
  const body = (await request.json()) as { date: string; startTime: string; endTime: string };
  return jsonResponse(200, {
    data: {
      appointmentDate: body.date,
      appointmentStartTime: body.startTime,
      appointmentEndTime: body.endTime,
      appointmentReservationKey: `R-${body.date}-${body.startTime}`,
      expires_at: '2026-01-05T09:30:00Z',
    },
  });
};

describe('AppointmentSlotList', () => {
  it("shows 'Loading available appointments', then 10 slots dd/MM/yyyy with weekday and AM/PM; Show More adds 10", async () => {
    const requests = routeFetch({
      '/appointment-availability': jsonResponse(200, { data: slotsFixture(23) }),
    });
    const { container } = mount();
    expect(screen.getByRole('status')).toHaveTextContent('Loading available appointments');
    const group = await screen.findByRole('group', { name: 'Available appointments' });
    expect(within(group).getAllByRole('radio')).toHaveLength(10);
    expect(within(group).getByRole('radio', { name: 'Tue 06/01/2026, AM 09:00–13:00' })).toBeInTheDocument();
    expect(within(group).getByRole('radio', { name: 'Tue 06/01/2026, PM 13:00–18:00' })).toBeInTheDocument();
    expect(screen.getByText('Showing 10 of 23 appointments')).toBeInTheDocument();
    const url = urlsOf(requests)[0] as URL;
    expect(url.pathname).toMatch(/\/api\/orders\/appointment-availability$/);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      addressKey: input.uprn,
      product: 'FTTP_1000',
      ispMigration: 'false',
      newOrderType: 'fttp',
    });
    expect(Number.isNaN(Date.parse(url.searchParams.get('date') ?? ''))).toBe(false);
    expect(await scan(container)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Show More' }));
    expect(within(group).getAllByRole('radio')).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: 'Show More' }));
    expect(within(group).getAllByRole('radio')).toHaveLength(23);
    expect(screen.queryByRole('button', { name: 'Show More' })).not.toBeInTheDocument();
  });

  it('is used from the keyboard: arrows pick a slot without reserving, Reserve reserves it and ticks it', async () => {
    const requests = routeFetch({
      '/appointment-availability': jsonResponse(200, { data: slotsFixture(4) }),
      'POST /appointment-reservation': reserveAnswer,
    });
    const { container } = mount();
    const first = await screen.findByRole('radio', { name: 'Tue 06/01/2026, AM 09:00–13:00' });
    expect(screen.getByRole('button', { name: 'Reserve appointment' })).toBeDisabled();
    await userEvent.tab();
    expect(first).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    const second = screen.getByRole('radio', { name: 'Tue 06/01/2026, PM 13:00–18:00' });
    expect(second).toBeChecked();
    expect(requests.mock.calls.filter(([r]) => r.method === 'POST')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Reserve appointment' }));
    expect(
      await screen.findByText('Reserved appointment: Tue 06/01/2026, PM 13:00–18:00', { exact: false }),
    ).toBeInTheDocument();
    const reserved = screen.getByRole('radio', { name: 'Tue 06/01/2026, PM 13:00–18:00 (reserved)' });
    expect(reserved).toBeChecked();
    const post = requests.mock.calls.map(([r]) => r).find((r) => r.method === 'POST') as Request;
    expect(await post.json()).toEqual({
      date: '2026-01-06',
      startTime: '13:00',
      endTime: '18:00',
      uprn: input.uprn,
      product: 'FTTP_1000',
      ispMigration: false,
    });
    expect(screen.getByRole('button', { name: 'Reserve appointment' })).toBeDisabled();
    expect(await scan(container)).toEqual([]);
  });

  it('reserving another slot moves the tick: one reserved at a time', async () => {
    routeFetch({
      '/appointment-availability': jsonResponse(200, { data: slotsFixture(4) }),
      'POST /appointment-reservation': reserveAnswer,
    });
    const { actor } = mount();
    await userEvent.click(await screen.findByRole('radio', { name: /^Tue 06\/01\/2026, AM/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Reserve appointment' }));
    await screen.findByText(/Reserved appointment: Tue 06\/01\/2026, AM/);
    await userEvent.click(screen.getByRole('radio', { name: /^Wed 07\/01\/2026, PM/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Reserve appointment' }));
    await screen.findByText(/Reserved appointment: Wed 07\/01\/2026, PM/);
    expect(
      screen.getAllByText('Reserved', { exact: false }).filter((e) => e.textContent === '✓ Reserved'),
    ).toHaveLength(1);
    expect(actor.getSnapshot().context.reserved?.appointmentReservationKey).toBe('R-2026-01-07-13:00');
  });

  it("a slot someone else holds: the §8 toast and the sandbox's words, and the list stays usable", async () => {
    routeFetch({
      '/appointment-availability': jsonResponse(200, { data: slotsFixture(2) }),
      'POST /appointment-reservation': errorResponse(409, 'conflict', 'This appointment slot is held by another user'),
    });
    const { toast, container } = mount();
    await userEvent.click(await screen.findByRole('radio', { name: /AM/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Reserve appointment' }));
    expect(await screen.findByText('This appointment slot is held by another user')).toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith({
      title: 'Appointment reservation failed',
      description: 'There was an error reserving your appointment. Please try again later',
      duration: 5,
    });
    expect(screen.getByRole('button', { name: 'Reserve appointment' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: /PM/ })).toBeEnabled();
    expect(await scan(container)).toEqual([]);
  });

  it("an empty reservation answer reads 'Failed to reserve appointment, Please try again later.'", async () => {
    routeFetch({
      '/appointment-availability': jsonResponse(200, { data: slotsFixture(2) }),
      'POST /appointment-reservation': jsonResponse(200, { data: null }),
    });
    const { toast } = mount();
    await userEvent.click(await screen.findByRole('radio', { name: /AM/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Reserve appointment' }));
    expect(await screen.findByText('Failed to reserve appointment, Please try again later.')).toBeInTheDocument();
    expect(toast).toHaveBeenCalledTimes(1);
  });

  it("no slots: the 'No Appointments Found' box with a link to the orders list", async () => {
    routeFetch({ '/appointment-availability': jsonResponse(200, { data: [] }) });
    const { container } = mount();
    expect(await screen.findByText('No Appointments Found:')).toBeInTheDocument();
    expect(
      screen.getByText(
        'There are currently no appointments available, please try again later or contact our support team',
        { exact: false },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Orders' })).toHaveAttribute(
      'href',
      '/ordering/orders?page=1&sort=created_at&order=desc&limit=10',
    );
    expect(await scan(container)).toEqual([]);
  });

  it('a failed load offers to try again', async () => {
    let calls = 0;
    routeFetch({
      '/appointment-availability': () => {
        calls += 1;
        return calls === 1 ? errorResponse(503, 'unavailable', 'down') : jsonResponse(200, { data: slotsFixture(1) });
      },
    });
    mount();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('radio')).toHaveLength(1);
  });

  it('a restored reservation is ticked and picked', async () => {
    const slots = slotsFixture(3);
    routeFetch({ '/appointment-availability': jsonResponse(200, { data: slots }) });
    const { actor } = mount({ restore: reservedOf(slots[2] as (typeof slots)[number]) });
    expect(await screen.findByRole('radio', { name: 'Wed 07/01/2026, AM 09:00–13:00 (reserved)' })).toBeChecked();
    act(() => actor.stop());
  });
});
