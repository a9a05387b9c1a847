import { sectionPaths } from '@/lib/section-paths';

/** Addresses of the incidents area; the lists' own come from the sections' landing routes (src/lib/section-paths.ts). */
const incidentsPath = sectionPaths.incidents.path;
export const incidentRaisePath = '/support/incidents/create';
export const incidentHref = (key: string) => `${incidentsPath}/${encodeURIComponent(key)}`;
/** The list with spec 2 §2's default query. */
export const incidentsListHref = sectionPaths.incidents.getHref();
/** An MSO incident's page (spec 2 §2 /support/mso_incidents/{id}), linked from the funnel's outage banner. */
export const msoIncidentHref = (key: string) => `${sectionPaths.msoIncidents.path}/${encodeURIComponent(key)}`;
/** How an incident is named to users: its reference, or 'Pending' until the provider gives one (never the internal id). */
export const incidentLabel = (incident: { service_now_incident_number: string | null }) =>
  incident.service_now_incident_number ?? 'Pending';
