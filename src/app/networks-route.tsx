import type { AccessContext } from '@/app/access';
import { useShell } from '@/app/use-shell';
import { NetworksPage } from '@/features/networks/networks-page';

/** Spec 2 §2: the page is titled like its menu entry, 'Service Status' when enableMajorIncidentsPage is on. */
export const networksTitle = (access: AccessContext | undefined) =>
  access?.flags.enableMajorIncidentsPage ? 'Service Status' : 'Networks';

/** /networks with the shell's flags: features do not import the shell, so the title comes in as a prop. */
export function NetworksRoute() {
  const { access } = useShell();
  return <NetworksPage title={networksTitle(access)} />;
}
