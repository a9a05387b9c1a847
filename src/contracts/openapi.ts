import { z } from 'zod';

/** GET /api/openapi.json: an OpenAPI 3.1 description (only its outline is checked here; redocly lints the rest). */
export const openApiDocument = z.looseObject({
  openapi: z.string().regex(/^3\.1\.\d+$/),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
  components: z.record(z.string(), z.unknown()),
});
