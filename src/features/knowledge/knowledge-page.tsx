import { UnderConstructionPage } from '@/features/errors/error-pages';

/** Placeholder until the Knowledge work lands (a seam: this module and its export keep their names). */
export function KnowledgePage() {
  return <UnderConstructionPage area="Knowledge" embedded />;
}
