import { BellOutlined, MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Badge, Button, Flex, Layout } from 'antd';
import { Link } from 'wouter';
import { type AccessContext, rules } from '@/app/access';
import type { CurrentUser } from '@/app/auth/current-user';
import { GlobalSearchTrigger } from '@/app/layout/global-search-trigger';
import { UserMenu } from '@/app/layout/user-menu';
import { paths } from '@/app/paths';

interface Props {
  user: CurrentUser | undefined;
  access: AccessContext | undefined;
  menuCollapsed: boolean;
  onToggleMenu(): void;
  onLogout(): void;
}

/** Spec 1 §2 header: menu toggle, global search, notification bell and user menu; 64 px high. */
export function AppHeader({ user, access, menuCollapsed, onToggleMenu, onLogout }: Props) {
  return (
    <Layout.Header style={{ height: 64, paddingInline: 16, background: '#fff', borderBottom: '1px solid #f0f0f0' }}>
      <Flex align="center" justify="space-between" gap={16} style={{ height: '100%' }}>
        <Flex align="center" gap={12}>
          <Button
            type="text"
            aria-label={menuCollapsed ? 'Show menu' : 'Hide menu'}
            aria-expanded={!menuCollapsed}
            aria-controls="side-menu"
            icon={menuCollapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={onToggleMenu}
          />
          <Link href={paths.dashboard.getHref()} style={{ color: 'inherit' }}>
            <strong>Fibre Wholesale Portal</strong>
          </Link>
        </Flex>
        <Flex align="center" gap={8}>
          {access && rules.globalSearch(access) && <GlobalSearchTrigger />}
          {access && rules.notifications(access) && (
            // Placeholder until notifications land: the bell is in place, its count and panel come with that area.
            <Badge count={0} overflowCount={99}>
              <Button type="text" aria-label="Notifications" icon={<BellOutlined />} />
            </Badge>
          )}
          {user && <UserMenu user={user} access={access} onLogout={onLogout} />}
        </Flex>
      </Flex>
    </Layout.Header>
  );
}
