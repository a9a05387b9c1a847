import type { termsModel } from '@machines/terms.model';
import { moves, type StepTextTable } from './step-text';

// The words of the terms walk (e2e/terms-model.spec.ts) and of .stately/terms.qa.md: what a person does per model
// event, what the portal shows per model state. The walk's step titles are these lines; its checks assert them.

/** The name the walk types: surrounding spaces are kept in the field and trimmed when sent. */
export const termsTypedName = ' Ada Lovelace ';

export const termsSteps: StepTextTable<typeof termsModel> = {
  checkedBy: ['e2e/terms-model.spec.ts (in Chromium)', 'tests/machines/terms.machine.test.ts'],
  before:
    'a fresh browser profile with nothing open. The first step says who signs in: trainee@northfibre.example, who ' +
    'owes the terms (the walk never stores the acceptance; by hand, once accepted, start the sandbox afresh by ' +
    'deleting .data/), or support@northfibre.example.',
  events: {
    'user.accepted': 'Open the portal as a user who accepted the terms long ago (the support persona).',
    'user.locallyAccepted':
      "Open the portal as the trainee in a browser that already recorded the trainee's acceptance (a failed call earlier).",
    'user.pending': "Open the portal's home page as the trainee, who has not accepted the terms.",
    'user.pendingOnTermsPage': 'Open /terms-of-service as the trainee, who has not accepted the terms.',
    'route.terms': (step, place) =>
      moves(step, place)
        ? "Click the prompt's 'terms of service' link: the terms open in a new tab."
        : 'Reload the terms page.',
    'route.elsewhere': (step, place) =>
      moves(step, place)
        ? "Leave the terms: close their tab if the prompt's link opened them, else go to the portal's home page."
        : 'Go to another portal page (a menu link or Back).',
    'name.fill': `Type '${termsTypedName}' in Full name.`,
    'name.clear': 'Replace Full name with spaces only.',
    'agreement.tick': "Tick 'I agree to the terms of service'.",
    'agreement.untick': "Untick 'I agree to the terms of service'.",
    'terms.continue': (step, place) =>
      moves(step, place) ? 'Click Continue.' : 'Press Enter in Full name (Continue is disabled): nothing happens.',
    'accept.ok': 'The acceptance call (POST /api/users/terms_accepted) succeeds.',
    'accept.fail':
      "The acceptance call fails with 500: only logged ('Terms acceptance step failed'), nothing on screen.",
    'refresh.ok': 'The token refresh that follows succeeds.',
    'refresh.fail': 'The token refresh fails with 503: only logged, nothing on screen.',
  },
  states: {
    waiting: 'No portal page is open yet.',
    onTermsPage:
      "The 'Terms of Service' page with no prompt over it (opened from the prompt, the prompt waits in the portal's tab).",
    prompting: ({ modelContext: { named, agreed } }) =>
      `The 'Terms of Service' prompt: Full name ${named ? `holds '${termsTypedName}'` : 'is empty'}, the agreement box ` +
      `is ${agreed ? 'ticked' : 'unticked'}, Continue is ${named && agreed ? 'enabled' : 'disabled'}; no call sent.`,
    submitting: 'Continue shows a spinner; one acceptance call was sent with the trimmed name and terms_accepted true.',
    refreshing:
      'Continue still spins while the token is refreshed; this browser has recorded the acceptance, so the prompt stays away.',
    accepted: "The portal's main menu, with no prompt.",
  },
};
