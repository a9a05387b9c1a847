import { useQueryClient } from '@tanstack/react-query';
import { useToasts } from '@/components/toasts';
import type { ConfirmActionKind, FormActionKind, ServiceActionResult } from '@/contracts/service-actions';
import { serviceKeys } from '../queries';
import { actionTexts, unchangedToast } from './action-texts';

/**
 * What every action does once the sandbox applied it: the success toast, and the service refetched (its detail with the
 * new history row, and the lists and stats its status counts in).
 */
export function useActionDone() {
  const { notification } = useToasts();
  const queryClient = useQueryClient();
  return (kind: ConfirmActionKind | FormActionKind, result: ServiceActionResult) => {
    notification.success(result.replayed && kind !== 'caseComment' ? unchangedToast : actionTexts[kind].done);
    // Every cached detail: the page may have loaded this service by its id or by its reference.
    void queryClient.invalidateQueries({ queryKey: serviceKeys.details() });
    void queryClient.invalidateQueries({ queryKey: serviceKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: serviceKeys.stats() });
  };
}
