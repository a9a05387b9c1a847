import type { RoleName } from '@/contracts/users';

/** antd has no teal preset; its cyan-7 reads as teal and stays distinct from the cyan preset used for Placed. */
export const teal = '#08979c';

/** antd Tag colours: presets, with antd's 'default' standing for the spec's gray. */
export type BadgeColour = 'cyan' | 'red' | 'blue' | 'green' | 'orange' | 'purple' | 'default' | typeof teal;

/** Spec 1 §4 status badge colours. */
const statusColours: Record<string, BadgeColour> = {
  Acknowledged: teal,
  'Cancellation Requested': 'red',
  Cancelled: 'red',
  Ceased: 'red',
  Committed: 'blue',
  'In Progress': 'blue',
  New: 'blue',
  Progressing: 'blue',
  Submitted: 'blue',
  Completed: 'green',
  'In Delay': 'orange',
  Pending: 'orange',
  Placed: 'cyan',
};

/** Colour for a status badge; unknown statuses are neutral. */
export function statusColour(status: string): BadgeColour {
  return statusColours[status] ?? 'default';
}

/** Spec 1 §4 role badge colours: Admin red, Billing teal, Developer green, Export gray, Ordering blue, Support purple. */
export const roleColours: Record<RoleName, BadgeColour> = {
  Admin: 'red',
  Billing: teal,
  Developer: 'green',
  Export: 'default',
  Ordering: 'blue',
  Support: 'purple',
};

export function roleColour(role: string): BadgeColour {
  return roleColours[role as RoleName] ?? 'default';
}
