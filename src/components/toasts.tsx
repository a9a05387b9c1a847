import { message, notification } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { createContext, type ReactNode, useContext, useMemo } from 'react';

/**
 * Spec 1 §9 toasts (5 s, at the top, closable) through antd's hooks, so they follow the theme. A provider of our own
 * rather than antd's `App`, which also carries Modal and its skeleton onto the first page load for nobody.
 */
export interface Toasts {
  message: MessageInstance;
  notification: NotificationInstance;
}

const ToastContext = createContext<Toasts | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [messageApi, messageHolder] = message.useMessage({ duration: 5, top: 24 });
  const [notificationApi, notificationHolder] = notification.useNotification({ duration: 5, placement: 'top' });
  const toasts = useMemo(() => ({ message: messageApi, notification: notificationApi }), [messageApi, notificationApi]);
  return (
    <ToastContext.Provider value={toasts}>
      {messageHolder}
      {notificationHolder}
      {children}
    </ToastContext.Provider>
  );
}

export function useToasts(): Toasts {
  const toasts = useContext(ToastContext);
  if (!toasts) throw new Error('useToasts is used outside <ToastProvider>');
  return toasts;
}
