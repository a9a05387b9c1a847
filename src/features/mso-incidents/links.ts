import { sectionPaths } from '@/lib/section-paths';

/** Addresses of the MSO area; the list's own comes from the sections' landing routes (src/lib/section-paths.ts). */
export const msoIncidentHref = (key: string) => `${sectionPaths.msoIncidents.path}/${encodeURIComponent(key)}`;
/** The list with its default query. */
export const msoIncidentsListHref = sectionPaths.msoIncidents.getHref();
