import { confirmActionProblems, formProblems } from '@/lib/service-action-rules';

// Spec 2 §5: 'A requested date cannot be in the past'. Each date rule's failure names its rule; 'Invalid date' is only
// for what is not a day, so a user knows which rule to meet. Wednesday 25/11/2026 is today; Saturday 28/11 is not a
// working day.
const today = '2026-11-25';

describe('service action date rules', () => {
  it("refuse a past requested date in the spec's words", () => {
    expect(formProblems('requestedDate', { requested_date: '2026-11-24' }, today)).toEqual({
      requested_date: ['A requested date cannot be in the past'],
    });
  });

  it('refuse a switch date that is not after today, saying so', () => {
    expect(formProblems('switchDate', { switch_date: today }, today)).toEqual({
      switch_date: ['The switch date must be after today'],
    });
  });

  it('refuse a past remote activation date, saying so', () => {
    expect(confirmActionProblems('remoteActivation', { date: '2026-11-20', reason: '' }, today)).toEqual({
      'remote-activation-date': ['A remote activation date cannot be in the past'],
    });
  });

  it('refuse a weekend as not a working day, and keep Invalid date for what is not a day', () => {
    expect(formProblems('requestedDate', { requested_date: '2026-11-28' }, today)).toEqual({
      requested_date: ['Please choose a working day (Monday to Friday, not a bank holiday)'],
    });
    expect(formProblems('requestedDate', { requested_date: '2026-11-31' }, today)).toEqual({
      requested_date: ['Invalid date'],
    });
  });
});
