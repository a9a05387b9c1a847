import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  ceasedTotalsResponse,
  endedServiceStatuses,
  losingGainingStatsResponse,
  serviceDetailResponse,
  serviceIdParams,
  serviceListResponse,
  serviceQuickStatsResponse,
  switchDirections,
} from '../../../src/contracts/services';
import { areaGate, exportGates } from '../../../src/lib/access-rules';
import { todayIso } from '../../../src/lib/dates';
import { ListQueryError } from '../../../src/lib/list-query';
import { progressedOrdersNow } from '../../domain/orders/progress';
import { serviceDetailOf } from '../../domain/services/detail';
import { parseCsvFields, type ServiceCsvColumn, serviceCsv } from '../../domain/services/export';
import {
  ceasedTotals,
  findServiceRow,
  listProgressedServices,
  losingGainingStats,
  type ServiceListKind,
  serviceQuickStats,
} from '../../domain/services/list';
import { parseServiceListQuery, serviceListQueryShape } from '../../domain/services/list-query';
import { notFound } from '../errors';
import { declareRoute, fileBody } from '../route';
import type { ServicePlugin } from '../service-plugin';

const serviceNotFound = () => notFound('Service not found');

function columnsOf(fields: string | undefined): ServiceCsvColumn[] {
  const parsed = parseCsvFields(fields);
  if ('unknown' in parsed) throw new ListQueryError('fields', `Unknown fields: ${parsed.unknown.join(', ')}`);
  return parsed;
}

const exportFields = z.string().max(1000).optional();

/**
 * Routes of the services list, detail, stats and exports (spec 2 §7 Services), on the services host. Every route is
 * `read:support` in the support area (services stay in the sky service view); the exports need the Export role too, as
 * the incident export does. Read routes first move the organisation's orders on to the sandbox time, so an order that
 * completed meanwhile is already a service (server/domain/services/from-order.ts).
 */
export const serviceRoutes: ServicePlugin = async (app, { db }) => {
  const lists: [string, ServiceListKind, string][] = [
    ['/v2/services/status', 'all', "One page of the organisation's services, by status (status All by default)"],
    ['/v2/services/list', 'all', "One page of the organisation's services (q, sort, status filter)"],
    ['/v2/services/wlto_and_switch', 'losing-gaining', 'One page of the services in an ISP switch, losing and gaining'],
    ['/v2/services/ceased_and_cancelled', 'ceased', 'One page of the ceased, replaced and cancelled services'],
  ];
  for (const [url, kind, summary] of lists) {
    declareRoute(app, {
      method: 'GET',
      url,
      response: serviceListResponse,
      access: 'read:support',
      // The losing & gaining and ceased lists are omitted in the sky service view (spec 2 §2), as their pages are.
      area: kind === 'all' ? 'support' : 'supportFull',
      summary,
      schema: { query: serviceListQueryShape },
      handler: async ({ query, user }) => {
        // Orders that completed meanwhile become services first, learnt beside the page (no round trip before it).
        return listProgressedServices(db, user.org_id, parseServiceListQuery(kind, query));
      },
    });
  }

  declareRoute(app, {
    method: 'GET',
    url: '/v2/services/quick-stats',
    response: serviceQuickStatsResponse,
    ...areaGate('support'),
    summary: "Counts of the organisation's services per status",
    handler: async ({ user }) => {
      await progressedOrdersNow(db, user.org_id);
      return { data: await serviceQuickStats(db, user.org_id) };
    },
  });

  declareRoute(app, {
    method: 'GET',
    url: '/v2/services/status/lng_stats',
    response: losingGainingStatsResponse,
    ...areaGate('supportFull'),
    summary: 'Counts of the services in an ISP switch, losing and gaining, per status',
    handler: async ({ user }) => ({ data: await losingGainingStats(db, user.org_id) }),
  });

  declareRoute(app, {
    method: 'GET',
    url: '/v2/services/ceased_and_cancelled/totals',
    response: ceasedTotalsResponse,
    ...areaGate('supportFull'),
    summary: 'Totals of the ceased, replaced and cancelled services',
    handler: async ({ user }) => ({ data: await ceasedTotals(db, user.org_id) }),
  });

  declareRoute(app, {
    method: 'GET',
    url: '/v2/services/:id',
    response: serviceDetailResponse,
    ...areaGate('support'),
    summary: 'A service by id or service reference, with site, appointment, cases, delays, network, history and flags',
    schema: { params: serviceIdParams },
    handler: async ({ params, user }) => {
      const now = await progressedOrdersNow(db, user.org_id);
      const row = await findServiceRow(db, user.org_id, params.id);
      if (!row) throw serviceNotFound();
      return { data: await serviceDetailOf(db, row, now) };
    },
  });

  const csv = (reply: FastifyReply, name: string, rows: AsyncGenerator<string>, now: Date) => {
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}-${todayIso(now)}.csv"`);
    return Readable.from(rows);
  };

  declareRoute(app, {
    method: 'GET',
    url: '/v2/services-export-by-filter',
    response: fileBody('text/csv'),
    ...exportGates.services,
    summary: "CSV of the organisation's services with the list's search and status (filter=All or a status)",
    schema: { query: serviceListQueryShape.extend({ filter: z.string().max(40).optional(), fields: exportFields }) },
    handler: async ({ query, user, reply }) => {
      const { filter, fields: _fields, ...list } = query;
      const parsed = parseServiceListQuery('all', { ...list, status: filter ?? list.status });
      const columns = columnsOf(query.fields);
      const now = await progressedOrdersNow(db, user.org_id);
      return csv(reply, 'services', serviceCsv(db, user.org_id, parsed, columns), now);
    },
  });

  declareRoute(app, {
    method: 'GET',
    url: '/v2/isp-switch-export',
    response: fileBody('text/csv'),
    ...exportGates.losingGaining,
    summary: 'CSV of the services in an ISP switch (type=isp_switch_services, switch_type losing or gaining, fields)',
    schema: {
      query: serviceListQueryShape.extend({
        type: z.literal('isp_switch_services', 'Export type is isp_switch_services'),
        switch_type: z.enum(switchDirections, 'Switch type is losing or gaining').optional(),
        fields: exportFields,
      }),
    },
    handler: async ({ query, user, reply }) => {
      const { type: _type, fields: _fields, ...list } = query;
      const parsed = parseServiceListQuery('losing-gaining', list);
      const columns = columnsOf(query.fields);
      const now = await progressedOrdersNow(db, user.org_id);
      return csv(reply, 'isp-switch-services', serviceCsv(db, user.org_id, parsed, columns), now);
    },
  });

  declareRoute(app, {
    method: 'GET',
    url: '/v2/export',
    response: fileBody('text/csv'),
    ...exportGates.ceasedCancelled,
    summary: 'CSV of the ceased, replaced and cancelled services (type=services, status All or one of them, fields)',
    schema: {
      query: serviceListQueryShape.extend({
        type: z.literal('services', 'Export type is services'),
        status: z.enum(['All', ...endedServiceStatuses], 'Status is All, Ceased, Replaced or Cancelled').optional(),
        fields: exportFields,
        version: z.string().max(10).optional(),
      }),
    },
    handler: async ({ query, user, reply }) => {
      const { type: _type, fields: _fields, version: _version, ...list } = query;
      const parsed = parseServiceListQuery('ceased', list);
      const columns = columnsOf(query.fields);
      const now = await progressedOrdersNow(db, user.org_id);
      return csv(reply, 'ceased-services', serviceCsv(db, user.org_id, parsed, columns), now);
    },
  });
};
