import { describe, expect, it } from 'vitest';
import { offeredDays } from '../../../server/domain/incidents/slots';

describe('appointment days offered (spec 2: AM/PM slots on the next 10 working days)', () => {
  it('starts the day after London’s today, which in summer begins an hour before UTC’s', () => {
    // 23:30 UTC on Tuesday 14 July 2026 is 00:30 BST on Wednesday 15 July: the first day offered is Thursday.
    expect(offeredDays(new Date('2026-07-14T23:30:00Z'))[0]).toBe('2026-07-16');
    expect(offeredDays(new Date('2026-07-14T22:30:00Z'))[0]).toBe('2026-07-15');
  });

  it('offers ten working days, skipping weekends', () => {
    // Friday 20 November 2026, 10:00.
    expect(offeredDays(new Date('2026-11-20T10:00:00Z'))).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
    ]);
  });
});
