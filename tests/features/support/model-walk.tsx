import { act, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { ToastProvider } from '@/components/toasts';
import { networkFailure } from './http';
import { renderWithQuery } from './render';

// What the Testing Library model walks' worlds share (the ordering funnels', tests/features/orders/funnel-walks.tsx,
// and the raise funnel's): requests held until the path's reply event answers them, the page rendered as the app
// renders it, the browser's address moving, an antd select's option.

/**
 * Requests the msw handler keeps waiting until the path's reply event answers them; `lost` is what those still held
 * at the end of a walk get (a network failure unless given), `timeout` how long an answer waits for its request.
 */
export function heldRequests(
  name: string,
  { lost = networkFailure, timeout }: { lost?: () => Response; timeout?: number } = {},
) {
  const pending: Array<{ request: Request; answer: (response: Response) => void }> = [];
  const seen: Request[] = [];
  return {
    seen,
    hold: (request: Request) =>
      new Promise<Response>((answer) => {
        seen.push(request);
        pending.push({ request, answer });
      }),
    /** Answers the oldest held request (waiting for it to be made), inside act so React renders what follows. */
    answer: async (reply: (request: Request) => Response | Promise<Response>) => {
      await waitFor(() => expect(pending.length, `a held ${name} request`).toBeGreaterThan(0), { timeout });
      const next = pending.shift() as (typeof pending)[number];
      const response = await reply(next.request);
      await act(async () => next.answer(response));
    },
    release: () => {
      for (const held of pending.splice(0)) held.answer(lost());
    },
  };
}
export type HeldRequests = ReturnType<typeof heldRequests>;

// Without motion antd hides a closed dialog at once; jsdom never ends a CSS transition.
const noMotion = { token: { motion: false } };

/** Renders a walk's pages as the app does (a fresh query cache, toasts), without motion; returns its unmount. */
export const renderWalkPages = (pages: ReactElement) =>
  renderWithQuery(
    <ConfigProvider theme={noMotion}>
      <ToastProvider>{pages}</ToastProvider>
    </ConfigProvider>,
  ).unmount;

/** The browser's address moving to `to`, as its back and forward buttons move it (popstate). */
export async function moveAddress(to: string) {
  await act(async () => {
    window.history.pushState(window.history.state, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  });
}

/** The open antd dropdown's option with this text (antd also keeps a hidden listbox for screen readers). */
export async function findOption(text: string | RegExp) {
  return waitFor(() => {
    const options = [
      ...document.querySelectorAll<HTMLElement>(
        '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
      ),
    ];
    const found = options.find((o) =>
      typeof text === 'string' ? o.textContent === text : text.test(o.textContent ?? ''),
    );
    if (!found) throw new Error(`no option ${text} among ${options.map((o) => o.textContent).join(', ')}`);
    return found;
  });
}
