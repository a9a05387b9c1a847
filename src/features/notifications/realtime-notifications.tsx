import { type RealtimeChannelCommand, realtimeConnectionMachine } from '@machines/realtime-connection.machine';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { fromCallback } from 'xstate';
import { connectRealtime, type RealtimeOptions } from '@/api/realtime';
import { useToasts } from '@/components/toasts';
import { notificationsKeys } from './queries';
import styles from './realtime-notifications.module.css';

/**
 * Real-time notifications (spec 1 §7): pusher-js on the organisation's and the user's private channels, through the
 * realtime-connection machine. A notification raises the count and refreshes the panel at once, with a closable toast;
 * after a reconnect everything is fetched again (catch-up). A lost connection only shows a quiet status.
 */
export function RealtimeNotifications({ options }: { options: RealtimeOptions }) {
  const queryClient = useQueryClient();
  const { notification: toast } = useToasts();
  const actor = useActorRef(
    realtimeConnectionMachine.provide({
      actors: {
        channel: fromCallback<RealtimeChannelCommand>(({ sendBack, receive }) => {
          const channel = connectRealtime(options, sendBack);
          receive(() => channel.retry());
          return () => channel.disconnect();
        }),
      },
      actions: {
        deliver: (_, { notification }) => {
          queryClient.setQueryData(notificationsKeys.unread().queryKey, (count) => (count ?? 0) + 1);
          void queryClient.invalidateQueries({ queryKey: notificationsKeys.lists() });
          toast.info({ message: notification.from, description: notification.message });
        },
        catchUp: () => void queryClient.invalidateQueries({ queryKey: notificationsKeys.all }),
      },
    }),
  );
  const lost = useSelector(actor, (s) => s.hasTag('lost'));
  return (
    <span role="status" className={styles.status}>
      {lost ? 'Live updates paused' : ''}
    </span>
  );
}
