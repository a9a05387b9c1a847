import type { RoleName } from '@/contracts/users';

/**
 * Badge colours dark enough to pass WCAG AA (4.5:1) both as text on antd's tinted tag fill and as a fill under white
 * text: antd's presets put e.g. cyan text on pale cyan at 3.5:1. Teal and cyan stay distinct because the spec gives Acknowledged and Placed different colours.
 */
export const badgeColours = {
  red: '#a8071a',
  teal: '#006d75',
  cyan: '#0b6b96',
  blue: '#0958d9',
  green: '#237804',
  orange: '#ad4e00',
  purple: '#531dab',
  gray: '#595959',
} as const;
export type BadgeColourName = keyof typeof badgeColours;
export type BadgeColour = (typeof badgeColours)[BadgeColourName];

/**
 * Spec 1 §4, spec 2 §4 and spec 3 §4 status badge colours. Spec 3 gives none for two order statuses: In Delay is orange
 * (waiting, like Pending) and Rejected purple (a refusal, kept apart from Cancelled's red). Services and contact requests
 * (statuses the spec does not colour) follow the same sense: working blue, waiting orange, done green; finished ones
 * (Replaced, Resolved, Closed) stay neutral gray.
 */
const statusColours: Record<string, BadgeColourName> = {
  Acknowledged: 'teal',
  'Awaiting your reply': 'orange',
  'Cancellation Requested': 'red',
  'Cease Pending': 'orange',
  Cancelled: 'red',
  Ceased: 'red',
  Committed: 'blue',
  'In Progress': 'blue',
  Live: 'green',
  New: 'blue',
  Open: 'blue',
  Progressing: 'blue',
  Provisioning: 'blue',
  Submitted: 'blue',
  Completed: 'green',
  'In Delay': 'orange',
  Pending: 'orange',
  Placed: 'cyan',
  Rejected: 'purple',
  // Billing (docs/areas/billing.md): settled green, owed past due or bounced red, a credit used up neutral.
  Paid: 'green',
  Overdue: 'red',
  Deposited: 'green',
  Failed: 'red',
  Applied: 'gray',
};

/** Colour name of a status badge; unknown statuses are neutral gray. */
export function statusColourName(status: string): BadgeColourName {
  return statusColours[status] ?? 'gray';
}

/** Fill colour for a status badge. */
export function statusColour(status: string): BadgeColour {
  return badgeColours[statusColourName(status)];
}

/** Spec 1 §4 role badge colours: Admin red, Billing teal, Developer green, Export gray, Ordering blue, Support purple. */
const roleColourNames: Record<RoleName, BadgeColourName> = {
  Admin: 'red',
  Billing: 'teal',
  Developer: 'green',
  Export: 'gray',
  Ordering: 'blue',
  Support: 'purple',
};

export function roleColourName(role: string): BadgeColourName {
  return roleColourNames[role as RoleName] ?? 'gray';
}

export function roleColour(role: string): BadgeColour {
  return badgeColours[roleColourName(role)];
}
