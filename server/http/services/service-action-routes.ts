import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  contactCareResponse,
  installOptionsResponse,
  lineProfilesResponse,
  type ServiceActionResult,
  serviceActionResult,
} from '../../../src/contracts/service-actions';
import { serviceIdParams } from '../../../src/contracts/services';
import type { AccessTokenClaims } from '../../../src/contracts/users';
import { areaGate } from '../../../src/lib/access-rules';
import {
  cancelCeaseBody,
  cancelOrCeaseBody,
  caseCommentBody,
  contactsBody,
  installOptionsBody,
  lineProfileBody,
  locationBody,
  networkBody,
  remoteActivationDateField,
  serviceActionMessages,
} from '../../../src/lib/service-action-rules';
import type { Db } from '../../db/client';
import {
  addCaseComment,
  cancelService,
  ceaseService,
  changeLineProfile,
  changeRequestedDate,
  changeSwitchDate,
  contactCareOf,
  installOptionsOf,
  lineProfilesOf,
  scheduleRemoteActivation,
  updateContacts,
  updateInstallOptions,
  updateLocation,
  updateNetwork,
} from '../../domain/services/actions/actions';
import { type Caller, ServiceActionRefused } from '../../domain/services/actions/run';
import { loadServerEnv } from '../../env';
import { HttpError, notFound, validationFailed } from '../errors';
import { answers, declareRoute } from '../route';
import type { ServicePluginOptions } from '../service-plugin';
import { serviceAppointmentRoutes } from './service-appointment-routes';
import { servicePtwRoutes } from './service-ptw-routes';

/**
 * Who may act on a service: `read:support` (the Support role; spec 2 §6 gives no finer mapping inside the support area,
 * and the Support role is the one that manages services), in the support area (services stay in the sky view), terms
 * accepted. README "Service actions".
 */
const gate = areaGate('support');

const serviceId = z.string().trim().min(1, serviceActionMessages.fieldRequired).max(64);
/** A day's shape; the rules of the day (not past, a working day) are checked on the sandbox clock by the domain. */
const day = z
  .string({ error: serviceActionMessages.fieldRequired })
  .trim()
  .min(1, serviceActionMessages.fieldRequired)
  .max(10, serviceActionMessages.invalidDate);

const callerOf = (user: AccessTokenClaims): Caller => ({ orgId: user.org_id, userId: user.user_id, name: user.name });

/** A refused action as the API answers it: 404 (not the caller's), 409 (its flag is off), 400 with fields. */
function refusal(error: unknown): unknown {
  if (!(error instanceof ServiceActionRefused)) return error;
  if (error.kind === 'invalid') return validationFailed(error.fields ?? {}, error.message);
  if (error.kind === 'not_found') return notFound(error.message);
  return new HttpError(409, 'conflict', error.message);
}

async function answer(action: Promise<ServiceActionResult>): Promise<{ data: ServiceActionResult }> {
  try {
    return serviceActionResult.parse({ data: await action });
  } catch (error) {
    throw refusal(error);
  }
}

