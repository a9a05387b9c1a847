import { UnderConstructionPage } from '@/features/errors/error-pages';

/** Placeholder until the Contact work lands (a seam: this module and its export keep their names). */
export function ComplaintsPage() {
  return <UnderConstructionPage area="Contact" embedded />;
}
