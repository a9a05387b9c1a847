import { type UnsubscribeResponse, unsubscribeResponse } from '@/contracts/unsubscribe';
import { request } from './http';

/** Spec 1 §5, verbatim. */
export const missingUnsubscribeIdMessage = 'ID is required for unsubscription';

/**
 * DELETE {services}/v2/unsubscribe/{id}. Public: the link is opened from an e-mail, often signed out,
 * and the id itself is the secret. Fails before any call when the id is missing (spec §5).
 */
export async function unsubscribe(id: string | undefined, signal?: AbortSignal): Promise<UnsubscribeResponse['data']> {
  if (!id) throw new Error(missingUnsubscribeIdMessage);
  const { data } = await request('services', `/v2/unsubscribe/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: unsubscribeResponse,
    auth: false,
    signal,
  });
  return data;
}
