import {
  type ApiSupportTicket,
  type ApiSupportTicketBody,
  type AppCredential,
  type AppCredentialList,
  type AppCredentialSecretResponse,
  apiSupportTicketResponse,
  appCredentialList,
  appCredentialResponse,
  appCredentialSecretResponse,
  type CreateAppCredentialBody,
} from '@/contracts/developer';
import { request } from './http';

// The developer calls live on the developer-portal host (spec 1 §7 does not show them: the sandbox's design).
const credentials = '/v1/app-credentials';
const credential = (id: string) => `${credentials}/${encodeURIComponent(id)}`;

export function listAppCredentials(signal?: AbortSignal): Promise<AppCredentialList> {
  return request('developer', credentials, { schema: appCredentialList, signal });
}

export function createAppCredential(body: CreateAppCredentialBody): Promise<AppCredentialSecretResponse> {
  return request('developer', credentials, { method: 'POST', body, schema: appCredentialSecretResponse });
}

export function rotateAppCredential(id: string): Promise<AppCredentialSecretResponse> {
  return request('developer', `${credential(id)}/rotate`, { method: 'POST', schema: appCredentialSecretResponse });
}

export async function revokeAppCredential(id: string): Promise<AppCredential> {
  return (await request('developer', `${credential(id)}/revoke`, { method: 'POST', schema: appCredentialResponse }))
    .data;
}

export async function sendApiSupportTicket(body: ApiSupportTicketBody): Promise<ApiSupportTicket> {
  return (await request('developer', '/v1/support-tickets', { method: 'POST', body, schema: apiSupportTicketResponse }))
    .data;
}
