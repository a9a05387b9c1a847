import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, Empty, Spin, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import type { NotificationList as ListName } from '@/api/notifications';
import type { Notification } from '@/contracts/notifications';
import { NotificationItem } from './notification-item';
import styles from './notification-panel.module.css';
import { notificationsKeys } from './queries';

/** Spec 1 §8, verbatim, and a hint per tab. */
const notificationTexts = {
  emptyTitle: 'No Notifications',
  empty: 'You have no notifications.',
  hint: {
    all: "Changes to your organisation's orders, services and incidents will show here.",
    mine: 'Notifications addressed to you alone will show here.',
  } satisfies Record<ListName, string>,
  endTitle: "You're all caught up",
  end: "That's all your notifications from the last 30 days.",
};

/** A tab's notifications, 15 at a time: the next page loads as its end scrolls into view (or on 'Show more'). */
export function NotificationList({ list, onOpen }: { list: ListName; onOpen(item: Notification): void }) {
  const query = useInfiniteQuery(notificationsKeys.list(list));
  const end = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  useEffect(() => {
    const sentinel = end.current;
    if (!sentinel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && hasNextPage && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (query.isPending) {
    return (
      <div className={styles.list}>
        <Spin className={styles.centre} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className={styles.list}>
        <Typography.Paragraph className={styles.centre}>
          Notifications could not be loaded.{' '}
          <Button type="link" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Typography.Paragraph>
      </div>
    );
  }
  const items = query.data.pages.flatMap((p) => p.data);
  if (items.length === 0) {
    return (
      <div className={styles.list}>
        <Empty
          className={styles.centre}
          description={
            <>
              <Typography.Text strong>{notificationTexts.emptyTitle}</Typography.Text>
              <br />
              {notificationTexts.empty}
              <br />
              <Typography.Text type="secondary">{notificationTexts.hint[list]}</Typography.Text>
            </>
          }
        />
      </div>
    );
  }
  return (
    <div className={styles.list} aria-busy={isFetchingNextPage}>
      <ul className={styles.items} aria-label={list === 'all' ? 'All notifications' : 'My notifications'}>
        {items.map((item) => (
          <NotificationItem key={item.id} item={item} onOpen={onOpen} />
        ))}
      </ul>
      <div ref={end} className={styles.end}>
        {hasNextPage ? (
          <Button type="link" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            Show more
          </Button>
        ) : (
          <>
            <Typography.Text strong>{notificationTexts.endTitle}</Typography.Text>
            <Typography.Text type="secondary">{notificationTexts.end}</Typography.Text>
          </>
        )}
      </div>
    </div>
  );
}
