/** Addresses of the incidents area (mirrors src/app/paths.ts, which features may not import). */
export const incidentsPath = '/support/incidents';
export const raiseIncidentPath = '/support/incidents/create';
export const incidentHref = (key: string) => `${incidentsPath}/${encodeURIComponent(key)}`;
/** The list with spec 2 §2's default query. */
export const incidentsListHref = `${incidentsPath}?page=1&limit=10&sort=updated_at&order=desc`;
/** An MSO incident's page (spec 2 §2 /support/mso_incidents/{id}), linked from the funnel's outage banner. */
export const msoIncidentHref = (key: string) => `/support/mso_incidents/${encodeURIComponent(key)}`;
