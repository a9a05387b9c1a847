import type { FunnelNotice } from '@machines/order-funnel';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { HttpError, redirectFor } from '@/api/http';
import { useToasts } from '@/components/toasts';
import type { Toast } from '@/contracts/toast';
import type { DraftStore } from '@/lib/draft-store';
import { orderToasts } from '@/lib/order-rules';
import { orderKeys } from '../queries';

/**
 * The app's side of what every ordering funnel does the same way (the kit's actions, `machines/order-funnel.ts`): the
 * step's address, the user's stored draft, toasts, spec 3 §8 failures, and after 'Order Successful' the orders list.
 * A funnel's hook adds its own calls (`machine.provide`) and spreads these actions.
 */
export function useFunnelEffects<Step extends string, Draft>({
  userId,
  drafts,
  stepHref,
  ordersHref,
}: {
  userId: string;
  drafts: Pick<DraftStore<Draft, never>, 'save' | 'clear'>;
  /** Where a step lives (its path, with the query it needs). */
  stepHref: (step: Step) => string;
  /** The orders list shown after 'Order Successful'. */
  ordersHref: string;
}) {
  const { notification } = useToasts();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const toast = (kind: FunnelNotice['kind'], t: Toast) =>
    notification[kind]({ title: t.title, description: t.description || undefined, duration: t.duration });

  return {
    toast,
    actions: {
      showStep: (_: unknown, { step, replace }: { step: Step; replace?: boolean }) => {
        const href = stepHref(step);
        if (window.location.pathname !== new URL(href, window.location.origin).pathname) navigate(href, { replace });
      },
      saveDraft: (_: unknown, draft: Draft) => drafts.save(userId, draft),
      clearStoredDraft: () => drafts.clear(userId),
      notify: (_: unknown, { kind, ...t }: FunnelNotice) => toast(kind, t),
      // Spec 3 §8 status redirects; a call that never got an answer says so and keeps the order so far.
      reportFailure: (_: unknown, { error }: { error: unknown }) => {
        if (!(error instanceof HttpError)) return toast('error', orderToasts.unreachable);
        const redirect = redirectFor(error);
        if (redirect) navigate(redirect);
      },
      refreshOrders: () => void queryClient.invalidateQueries({ queryKey: orderKeys.all }),
      navigateToOrders: () => navigate(ordersHref),
    },
  };
}
