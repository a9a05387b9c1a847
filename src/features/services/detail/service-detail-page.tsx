import { UnderConstructionPage } from '@/features/errors/error-pages';

/** Placeholder until the Services work lands (a seam: this module and its export keep their names). */
export function ServiceDetailPage() {
  return <UnderConstructionPage area="Services" embedded />;
}
