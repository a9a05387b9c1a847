import { termsModel } from '@machines/terms.model';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { TermsModal, type TermsModalProps } from '@/features/terms/terms-modal';
import { testViewWithModel } from '../../support/model-adapters/testing-library';

const userId = 'usr_model';

/** A stubbed call that stays in flight until the path's event settles it, as the model's accept/refresh events say. */
function heldCall<TArgs extends unknown[]>(name: string) {
  let inFlight: { resolve: () => void; reject: (error: unknown) => void } | undefined;
  const fn = vi.fn(
    (..._args: TArgs) =>
      new Promise<void>((resolve, reject) => {
        inFlight = { resolve, reject };
      }),
  );
  // Inside act: the settled promise moves the machine, and React must render that before the next check.
  const settle = (how: 'resolve' | 'reject') =>
    act(async () => {
      if (!inFlight) throw new Error(`${name} was not called, so there is nothing to ${how}`);
      if (how === 'resolve') inFlight.resolve();
      else inFlight.reject(new Error(`${name} failed (stubbed)`));
      inFlight = undefined;
    });
  return { fn, settle };
}

// Without motion antd hides the closed dialog at once; jsdom never ends a CSS transition.
const NoMotion = ({ children }: { children: ReactNode }) => (
  <ConfigProvider theme={{ token: { motion: false } }}>{children}</ConfigProvider>
);

function createWorld() {
  window.localStorage.clear();
  const accept = heldCall<[string]>('acceptTerms');
  const refresh = heldCall<[]>('refreshSession');
  const props: TermsModalProps = {
    userId,
    termsAccepted: false,
    onTermsPage: false,
    acceptTerms: accept.fn,
    refreshSession: refresh.fn,
  };
  let rerender: ((ui: ReactNode) => void) | undefined;
  return {
    // No pause between keystrokes: the paths type a lot, and the pauses test nothing here.
    user: userEvent.setup({ delay: null }) as UserEvent,
    accept,
    refresh,
    // The user is "read" when the prompt is first rendered with what the token and this browser say.
    load: (overrides: Partial<TermsModalProps> = {}) => {
      rerender = render(<TermsModal {...props} {...overrides} />, { wrapper: NoMotion }).rerender;
    },
    // The shell passes a new onTermsPage on every route change.
    route: (onTermsPage: boolean) => {
      if (!rerender) throw new Error('route change before the user was loaded');
      rerender(<TermsModal {...props} onTermsPage={onTermsPage} />);
    },
  };
}

type World = ReturnType<typeof createWorld>;

const dialog = () => screen.getByRole('dialog', { name: 'Terms of Service' });
// The loading spinner joins the button's accessible name, so the name is matched loosely.
const continueButton = () => within(dialog()).getByRole('button', { name: /Continue/ });
const spinner = () => within(continueButton()).queryByRole('img', { name: 'loading' });
const nameField = () => within(dialog()).getByLabelText('Full name');
const agreement = () => within(dialog()).getByRole('checkbox', { name: 'I agree to the terms of service' });

// The model ticks and unticks; a person cannot tick a ticked box, so a repeat leaves it as it is.
async function setAgreement({ user }: World, checked: boolean) {
  const box = agreement() as HTMLInputElement;
  if (box.checked !== checked) await user.click(box);
}

async function typeName({ user }: World, value: string) {
  await user.clear(nameField());
  await user.type(nameField(), value);
}

beforeEach(() => {
  // The machine logs failed calls by design (spec §7); the model's fail events would fill the output otherwise.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

testViewWithModel({
  name: 'terms modal',
  model: termsModel,
  setup: createWorld,
  drivers: {
    'user.accepted': (world) => world.load({ termsAccepted: true }),
    'user.locallyAccepted': (world) => {
      window.localStorage.setItem(`terms-accepted:${userId}`, 'true');
      world.load();
    },
    'user.pending': (world) => world.load(),
    'user.pendingOnTermsPage': (world) => world.load({ onTermsPage: true }),
    'route.terms': (world) => world.route(true),
    'route.elsewhere': (world) => world.route(false),
    'name.fill': (world) => typeName(world, ' Ada Lovelace '),
    'name.clear': (world) => typeName(world, '   '),
    'agreement.tick': (world) => setAgreement(world, true),
    'agreement.untick': (world) => setAgreement(world, false),
    // A disabled Continue is pressed all the same: nothing may happen, which the next check proves.
    'terms.continue': ({ user }) => user.click(continueButton()),
    'accept.ok': ({ accept }) => accept.settle('resolve'),
    'accept.fail': ({ accept }) => accept.settle('reject'),
    'refresh.ok': ({ refresh }) => refresh.settle('resolve'),
    'refresh.fail': ({ refresh }) => refresh.settle('reject'),
  },
  assertState: async ({ accept, refresh }, { modelState, modelContext, expectedTags }) => {
    if (!expectedTags.includes('visible')) {
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      return;
    }
    await screen.findByRole('dialog', { name: 'Terms of Service' });
    const busy = expectedTags.includes('busy');
    // The spinner a person sees in Continue while the calls run (antd's icon is announced as "loading").
    await waitFor(() => expect(spinner() !== null, 'spinner in Continue').toBe(busy));
    if (modelState === 'prompting') {
      // The form shows what the person gave so far, and Continue is enabled only for a name and a ticked box.
      expect((nameField() as HTMLInputElement).value.trim() !== '', 'a name in Full name').toBe(modelContext.named);
      expect((agreement() as HTMLInputElement).checked, 'box ticked').toBe(modelContext.agreed);
      const complete = modelContext.named && modelContext.agreed;
      if (complete) expect(continueButton()).toBeEnabled();
      else expect(continueButton()).toBeDisabled();
    }
    // Which call the spinner waits for: the acceptance (with the trimmed name), then the refresh.
    if (modelState === 'submitting') expect(accept.fn.mock.calls).toEqual([['Ada Lovelace']]);
    expect(refresh.fn).toHaveBeenCalledTimes(modelState === 'refreshing' ? 1 : 0);
  },
});
