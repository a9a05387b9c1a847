import { BellOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button } from 'antd';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import type { CurrentUser } from '@/app/auth/current-user';
import { useEnv } from '@/app/env-context';
import { QuietBoundary } from '@/app/layout/quiet-boundary';
import { notificationLimits } from '@/contracts/notifications';
import type { PanelControl } from '@/features/notifications/notification-center';
import { notificationsKeys } from '@/features/notifications/queries';
import styles from './app-header.module.css';

// Neither is on the first load: the panel comes with the bell's first press, real time after the first paint.
const NotificationCenter = lazy(() =>
  import('@/features/notifications/notification-center').then((m) => ({ default: m.NotificationCenter })),
);
const RealtimeNotifications = lazy(() =>
  import('@/features/notifications/realtime-notifications').then((m) => ({ default: m.RealtimeNotifications })),
);

/**
 * Spec 1 §2 notification bell: the caller's unread count (99+ past 99, spec 1 §9) and, on press, the panel. Only the
 * count is fetched on the first load; real time runs when a channel key is configured.
 */
export function NotificationBell({ user, personal }: { user: CurrentUser; personal: boolean }) {
  const env = useEnv();
  const unread = useQuery({ ...notificationsKeys.unread(), enabled: user.termsAccepted }).data ?? 0;
  const [engaged, setEngaged] = useState(false);
  const [open, setOpen] = useState(false);
  const control = useRef<PanelControl | null>(null);
  const bell = useRef<HTMLButtonElement>(null);
  const realtime = useMemo(
    () => ({
      key: env.realtime.key,
      host: env.realtime.host,
      customerId: user.customerId,
      userId: user.id,
      email: user.email,
    }),
    [env.realtime.key, env.realtime.host, user.customerId, user.id, user.email],
  );
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  return (
    <span className={styles.bell}>
      <Badge count={unread} overflowCount={notificationLimits.badgeCap}>
        <Button
          ref={bell}
          type="text"
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={open}
          icon={<BellOutlined />}
          onClick={() => (control.current ? control.current.toggle() : setEngaged(true))}
        />
      </Badge>
      {engaged && (
        <Suspense fallback={null}>
          <NotificationCenter personal={personal} control={control} bell={bell} onOpenChange={setOpen} />
        </Suspense>
      )}
      {realtime.key && user.termsAccepted && (
        <QuietBoundary>
          <Suspense fallback={null}>
            <RealtimeNotifications options={realtime} />
          </Suspense>
        </QuietBoundary>
      )}
    </span>
  );
}
