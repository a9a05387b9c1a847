import { notification } from 'antd';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { createContext, type ReactNode, useContext, useMemo } from 'react';

/**
 * Spec 1 §9 toasts (5 s, at the top, closable) through antd's hooks, so they follow the theme. A provider of our own
 * rather than antd's `App`, which also carries Modal and its skeleton onto the first page load for nobody.
 */
export interface Toasts {
  /** antd's notification: closable (its ×), unlike antd's message, which the spec's toasts must be. */
  notification: NotificationInstance;
}

const ToastContext = createContext<Toasts | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [notificationApi, notificationHolder] = notification.useNotification({ duration: 5, placement: 'top' });
  const toasts = useMemo(() => ({ notification: notificationApi }), [notificationApi]);
  return (
    <ToastContext.Provider value={toasts}>
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