/** The service actions of spec 2 §7 Services (README "Service actions"). */
function serviceActionEndpoints(app: FastifyInstance, db: Db): void {
  const at = (user: AccessTokenClaims, id: string) => ({ db, caller: callerOf(user), serviceId: id });

  declareRoute(app, {
    method: 'POST',
    url: '/v2/services/cancel-cease',
    response: answers(serviceActionResult, { errors: [409] }),
    ...gate,
    summary: 'Cancels or ceases the service named in the body',
    schema: { body: cancelOrCeaseBody },
    handler: ({ body, user }) =>
      answer(
        body.action === 'cancel'
          ? cancelService(at(user, body.service_id), body)
          : ceaseService(at(user, body.service_id), body),
      ),
  });
  declareRoute(app, {
    method: 'POST',
    url: '/v2/services/cancel/:id',
    response: answers(serviceActionResult, { errors: [409] }),
    ...gate,
    summary: 'Cancels a service before its point of no return (allow_cancel_cease)',
    schema: { params: serviceIdParams, body: cancelCeaseBody },
    handler: ({ params, body, user }) => answer(cancelService(at(user, params.id), body)),
  });
  declareRoute(app, {
    method: 'POST',
    url: '/v2/services/cease/:id',
    response: answers(serviceActionResult, { errors: [409] }),
    ...gate,
    summary: 'Asks for a Live service to be ceased (allow_cease_service)',
    schema: { params: serviceIdParams, body: cancelCeaseBody },
    handler: ({ params, body, user }) => answer(ceaseService(at(user, params.id), body)),
  });
  declareRoute(app, {
    method: 'GET',
    url: '/v2/line-profiles/:id',
    response: lineProfilesResponse,
    ...gate,
    summary: "The line profiles of the service's product and its current one",
    schema: { params: serviceIdParams },
    handler: async ({ params, user }) => {
      try {
        return lineProfilesResponse.parse({ data: await lineProfilesOf(db, user.org_id, params.id) });
      } catch (error) {
        throw refusal(error);
      }
    },
  });
  declareRoute(app, {
    method: 'PUT',
    url: '/v2/line-profiles/update',
    response: answers(serviceActionResult, { errors: [409] }),
    ...gate,
    summary: 'Changes the line profile of a Live FTTP service (allow_line_profile_change)',
    schema: { body: lineProfileBody },
    handler: ({ body, user }) => answer(changeLineProfile(at(user, body.service_id), body.line_profile)),
  });
  declareRoute(app, {
    method: 'PUT',
    url: '/v2/services-network-update/:id',
    response: answers(serviceActionResult, { errors: [409] }),
    ...gate,
    summary: 'Updates the VLANs and authentication agent of a service (allow_amend_service)',
    schema: { params: serviceIdParams, body: networkBody },
    handler: ({ params, body, user }) => answer(updateNetwork(at(user, params.id), body)),
  });
  declareRoute(app, {
    method: 'GET',
    url: '/v2/services-contact/:id',
    response: contactCareResponse,
    ...gate,
    summary: "The site contact's care needs, for the contacts form",
    schema: { params: serviceIdParams },
    handler: async ({ params, user }) => {
      try {
        return contactCareResponse.parse({ data: await contactCareOf(db, user.org_id, params.id) });
      } catch (error) {
        throw refusal(error);
      }
    },
  });
  declareRoute(app, {
    method: 'PUT',
    url: '/v2/services-contact-update/:id',
    response: answers(serviceActionResult, { errors: [409] }),
    ...gate,
    summary: 'Updates the site and wayleave contacts of a service (allow_amend_service)',
    schema: { params: serviceIdParams, body: contactsBody },
    handler: ({ params, body, user }) => answer(updateContacts(at(user, params.id), body)),
  });
  declareRoute(app, {
    method: 'PUT',
    url: '/v2/services-location-update/:id',
    response: answers(serviceActionResult, { errors: [409] }),
    ...gate,
    summary: 'Updates where in the premises the service is (allow_amend_service)',
    schema: { params: serviceIdParams, body: locationBody },
    handler: ({ params, body, user }) => answer(updateLocation(at(user, params.id), body)),
  });
  declareRoute(app, {
    method: 'POST',
    url: '/v2/services/switch-date',
    response: answers(serviceActionResult, { errors: [409] }),
    ...gate,
    summary: 'Moves the switch date of a gaining ISP switch (allow_switch_date)',
    schema: { body: z.object({ service_id: serviceId, switch_date: day }) },
    handler: ({ body, user }) => answer(changeSwitchDate(at(user, body.service_id), body.switch_date)),
  });
  declareRoute(app, {
    method: 'POST',
    url: '/v2/services/requested-date',
    response: answers(serviceActionResult, { errors: [409] }),
    ...gate,
    summary: 'Moves the requested date of a service not yet installed (allow_change_requested_date)',
    schema: { body: z.object({ service_id: serviceId, requested_date: day }) },
    handler: ({ body, user }) => answer(changeRequestedDate(at(user, body.service_id), body.requested_date)),
  });
  declareRoute(app, {
    method: 'POST',
    url: '/v2/service/:id/remote-activation',
    response: answers(serviceActionResult, { errors: [409] }),
    ...gate,
    summary: 'Schedules the remote activation of a service whose order asked for it',
    schema: { params: serviceIdParams, query: z.object({ [remoteActivationDateField]: day }) },
    handler: ({ params, query, user }) =>
      answer(scheduleRemoteActivation(at(user, params.id), query[remoteActivationDateField])),
  });
  declareRoute(app, {
    method: 'GET',
    url: '/v2/service/:id/install-options',
    response: installOptionsResponse,
    ...gate,
    summary: "The install options of the service's product and its choice now",
    schema: { params: serviceIdParams },
    handler: async ({ params, user }) => {
      try {
        return installOptionsResponse.parse({ data: await installOptionsOf(db, user.org_id, params.id) });
      } catch (error) {
        throw refusal(error);
      }
    },
  });
  declareRoute(app, {
    method: 'POST',
    url: '/v2/service/:id/install-options',
    response: answers(serviceActionResult, { errors: [409] }),
    ...gate,
    summary: 'Sets the install options of a service (allow_amend_service)',
    schema: { params: serviceIdParams, body: installOptionsBody },
    handler: ({ params, body, user }) => answer(updateInstallOptions(at(user, params.id), body)),
  });
  declareRoute(app, {
    method: 'POST',
    url: '/v2/service_case_comments',
    response: answers(serviceActionResult, { errors: [409] }),
    ...gate,
    summary: "Adds the caller's comment to a case of a service",
    schema: { body: caseCommentBody },
    handler: ({ body, user }) => answer(addCaseComment(at(user, body.service_id), body)),
  });
}

/** Routes of the service actions, service appointments and service PTW documents (spec 2 §7 Services). */
export const serviceActionRoutes: FastifyPluginAsync<ServicePluginOptions & { dataDir?: string | undefined }> = async (
  app,
  opts,
) => {
  serviceActionEndpoints(app, opts.db);
  serviceAppointmentRoutes(app, opts.db);
  servicePtwRoutes(app, { db: opts.db, dataDir: opts.dataDir ?? loadServerEnv().DATA_DIR });
};
