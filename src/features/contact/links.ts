import type { ContactKind } from '@/contracts/contact';
import { listHref } from '@/lib/section-paths';

/** Addresses of the contact area (spec 2 §2): each kind's list, create and item; the overview. */
export const contactOverviewPath = '/contact/overview';
export const contactPath = (kind: ContactKind) => `/contact/${kind}`;
/** The list with spec 2 §2's default query, as the menu links it. */
export const contactListHref = (kind: ContactKind, query: Record<string, string | number> = {}) =>
  listHref(contactPath(kind), { sort: 'created_at', order: 'desc', page: 1, limit: 10, ...query });
export const contactCreateHref = (kind: ContactKind) => `${contactPath(kind)}/create`;
export const contactItemHref = (kind: ContactKind, reference: string) =>
  `${contactPath(kind)}/${encodeURIComponent(reference)}`;
