import { Drawer } from 'antd';
import type { AccessContext, MenuAction } from '@/app/access';
import { SideMenu } from '@/app/layout/side-menu';

interface Props {
  access: AccessContext | undefined;
  open: boolean;
  onClose(): void;
  onAction(action: MenuAction): void;
}

/**
 * The side menu on a narrow screen: a drawer over the page (never beside it, where it squeezed the page to 80 px),
 * closed by a choice, Escape, the close button or a tap outside. Loaded only on narrow screens.
 */
export function MenuDrawer({ access, open, onClose, onAction }: Props) {
  return (
    <Drawer
      id="side-menu"
      title="Menu"
      placement="left"
      size="min(300px, 85vw)"
      open={open}
      onClose={onClose}
      styles={{ body: { padding: 0 } }}
    >
      {access && <SideMenu access={access} onChoose={onClose} onAction={onAction} />}
    </Drawer>
  );
}
