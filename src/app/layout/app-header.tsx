import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Flex, Layout } from 'antd';
import { Link } from 'wouter';
import { type AccessContext, rules } from '@/app/access';
import type { CurrentUser } from '@/app/auth/current-user';
import { GlobalSearchTrigger } from '@/app/layout/global-search-trigger';
import { NotificationBell } from '@/app/layout/notification-bell';
import { UserMenu } from '@/app/layout/user-menu';
import { paths } from '@/app/paths';
import styles from './app-header.module.css';

interface Props {
  user: CurrentUser | undefined;
  access: AccessContext | undefined;
  menuCollapsed: boolean;
  /** A narrow screen: search and the user menu show as icons, the title gives way first. */
  compact?: boolean;
  onToggleMenu(): void;
  onLogout(): void;
}

/** Spec 1 §2 header: menu toggle, global search, notification bell and user menu; 64 px high. */
export function AppHeader({ user, access, menuCollapsed, compact = false, onToggleMenu, onLogout }: Props) {
  return (
    <Layout.Header className={compact ? `${styles.header} ${styles.compact}` : styles.header}>
      <Flex align="center" justify="space-between" gap={compact ? 8 : 16} className={styles.bar}>
        <Flex align="center" gap={compact ? 4 : 12} className={styles.start}>
          <Button
            type="text"
            aria-label={menuCollapsed ? 'Show menu' : 'Hide menu'}
            aria-expanded={!menuCollapsed}
            aria-controls="side-menu"
            icon={menuCollapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={onToggleMenu}
          />
          <Link href={paths.dashboard.getHref()} className={styles.title}>
            <strong>Fibre Wholesale Portal</strong>
          </Link>
        </Flex>
        <Flex align="center" gap={compact ? 0 : 8} className={styles.end}>
          {access && rules.globalSearch(access) && <GlobalSearchTrigger access={access} compact={compact} />}
          {user && access && rules.notifications(access) && (
            <NotificationBell user={user} personal={rules.personalNotifications(access)} />
          )}
          {user && <UserMenu user={user} access={access} compact={compact} onLogout={onLogout} />}
        </Flex>
      </Flex>
    </Layout.Header>
  );
}
