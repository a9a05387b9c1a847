import { describe, expect, it } from 'vitest';
import { type ServiceFlagState, serviceActionFlags } from '../../../server/domain/services/action-flags';

const now = new Date('2026-11-26T12:00:00Z');
const state = (over: Partial<ServiceFlagState> = {}): ServiceFlagState => ({
  status: 'Live',
  productFamily: 'fttp',
  requestedDate: null,
  ponrTime: null,
  ispSwitchGaining: false,
  switchDate: null,
  ...over,
});
const on = (over: Partial<ServiceFlagState>) =>
  Object.entries(serviceActionFlags(state(over), now))
    .filter(([, v]) => v)
    .map(([k]) => k)
    .sort();

describe('serviceActionFlags (spec 2 §4 service ordering of actions)', () => {
  it('a Live FTTP service may be ceased, amended and have its line profile changed, nothing else', () => {
    expect(on({})).toEqual(['allow_amend_service', 'allow_cease_service', 'allow_line_profile_change']);
  });

  it('a Live Ethernet service has no line profile change', () => {
    expect(on({ productFamily: 'ethernet' })).toEqual(['allow_amend_service', 'allow_cease_service']);
  });

  it('a pending order may be cancelled before its point of no return, not after', () => {
    expect(on({ status: 'Pending', ponrTime: new Date('2026-11-27T00:00:00Z') })).toContain('allow_cancel_cease');
    expect(on({ status: 'Pending', ponrTime: null })).toContain('allow_cancel_cease');
    expect(on({ status: 'Pending', ponrTime: new Date('2026-11-26T11:59:59Z') })).not.toContain('allow_cancel_cease');
    expect(on({ status: 'In Progress', ponrTime: null })).not.toContain('allow_cancel_cease');
  });

  it('a requested date may change while not yet installed and one is set', () => {
    expect(on({ status: 'In Progress', requestedDate: '2026-12-10' })).toContain('allow_change_requested_date');
    expect(on({ status: 'In Progress', requestedDate: null })).not.toContain('allow_change_requested_date');
    expect(on({ status: 'Live', requestedDate: '2026-12-10' })).not.toContain('allow_change_requested_date');
  });

  it('a switch date may change while a gaining switch is ahead (after today in London)', () => {
    const gaining = { status: 'Pending', ispSwitchGaining: true };
    expect(on({ ...gaining, switchDate: '2026-11-27' })).toContain('allow_switch_date');
    expect(on({ ...gaining, switchDate: '2026-11-26' })).not.toContain('allow_switch_date');
    expect(on({ ...gaining, switchDate: null })).not.toContain('allow_switch_date');
    expect(on({ status: 'Live', ispSwitchGaining: false, switchDate: '2026-12-01' })).not.toContain(
      'allow_switch_date',
    );
  });

  it('an ended or cease-pending service allows nothing', () => {
    for (const status of ['Ceased', 'Cancelled', 'Replaced', 'Cease Pending']) {
      expect(
        on({ status, requestedDate: '2026-12-10', ispSwitchGaining: true, switchDate: '2026-12-10' }),
        status,
      ).toEqual([]);
    }
  });
});
