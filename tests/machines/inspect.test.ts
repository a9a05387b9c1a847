import { termsMachine } from '@machines/terms.machine';
import { createActor, type InspectionEvent } from 'xstate';
import { createLazyInspector, getBrowserInspector, isInspectionEnabled, sanitizeForInspection } from '@/lib/inspect';

describe('inspection', () => {
  it('shows the terms machine’s events to a plain inspect observer', () => {
    const seen: InspectionEvent[] = [];
    const actor = createActor(termsMachine, { inspect: (event) => seen.push(event) }).start();
    actor.send({ type: 'user.loaded', termsAccepted: false, locallyAccepted: false, onTermsPage: false });
    actor.send({ type: 'name.change', value: 'Ada Lovelace' });
    const received = seen
      .filter((e) => e.type === '@xstate.event' && e.actorRef === actor)
      .map((e) => (e as { event: { type: string } }).event.type);
    expect(received).toEqual(['xstate.init', 'user.loaded', 'name.change']);
    const last = seen.filter((e) => e.type === '@xstate.snapshot').at(-1);
    expect(last && 'snapshot' in last && actor.getSnapshot() === last.snapshot).toBe(true);
    expect(actor.getSnapshot().value).toBe('prompting');
  });

  it('strips an email, a name, a phone number and a token from a nested context', () => {
    const context = {
      user: { id: 'usr_1', name: 'Ada Lovelace', email: 'ada@northfibre.example', roles: ['Admin'] },
      contacts: [
        {
          fullName: 'Grace Hopper',
          telephone: '020 7946 0958',
          note: 'call 07700 900123 or mail grace@harbour.example',
        },
      ],
      auth: { accessToken: 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln', expiresOn: 1767600000000 },
      headers: { Authorization: 'Bearer abc' },
      message: 'token eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln refreshed',
      step: 'address',
    };
    const clean = sanitizeForInspection(context);
    const text = JSON.stringify(clean);
    for (const secret of [
      'Ada Lovelace',
      'ada@northfibre',
      'Grace Hopper',
      '020 7946',
      '07700 900123',
      'grace@harbour',
      'eyJ',
      'Bearer',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(clean.user).toEqual({ id: 'usr_1', name: '[redacted]', email: '[redacted]', roles: ['Admin'] });
    expect(clean.contacts[0]?.note).toBe('call [phone] or mail [email]');
    expect(clean.auth.expiresOn).toBe(1767600000000);
    expect(clean.step).toBe('address');
    expect(context.user.name).toBe('Ada Lovelace');
  });

  it('keeps event types while sanitising their payload', () => {
    expect(sanitizeForInspection({ type: 'name.change', value: 'ada@northfibre.example' })).toEqual({
      type: 'name.change',
      value: '[email]',
    });
  });

  it('is switched on only by ?inspect=1 or the build flag', () => {
    expect(isInspectionEnabled({ search: '?inspect=1' })).toBe(true);
    expect(isInspectionEnabled({ search: '', flag: '1' })).toBe(true);
    expect(isInspectionEnabled({ search: '?inspect=0', flag: undefined })).toBe(false);
    expect(getBrowserInspector(false)).toBeUndefined();
  });

  it('buffers events until the inspector has loaded, then forwards them with sanitisers in place', async () => {
    const next = vi.fn();
    let options: Record<string, (value: never) => unknown> = {};
    const createBrowserInspector = vi.fn((given) => {
      options = given;
      return { inspect: { next } };
    });
    const inspect = createLazyInspector(async () => ({ createBrowserInspector }) as never);
    createActor(termsMachine, { inspect }).start();
    expect(next).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(next).toHaveBeenCalled());
    expect(next.mock.calls.map(([e]) => e.type)).toContain('@xstate.snapshot');
    expect(options.sanitizeContext?.({ email: 'a@b.example' } as never)).toEqual({ email: '[redacted]' });
    expect(options.sanitizeEvent?.({ type: 'x', accessToken: 't' } as never)).toEqual({
      type: 'x',
      accessToken: '[redacted]',
    });
  });
});
