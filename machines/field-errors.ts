import type { z } from 'zod';
import type { FieldErrors } from '@/contracts/service-actions';

/**
 * A contract's failed parse as a form's field messages (every message of each top-level field, in order), the shape
 * the sandbox's 400 answers with: the flows show the same rule's words before and after sending.
 */
export function fieldErrorsOf(error: z.ZodError, ignore: readonly string[] = []): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    if (!ignore.includes(field)) fields[field] = [...(fields[field] ?? []), issue.message];
  }
  return fields;
}

/** The sandbox's 400 with field errors (what a form can fix), else null. */
export function refusedFields(error: unknown): FieldErrors | null {
  const e = error as { status?: unknown; fields?: FieldErrors } | null;
  return e?.status === 400 && e.fields && Object.keys(e.fields).length > 0 ? e.fields : null;
}
