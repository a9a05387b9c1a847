import { DownOutlined, UserOutlined } from '@ant-design/icons';
import type { MenuProps } from 'antd';
import { Button, Dropdown, Flex, theme } from 'antd';
import { useLocation } from 'wouter';
import { type AccessContext, rules } from '@/app/access';
import type { CurrentUser } from '@/app/auth/current-user';
import { paths } from '@/app/paths';
import { visuallyHiddenClass } from '@/components/loading-lines';

interface Props {
  user: CurrentUser;
  access: AccessContext | undefined;
  /** A narrow header: the icon alone; the name and organisation stay in the button's name. */
  compact?: boolean;
  onLogout(): void;
}

/** Spec 1 §2 user menu: name and organisation, Account Settings (users flag) and Logout. */
export function UserMenu({ user, access, compact = false, onLogout }: Props) {
  const [, navigate] = useLocation();
  const { token } = theme.useToken();
  const items: MenuProps['items'] = [
    ...(access && rules.accountSettings(access) ? [{ key: 'account-settings', label: 'Account Settings' }] : []),
    { key: 'logout', label: 'Logout' },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'account-settings') navigate(paths.accountSettings.getHref());
    if (key === 'logout') onLogout();
  };
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight" autoFocus>
      <Button type="text" icon={<UserOutlined aria-hidden />}>
        {/* One name for every width, spoken whole; it holds the words shown (WCAG 2.5.3 label in name). */}
        <span className={visuallyHiddenClass}>{`User menu for ${user.name}, ${user.orgName}`}</span>
        {!compact && (
          <Flex vertical align="start" style={{ lineHeight: 1.2 }} aria-hidden>
            <span>{user.name}</span>
            <span style={{ fontSize: 12, color: token.colorTextSecondary }}>{user.orgName}</span>
          </Flex>
        )}
        <DownOutlined aria-hidden />
      </Button>
    </Dropdown>
  );
}
