import type { ServiceActionFlags, ServiceStatus } from '../../../src/contracts/services';
import { todayIso } from '../../../src/lib/dates';

/** What the flags read of a service (a services row has all of it). */
export interface ServiceFlagState {
  status: string;
  productFamily: string;
  requestedDate: string | null;
  ponrTime: Date | null;
  ispSwitchGaining: boolean;
  switchDate: string | null;
}

/** Not yet installed: the order behind the service is still being built. */
const notInstalled: readonly ServiceStatus[] = ['Pending', 'Provisioning', 'In Progress'];
/** Cancellable statuses, before the point of no return. */
const cancellable: readonly ServiceStatus[] = ['Pending', 'Provisioning'];
/** Statuses whose details may still be amended (network, contacts, location). */
const amendable: readonly ServiceStatus[] = ['Pending', 'Provisioning', 'In Progress', 'Live'];

/**
 * The six action flags of a service (spec 2 §3, §4 "Service ordering of actions"), one pure function of its state and
 * the sandbox clock. The detail shows them, the portal offers an action only when its flag is on, and the action routes
 * (server/http/services/service-action-routes.ts) call this again and refuse when it is off. The rules (spec 2 does not
 * give them; the sandbox's reading):
 * - allow_cancel_cease: Pending or Provisioning, before the point of no return (ponr_time in the future, or none set).
 * - allow_cease_service: Live (a cease moves it to Cease Pending, which turns every flag but amend off).
 * - allow_amend_service: not ended and no cease pending (Pending, Provisioning, In Progress, Live).
 * - allow_line_profile_change: Live FTTP.
 * - allow_change_requested_date: not yet installed (Pending, Provisioning, In Progress) and a requested date is set
 *   (the service goes live on a date, not at an engineer's visit).
 * - allow_switch_date: an ISP switch is gaining the service, its switch date is set and still ahead (after today, in
 *   Europe/London), and the service is not ended or cease pending.
 */
export function serviceActionFlags(s: ServiceFlagState, now: Date = new Date()): ServiceActionFlags {
  const status = s.status as ServiceStatus;
  const today = todayIso(now);
  return {
    allow_cancel_cease: cancellable.includes(status) && (s.ponrTime === null || s.ponrTime.getTime() > now.getTime()),
    allow_cease_service: status === 'Live',
    allow_amend_service: amendable.includes(status),
    allow_line_profile_change: status === 'Live' && s.productFamily === 'fttp',
    allow_change_requested_date: notInstalled.includes(status) && s.requestedDate !== null,
    allow_switch_date:
      amendable.includes(status) && s.ispSwitchGaining && s.switchDate !== null && s.switchDate > today,
  };
}

/** The action names of the flags, for the refusal message of an action whose flag is off. */
export type ServiceActionFlag = keyof ServiceActionFlags;
