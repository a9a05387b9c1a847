import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { NetworkMap } from '../../../src/contracts/network-map';
import { networkMapResponse } from '../../../src/contracts/network-map';
import { networkMapGates } from '../../../src/lib/access-rules';
import { normalisePostcode, outwardCode } from '../../../src/lib/postcode';
import { supportMessages, ukPostcodePattern } from '../../../src/lib/support-rules';
import type { Db } from '../../db/client';
import { districtNetwork, districtStatus } from '../../domain/network-map';
import { signMapLink } from '../network-map-link';
import { declareRoute } from '../route';

/** The same UK postcode rule and message as the portal's forms (src/lib/support-rules.ts). */
const networkMapParams = z.object({
  postcode: z.string().trim().regex(ukPostcodePattern, supportMessages.postcode),
});

/** GET /v2/network-map/{postcode} (spec 2 §2 Networks, spec 3 §2 funnels): whether a map exists, the district's status and its link. */
export function networkMapRoute(app: FastifyInstance, db: Db): void {
  declareRoute(app, {
    method: 'GET',
    url: '/v2/network-map/:postcode',
    response: networkMapResponse,
    // Support's Networks page and the ordering funnels both show it (spec 2 §2, spec 3 §2).
    ...networkMapGates[0],
    orVia: networkMapGates.slice(1),
    summary: "The network map of a postcode district, with the organisation's active outages there",
    schema: { params: networkMapParams },
    handler: async ({ params, user }): Promise<{ data: NetworkMap }> => {
      const postcode = normalisePostcode(params.postcode);
      const network = districtNetwork(postcode);
      if (!network) return { data: { available: false, postcode, district: outwardCode(postcode) } };
      const state = await districtStatus(db, user.org_id, network);
      return {
        data: {
          available: true,
          postcode,
          district: network.district,
          area: network.area,
          exchange: network.exchange,
          cabinet: network.cabinets[network.servingCabinet]?.label ?? '',
          status: state.status,
          affected_services: state.affectedServices,
          active_mso_incidents: state.incidents,
          map_url: signMapLink(postcode, user.org_id),
        },
      };
    },
  });
}
