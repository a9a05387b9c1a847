import type { RouteSample } from '../route-samples';
import type { RecordSource } from '../tenant-resolvers';

/** The service appointment and service PTW routes' entries for the sweep: samples its schemas cannot derive, and where its records live (see the shared files). */
export const samples: Record<string, Partial<RouteSample>> = {};
export const sources: Record<string, RecordSource> = {};
