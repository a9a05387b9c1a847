import { incidentsPage } from '@/contracts/incidents';
import { articlesPage } from '@/contracts/knowledge';
import { msoIncidentsPage } from '@/contracts/mso';
import { orderListResponse } from '@/contracts/orders';
import { serviceListResponse } from '@/contracts/services';
import { type SearchCategory, type SearchHit, searchCallQuery, toHit } from '@/lib/global-search';
import { request } from './http';

export interface CategoryAnswer {
  total: number;
  hits: SearchHit[];
}

/**
 * One category's global search call (spec 1 §7): the area's own list with page 1, sort updated_at desc, the term, 5
 * (knowledge 999) and, for orders, the type.
 */
export async function searchCategory(
  category: SearchCategory,
  term: string,
  signal?: AbortSignal,
): Promise<CategoryAnswer> {
  const query = searchCallQuery(category, term);
  switch (category) {
    case 'orders-fttp':
    case 'orders-ethernet': {
      const page = await request('orders', '/orders', { schema: orderListResponse, query, signal });
      return { total: page.meta.records, hits: page.data.map(toHit.order) };
    }
    case 'services': {
      const page = await request('services', '/v2/services/status', { schema: serviceListResponse, query, signal });
      return { total: page.total, hits: page.data.map(toHit.service) };
    }
    case 'incidents': {
      const page = await request('incidents', '/v2/incidents', { schema: incidentsPage, query, signal });
      return { total: page.total, hits: page.data.map(toHit.incident) };
    }
    case 'mso': {
      const page = await request('incidents', '/v2/mso-incidents', { schema: msoIncidentsPage, query, signal });
      return { total: page.total, hits: page.data.map(toHit.mso) };
    }
    case 'knowledge': {
      const page = await request('knowledge', '/v1/articles', { schema: articlesPage, query, signal });
      return { total: page.total, hits: page.data.map(toHit.article) };
    }
  }
}
