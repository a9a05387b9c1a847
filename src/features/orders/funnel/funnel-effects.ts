import type { FunnelNotice } from '@machines/order-funnel';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { HttpError, redirectFor } from '@/api/http';
import { useToasts } from '@/components/toasts';
import type { Toast } from '@/contracts/toast';
import { ordersListAfterSuccess, orderToasts } from '@/lib/order-rules';
import { orderKeys } from '../queries';

/**
 * The app's side effects every ordering funnel's machine names alike (the funnel kit's): its toasts, a failed call's
 * status redirects (spec 3 §8; a call that never got an answer says so and keeps the order so far), the orders
 * refreshed and the orders list opened once placed. Also the toast and navigation for the funnel's own effects.
 */
export function useFunnelEffects(ordersHref = ordersListAfterSuccess) {
  const { notification } = useToasts();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const toast = (kind: FunnelNotice['kind'], t: Toast) =>
    notification[kind]({ title: t.title, description: t.description || undefined, duration: t.duration });
  const actions = {
    notify: (_: unknown, { kind, ...t }: FunnelNotice) => toast(kind, t),
    reportFailure: (_: unknown, { error }: { error: unknown }) => {
      if (!(error instanceof HttpError)) return toast('error', orderToasts.unreachable);
      const redirect = redirectFor(error);
      if (redirect) navigate(redirect);
    },
    refreshOrders: () => void queryClient.invalidateQueries({ queryKey: orderKeys.all }),
    navigateToOrders: () => navigate(ordersHref),
  };
  return { toast, navigate, actions };
}
