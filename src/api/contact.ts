import {
  type ContactDetail,
  type ContactKind,
  type ContactOverview,
  type ContactPage,
  contactDetailResponse,
  contactOverviewResponse,
  contactPage,
  contactQuickStatsResponse,
} from '@/contracts/contact';
import type { QuickStats } from '@/contracts/incidents';
import type { ListParams } from '@/lib/list-query';
import { type DownloadedFile, request, requestFile } from './http';

// The contact calls live on the issues host (spec 2 §7 does not show them: the sandbox's design, README "Contact").
const base = (kind: ContactKind) => `/v2/contact/${kind}`;
const item = (kind: ContactKind, key: string) => `${base(kind)}/${encodeURIComponent(key)}`;

function form(fields: Record<string, string | undefined>, files: readonly File[]) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value) body.append(name, value);
  files.forEach((file, i) => {
    body.append(`attachment[${i}]`, file, file.name);
  });
  return body;
}

/** GET /v2/contact/{kind}: one page, newest first unless asked otherwise. */
export function listContactRequests(kind: ContactKind, query: ListParams, signal?: AbortSignal): Promise<ContactPage> {
  return request('issues', base(kind), { schema: contactPage, query, signal });
}

export async function getContactQuickStats(kind: ContactKind, signal?: AbortSignal): Promise<QuickStats> {
  const { data } = await request('issues', `${base(kind)}/quick-stats`, { schema: contactQuickStatsResponse, signal });
  return data;
}

export async function getContactRequest(kind: ContactKind, key: string, signal?: AbortSignal): Promise<ContactDetail> {
  const { data } = await request('issues', item(kind, key), { schema: contactDetailResponse, signal });
  return data;
}

export async function getContactOverview(signal?: AbortSignal): Promise<ContactOverview> {
  const { data } = await request('issues', '/v2/contact/overview', { schema: contactOverviewResponse, signal });
  return data;
}

/** POST /v2/contact/{kind} (multipart): the form's fields and its files as attachment[n]. */
export async function createContactRequest(
  kind: ContactKind,
  fields: Record<string, string | undefined>,
  files: readonly File[],
): Promise<ContactDetail> {
  const { data } = await request('issues', base(kind), {
    schema: contactDetailResponse,
    method: 'POST',
    body: form(fields, files),
  });
  return data;
}

/** POST /v2/contact/{kind}/{key}/messages (multipart): the customer's reply and its files. */
export async function replyToContactRequest(
  kind: ContactKind,
  key: string,
  text: string,
  files: readonly File[],
): Promise<ContactDetail> {
  const { data } = await request('issues', `${item(kind, key)}/messages`, {
    schema: contactDetailResponse,
    method: 'POST',
    body: form({ text }, files),
  });
  return data;
}

export async function closeContactRequest(kind: ContactKind, key: string): Promise<ContactDetail> {
  const { data } = await request('issues', `${item(kind, key)}/close`, {
    schema: contactDetailResponse,
    method: 'POST',
  });
  return data;
}

export function downloadContactAttachment(
  kind: ContactKind,
  key: string,
  attachmentId: string,
): Promise<DownloadedFile> {
  return requestFile('issues', `${item(kind, key)}/attachments/${encodeURIComponent(attachmentId)}`);
}
