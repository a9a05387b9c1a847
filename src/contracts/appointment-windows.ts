/**
 * The appointment windows (spec 2 §9: 'Appointment slots AM 09:00 and PM 13:00'), the one definition every appointment
 * reads: the raise funnel, order and service appointments, the sandbox's slot generation, its seed and every label
 * (src/lib/appointment-windows.ts formats them). The spec gives when each window starts; AM runs until PM starts, and
 * PM ends at 18:00. It lives among the contracts, which may import nothing else, because request schemas name the starts.
 */
export const appointmentWindows = {
  AM: { start: '09:00', end: '13:00' },
  PM: { start: '13:00', end: '18:00' },
} as const;

export type AppointmentPeriod = keyof typeof appointmentWindows;
export const appointmentPeriods = ['AM', 'PM'] as const satisfies readonly AppointmentPeriod[];
/** The times a window starts at, as a request names them. */
export const appointmentWindowStarts = [appointmentWindows.AM.start, appointmentWindows.PM.start] as const;
