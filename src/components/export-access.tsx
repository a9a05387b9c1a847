import { createContext, useContext } from 'react';
import type { ExportName } from '@/lib/access-rules';

/**
 * Whether the signed-in user may use a list's export: the shell answers from the gates the sandbox's export routes
 * declare (src/lib/access-rules.ts), so Export is offered only to those whom the export answers. Without the shell's
 * answer no export is offered.
 */
const ExportAccessContext = createContext<(name: ExportName) => boolean>(() => false);

export const ExportAccessProvider = ExportAccessContext.Provider;

/** Whether the user may use the named export; no export named, no export offered. */
export function useMayExport(name: ExportName | undefined): boolean {
  const may = useContext(ExportAccessContext);
  return name !== undefined && may(name);
}
