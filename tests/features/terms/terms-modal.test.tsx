import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { TermsModal, type TermsModalProps } from '@/features/terms/terms-modal';

const userId = 'usr_123';
const localKey = `terms-accepted:${userId}`;

function renderModal(overrides: Partial<TermsModalProps> = {}) {
  const props: TermsModalProps = {
    userId,
    termsAccepted: false,
    onTermsPage: false,
    acceptTerms: vi.fn(async () => {}),
    refreshSession: vi.fn(async () => {}),
    ...overrides,
  };
  // Without motion antd unmounts the closed dialog at once; jsdom never ends a CSS transition.
  const view = render(<TermsModal {...props} />, {
    wrapper: ({ children }) => <ConfigProvider theme={{ token: { motion: false } }}>{children}</ConfigProvider>,
  });
  return { ...view, props };
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' });
/**
 * Waits until React has nothing left to do (effects run, the terms machine's events handled, the dialog rendered or not):
 * the condition before asserting that the dialog is absent. 'still prompts …' shows the same wait is enough for it to
 * appear, so an absent dialog after it is a decision, not a dialog still on its way.
 */
const settled = () => act(async () => {});

async function fillIn(name: string) {
  await userEvent.type(screen.getByLabelText('Full name'), name);
  await userEvent.click(screen.getByRole('checkbox', { name: 'I agree to the terms of service' }));
}

beforeEach(() => window.localStorage.clear());

describe('TermsModal', () => {
  it('prompts a user who has not accepted, with a link to the terms', async () => {
    renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Terms of Service' });
    expect(dialog).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'terms of service' });
    expect(link).toHaveAttribute('href', '/terms-of-service');
    // Reading the terms must not leave the page and drop what was typed in the prompt.
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('cannot be dismissed with Escape or by clicking outside', async () => {
    renderModal();
    await screen.findByRole('dialog');
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.keyboard('{Escape}');
    // No role names the area outside the dialog; antd's wrap and mask are what a click outside lands on.
    const outside = document.querySelectorAll<HTMLElement>('.ant-modal-wrap, .ant-modal-mask');
    expect(outside.length).toBeGreaterThan(0);
    for (const element of outside) await user.click(element);
    await settled();
    expect(screen.getByRole('dialog', { name: 'Terms of Service' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /close/i })).not.toBeInTheDocument();
  });

  it('keeps Continue disabled until the full name is given and the box is ticked', async () => {
    renderModal();
    await screen.findByRole('dialog');
    expect(continueButton()).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Full name'), '   ');
    expect(continueButton()).toBeDisabled();
    await userEvent.clear(screen.getByLabelText('Full name'));
    await userEvent.type(screen.getByLabelText('Full name'), 'Ada Lovelace');
    expect(continueButton()).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'I agree to the terms of service' }));
    expect(continueButton()).toBeEnabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'I agree to the terms of service' }));
    expect(continueButton()).toBeDisabled();
  });

  it('accepts with the trimmed name, refreshes the session, stores the local flag and closes', async () => {
    const order: string[] = [];
    const { props } = renderModal({
      acceptTerms: vi.fn(async () => {
        order.push('accept');
      }),
      refreshSession: vi.fn(async () => {
        order.push('refresh');
      }),
    });
    await screen.findByRole('dialog');
    await fillIn('  Ada Lovelace  ');
    await userEvent.click(continueButton());

    await waitFor(() => expect(props.refreshSession).toHaveBeenCalledTimes(1));
    expect(props.acceptTerms).toHaveBeenCalledWith('Ada Lovelace');
    expect(order).toEqual(['accept', 'refresh']);
    expect(window.localStorage.getItem(localKey)).toBe('true');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('still completes when accepting fails, only logging the failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failure = new Error('terms endpoint down');
    const { props } = renderModal({ acceptTerms: vi.fn(async () => Promise.reject(failure)) });
    await screen.findByRole('dialog');
    await fillIn('Ada Lovelace');
    await userEvent.click(continueButton());

    await waitFor(() => expect(props.refreshSession).toHaveBeenCalledTimes(1));
    expect(warn).toHaveBeenCalledWith(expect.any(String), failure);
    expect(window.localStorage.getItem(localKey)).toBe('true');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    warn.mockRestore();
  });

  it('is not shown when the user has accepted on the token', async () => {
    renderModal({ termsAccepted: true });
    await settled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is not shown when this user has accepted locally', async () => {
    window.localStorage.setItem(localKey, 'true');
    renderModal();
    await settled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('still prompts when only another user has accepted locally', async () => {
    window.localStorage.setItem('terms-accepted:usr_other', 'true');
    renderModal();
    await settled();
    expect(screen.getByRole('dialog', { name: 'Terms of Service' })).toBeInTheDocument();
  });

  it('is hidden on the terms page and shown once the user leaves it', async () => {
    const { rerender, props } = renderModal({ onTermsPage: true });
    await settled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(<TermsModal {...props} onTermsPage={false} />);
    expect(await screen.findByRole('dialog', { name: 'Terms of Service' })).toBeInTheDocument();
  });
});
