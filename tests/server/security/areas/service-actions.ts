import type { RouteSample } from '../route-samples';
import type { RecordSource } from '../tenant-resolvers';

/** The service-actions routes' entries for the sweep: samples its schemas cannot derive, and where its records live (see the shared files). */
export const samples: Record<string, Partial<RouteSample>> = {};
export const sources: Record<string, RecordSource> = {};
