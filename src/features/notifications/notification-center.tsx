import { notificationPanelMachine } from '@machines/notification-panel.machine';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { Alert, Button, Tabs } from 'antd';
import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import { markAllNotificationsRead, markNotificationsRead } from '@/api/notifications';
import { NotificationList } from './notification-list';
import styles from './notification-panel.module.css';
import { notificationsKeys } from './queries';

/** How the bell (on the first load) drives the panel once this chunk has loaded. */
export interface PanelControl {
  toggle(): void;
}

interface Props {
  /** 'My Notifications' is offered (personal-notifications flag). */
  personal: boolean;
  control: RefObject<PanelControl | null>;
  bell: RefObject<HTMLElement | null>;
  onOpenChange(open: boolean): void;
}

/**
 * The bell's panel (spec 1 §2): loaded on the bell's first press, it opens at once and from then on follows the
 * notification-panel machine: tabs, opening a notification (read, then its link), 'Mark all read'.
 */
export function NotificationCenter({ personal, control, bell, onOpenChange }: Props) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const unread = useQuery(notificationsKeys.unread()).data ?? 0;
  const panel = useRef<HTMLDivElement>(null);
  const actor = useActorRef(
    notificationPanelMachine.provide({
      actors: {
        markRead: fromPromise(({ input }) => markNotificationsRead(input.ids)),
        markAllRead: fromPromise(() => markAllNotificationsRead()),
      },
      actions: {
        refresh: () => void queryClient.invalidateQueries({ queryKey: notificationsKeys.all }),
        navigate: (_, p) => navigate(p.link),
      },
    }),
    { input: { personal } },
  );
  const open = useSelector(actor, (s) => !s.matches('closed'));
  const tab = useSelector(actor, (s) => s.context.tab);
  const canMarkAll = useSelector(actor, (s) => s.can({ type: 'all.read' }));
  const markingAll = useSelector(actor, (s) => s.matches({ open: 'markingAllRead' }));
  const markAllFailed = useSelector(actor, (s) => s.context.markAllFailed);

  useEffect(() => {
    control.current = {
      toggle: () => actor.send({ type: actor.getSnapshot().matches('closed') ? 'panel.open' : 'panel.close' }),
    };
    actor.send({ type: 'panel.open' });
    return () => {
      control.current = null;
    };
  }, [actor, control]);
  useEffect(() => actor.send({ type: 'unread.change', unread }), [actor, unread]);
  useEffect(() => {
    onOpenChange(open);
    if (open) panel.current?.focus();
  }, [open, onOpenChange]);

  // Closes on Escape (focus back on the bell) and on a press outside the panel and the bell (which toggles it itself).
  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!panel.current?.contains(target) && !bell.current?.contains(target)) actor.send({ type: 'panel.close' });
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      actor.send({ type: 'panel.close' });
      bell.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, actor, bell]);

  if (!open) return null;
  const tabs = [
    { key: 'all' as const, label: 'All' },
    ...(personal ? [{ key: 'mine' as const, label: 'My Notifications' }] : []),
  ];
  return (
    <div ref={panel} role="dialog" aria-label="Notifications" tabIndex={-1} className={styles.panel}>
      <div className={styles.head}>
        <h2 className={styles.heading}>Notifications</h2>
        <Button
          type="link"
          disabled={!canMarkAll}
          loading={markingAll}
          onClick={() => actor.send({ type: 'all.read' })}
        >
          Mark all read
        </Button>
      </div>
      {markAllFailed && (
        <Alert className={styles.failed} type="error" showIcon message="The notifications could not be marked read." />
      )}
      <Tabs
        className={styles.tabs}
        activeKey={tab}
        onChange={(key) => actor.send({ type: 'tab.select', tab: key === 'mine' ? 'mine' : 'all' })}
        items={tabs.map((t) => ({ key: t.key, label: t.label }))}
      />
      <NotificationList
        key={tab}
        list={tab}
        onOpen={(item) =>
          actor.send({
            type: 'notification.open',
            notification: { id: item.id, link: item.link, hasBeenRead: item.hasBeenRead },
          })
        }
      />
    </div>
  );
}
