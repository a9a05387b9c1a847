import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { InspectionEvent } from 'xstate';
import { TermsModal } from '@/features/terms/terms-modal';
import { startInspection } from '@/lib/inspect';

afterEach(() => startInspection(undefined));

const props = {
  userId: 'usr_inspect',
  termsAccepted: false,
  onTermsPage: false,
  acceptTerms: async () => {},
  refreshSession: async () => {},
};

describe('inspection wiring of the terms view', () => {
  it('reports the view’s actor and its events to the inspector when inspection is on', async () => {
    const seen: InspectionEvent[] = [];
    startInspection((event) => seen.push(event));
    render(<TermsModal {...props} />);
    await userEvent.type(await screen.findByLabelText('Full name'), 'Ada');
    const events = seen
      .filter((e) => e.type === '@xstate.event')
      .map((e) => (e as { event: { type: string } }).event.type);
    expect(events).toContain('user.loaded');
    expect(events).toContain('name.change');
  });

  it('reports nothing when inspection is off', async () => {
    const seen: InspectionEvent[] = [];
    startInspection((event) => seen.push(event));
    startInspection(undefined);
    render(<TermsModal {...props} />);
    await act(async () => {});
    expect(seen).toEqual([]);
  });
});
