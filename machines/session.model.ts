import { type EventFromLogic, setup } from 'xstate';

/**
 * Test model of `sessionMachine` for model-based tests: the silent token fetch's outcomes and the expiry timer are plain
 * events here (createTestModel refuses invoke and after). Each state's `meta.matches` names the production state.
 */
export const sessionModel = setup({
  types: {
    events: {} as
      | { type: 'visibility.hidden' }
      | { type: 'visibility.visible' }
      | { type: 'session.check' }
      | { type: 'check.ok' }
      | { type: 'check.none' }
      | { type: 'check.expired' }
      | { type: 'check.fail' }
      | { type: 'clock.expiry' },
    meta: {} as { matches: string },
  },
}).createMachine({
  id: 'sessionModel',
  initial: 'idle',
  states: {
    idle: {
      meta: { matches: 'idle' },
      on: { 'visibility.hidden': 'checking', 'visibility.visible': 'idle', 'session.check': 'checking' },
    },
    checking: {
      meta: { matches: 'checking' },
      tags: ['busy'],
      on: {
        'check.ok': 'active',
        // No valid refresh token.
        'check.none': 'signingIn',
        // A token came back with no remaining validity.
        'check.expired': 'signingIn',
        // Token fetching failed.
        'check.fail': 'signingIn',
      },
    },
    active: {
      meta: { matches: 'active' },
      on: {
        'clock.expiry': 'checking',
        'visibility.hidden': 'checking',
        'visibility.visible': 'active',
        'session.check': 'checking',
      },
    },
    signingIn: { meta: { matches: 'signingIn' }, type: 'final' },
  },
});

/** What each model event stands for, the words of .stately/session.qa.md (no step table yet) and for other drivers. */
export const sessionModelEvents: Record<EventFromLogic<typeof sessionModel>['type'], string> = {
  'visibility.hidden': 'The browser tab becomes hidden.',
  'visibility.visible': 'The browser tab becomes visible again (ignored).',
  'session.check': 'The app asks for a session check.',
  'check.ok': 'A token is obtained silently, valid for five more minutes.',
  'check.none': 'There is no valid refresh token.',
  'check.expired': 'A token is obtained but has no remaining validity.',
  'check.fail': 'Token fetching fails.',
  'clock.expiry': 'Time passes until the token expires.',
};
