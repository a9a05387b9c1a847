import { escapeSearch } from './list-address';
import { listHref, type OrderType, sectionPaths } from './section-paths';

/** Spec 1 §9: the global search's numbers, read by the search machine, its view and the bench alike. */
export const globalSearchRules = {
  minLength: 3,
  pauseMs: 500,
  cacheMs: 60_000,
  perCategory: 5,
  knowledgeLimit: 999,
  msoDescriptionMax: 40,
} as const;

/** Spec 1 §8, shown verbatim. */
export const noResultsTitle = (term: string) => `No results found for '${term}'`;
export const noResultsHint = 'Please try some different keywords.';

/** A term the search runs for (spec 1 §5: 3 or more characters, spaces at the ends not counted). */
export const isSearchableTerm = (term: string) => term.trim().length >= globalSearchRules.minLength;

/** Spec 1 §9: an MSO short description cut at 40 characters with an ellipsis. */
export const cutDescription = (text: string, max: number = globalSearchRules.msoDescriptionMax) =>
  text.length > max ? `${text.slice(0, max)}…` : text;

/** The categories of spec 1 §7, orders once per family the organisation has. */
export type SearchCategory = 'orders-fttp' | 'orders-ethernet' | 'services' | 'incidents' | 'mso' | 'knowledge';

export const categoryTitles: Record<SearchCategory, string> = {
  'orders-fttp': 'FTTP orders',
  'orders-ethernet': 'Ethernet orders',
  services: 'Services',
  incidents: 'Incidents',
  mso: 'MSO incidents',
  knowledge: 'Knowledge articles',
};

/** What the signed-in user may search: each category follows its area's access rule (src/app/access.ts decides). */
export interface SearchableAreas {
  support: boolean;
  mso: boolean;
  ordering: boolean;
  families: { family_ftth: boolean; family_ethernet: boolean };
  help: boolean;
}

export function searchCategories(areas: SearchableAreas): SearchCategory[] {
  const out: SearchCategory[] = [];
  if (areas.ordering && areas.families.family_ftth) out.push('orders-fttp');
  if (areas.ordering && areas.families.family_ethernet) out.push('orders-ethernet');
  if (areas.support) out.push('services', 'incidents');
  if (areas.mso) out.push('mso');
  if (areas.help) out.push('knowledge');
  return out;
}

/** Spec 1 §7: every call page 1, sort updated_at, order desc, q; knowledge 999, the rest 5. */
export const searchCallQuery = (category: SearchCategory, term: string) => ({
  page: 1,
  limit: category === 'knowledge' ? globalSearchRules.knowledgeLimit : globalSearchRules.perCategory,
  sort: 'updated_at',
  order: 'desc',
  q: escapeSearch(term.trim()),
  ...(category === 'orders-fttp' && { type: 'fttp' }),
  ...(category === 'orders-ethernet' && { type: 'ethernet' }),
});

/** One result as the modal lists it: its record's address, a title and the fields of spec 1 §3 'Search results'. */
export interface SearchHit {
  id: string;
  href: string;
  title: string;
  status?: string;
  details: string[];
}

export type CategoryOutcome =
  | { category: SearchCategory; ok: true; total: number; hits: SearchHit[] }
  | { category: SearchCategory; ok: false };

/** The hits a category shows: 5, knowledge all it got (up to 999). */
export const shownHits = (outcome: CategoryOutcome): SearchHit[] =>
  outcome.ok
    ? outcome.category === 'knowledge'
      ? outcome.hits
      : outcome.hits.slice(0, globalSearchRules.perCategory)
    : [];

/** The results in the order the keyboard walks them. */
export const flatHits = (outcomes: readonly CategoryOutcome[]): SearchHit[] => outcomes.flatMap(shownHits);

const viewAllQuery = { page: 1, limit: 10, sort: 'updated_at', order: 'desc' } as const;

/**
 * Spec 1 §9: 'view all' only past 5, to the area's list with the term (limit 10, page 1, sort updated_at, order desc).
 * Knowledge shows up to 999 and its list pages by itself: it has none.
 */
export function viewAllHref(outcome: CategoryOutcome, term: string): string | undefined {
  if (!outcome.ok || outcome.total <= globalSearchRules.perCategory) return undefined;
  const q = term.trim();
  const orders = (type: OrderType) => listHref(sectionPaths.orders.path, { type, ...viewAllQuery, q });
  switch (outcome.category) {
    case 'orders-fttp':
      return orders('fttp');
    case 'orders-ethernet':
      return orders('ethernet');
    case 'services':
      return listHref(sectionPaths.services.path, { ...viewAllQuery, q });
    case 'incidents':
      return listHref(sectionPaths.incidents.path, { ...viewAllQuery, q });
    case 'mso':
      return listHref(sectionPaths.msoIncidents.path, { ...viewAllQuery, q });
    case 'knowledge':
      return undefined;
  }
}

const recordHref = (base: string, id: string) => `${base}/${encodeURIComponent(id)}`;

/** Spec 1 §3 'Search results', per category: the fields each row shows and the record it opens. */
export const toHit = {
  order: (o: {
    id: string;
    seller_order_reference: string | null;
    status: string;
    service_reference: string | null;
    buyer_order_reference: string;
    ordered_by: string | null;
    address: string | null;
    redirect_url: string;
  }): SearchHit => ({
    id: o.id,
    href: o.redirect_url,
    title: o.seller_order_reference ?? o.buyer_order_reference,
    status: o.status,
    details: [o.buyer_order_reference, o.service_reference, o.ordered_by, o.address].filter(
      (v): v is string => !!v && v !== o.seller_order_reference,
    ),
  }),
  service: (s: {
    id: string;
    service_reference: string;
    status: string;
    site_string: string;
    customer_reference: string | null;
  }): SearchHit => ({
    id: s.id,
    href: recordHref(sectionPaths.services.path, s.id),
    title: s.service_reference,
    status: s.status,
    details: [s.site_string, s.customer_reference].filter((v): v is string => !!v),
  }),
  incident: (i: {
    id: string;
    service_now_incident_number: string | null;
    status: string;
    customer_reference: string | null;
    email: string | null;
    address_street: string | null;
    address_postcode: string | null;
  }): SearchHit => ({
    id: i.id,
    href: recordHref(sectionPaths.incidents.path, i.service_now_incident_number ?? i.id),
    title: i.service_now_incident_number ?? 'Pending',
    status: i.status,
    details: [i.customer_reference, i.email, [i.address_street, i.address_postcode].filter(Boolean).join(', ')].filter(
      (v): v is string => !!v,
    ),
  }),
  mso: (m: {
    id: string;
    service_now_incident_number: string;
    status: string;
    short_description: string;
  }): SearchHit => ({
    id: m.id,
    href: recordHref(sectionPaths.msoIncidents.path, m.service_now_incident_number),
    title: m.service_now_incident_number,
    status: m.status,
    details: [cutDescription(m.short_description)],
  }),
  article: (a: { reference: string; short_description: string }): SearchHit => ({
    id: a.reference,
    href: `${sectionPaths.knowledge.path}/articles/${encodeURIComponent(a.reference)}`,
    title: a.reference,
    details: [a.short_description],
  }),
};
