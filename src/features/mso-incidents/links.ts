/** Addresses of the MSO area (mirrors src/app/paths.ts, which features may not import). */
export const msoIncidentsPath = '/support/mso_incidents';
export const msoIncidentHref = (key: string) => `${msoIncidentsPath}/${encodeURIComponent(key)}`;
/** The list with the same default query as the incidents list. */
export const msoIncidentsListHref = `${msoIncidentsPath}?page=1&limit=10&sort=updated_at&order=desc`;
