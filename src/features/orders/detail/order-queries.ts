import { queryOptions } from '@tanstack/react-query';
import { HttpError } from '@/api/http';
import { getEthernetOrder, getOrder } from '@/api/orders';
import { orderPtw } from '@/api/ptw';
import { orderKeys } from '../queries';

/**
 * /ordering/orders/{id} (and /ordering/order/{id}, /order/{id}) open an order of either type (spec 3 §2): the sandbox
 * answers each type at its own route, so an id the FTTP route does not know (404) is asked of the Ethernet route. Any
 * other failure, and a 404 from both, is the page's failure as usual.
 */
export const anyOrderDetail = (id: string) =>
  queryOptions({
    queryKey: [...orderKeys.details(), 'any', id] as const,
    queryFn: async ({ signal }) => {
      try {
        return await getOrder(id, signal);
      } catch (error) {
        if (error instanceof HttpError && error.status === 404) return getEthernetOrder(id, signal);
        throw error;
      }
    },
  });

/** An order's PTW documents, by its buyer reference (GET /permission-to-work/list-files/{buyer reference}). */
export const ptwDocumentsQuery = (buyerReference: string) =>
  queryOptions({
    queryKey: [...orderKeys.all, 'ptw', buyerReference] as const,
    queryFn: ({ signal }) => orderPtw.list(buyerReference, signal),
  });
