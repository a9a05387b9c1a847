import { type AppointmentPeriod, appointmentPeriods, appointmentWindows } from '../contracts/appointment-windows';

/** The window a slot is: the one it starts at (and ends at, when the end is given); undefined for any other times. */
export function windowOf(start: string, end?: string): AppointmentPeriod | undefined {
  return appointmentPeriods.find(
    (p) => appointmentWindows[p].start === start && (end === undefined || appointmentWindows[p].end === end),
  );
}

/** 'AM (09:00)': a window as the customer-availability choice names it. */
export const windowStartLabel = (period: AppointmentPeriod) => `${period} (${appointmentWindows[period].start})`;

/** '09:00–13:00' */
export const windowTimes = (period: AppointmentPeriod) =>
  `${appointmentWindows[period].start}–${appointmentWindows[period].end}`;
