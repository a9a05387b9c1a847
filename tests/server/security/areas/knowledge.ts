import type { RouteSample } from '../route-samples';
import type { RecordSource } from '../tenant-resolvers';

const v1 = '/api/knowledge/v1';

/** The knowledge routes' entries for the sweep: samples its schemas cannot derive, and where its records live (see the shared files). */
export const samples: Record<string, Partial<RouteSample>> = {
  // Well-formed names of records that do not exist (the schemas' patterns: KB and 7 digits, a 32-hex sys_id).
  [`GET ${v1}/articles/:reference`]: { params: { reference: 'KB9999999' } },
  [`GET ${v1}/attachments/:sys_id`]: { params: { sys_id: '0123456789abcdef0123456789abcdef' } },
};
export const sources: Record<string, RecordSource> = {};
/**
 * The knowledge base is the provider's, the same for every organisation (no tenant column, migration 0011): its
 * references and sys_ids name no organisation's record. tests/server/knowledge/knowledge.test.ts shows every caller
 * with the help flag reads the same articles.
 */
export const notRecords: Record<string, string> = {
  [`${v1}/articles/:reference:reference`]:
    "a knowledge article's reference (the provider's, shared by every organisation)",
  [`${v1}/attachments/:sys_id:sys_id`]:
    "a knowledge attachment's sys_id (the provider's, shared by every organisation)",
};
