import type { IPublicClientApplication } from '@azure/msal-browser';
import { MsalProvider } from '@azure/msal-react';
import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import enGB from 'antd/es/locale/en_GB';
import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';
import { type ReactNode, useEffect, useState } from 'react';
import { AuthProvider } from '@/app/auth/auth-context';
import type { AuthService } from '@/app/auth/auth-service';
import type { Env } from '@/app/env';
import { EnvProvider } from '@/app/env-context';
import { createQueryClient } from '@/app/query-client';
import { theme } from '@/app/theme';

dayjs.locale('en-gb');

/** Spec 1 §9: toasts last 5 s, sit at the top and can be closed. */
const toastConfig = {
  message: { duration: 5, top: 24 },
  notification: { duration: 5, placement: 'top' as const },
};

let showStaleDataError: (error: Error) => void = () => {};

/** Binds the query cache's toast to antd's App context, so it follows the theme (App.useApp, not the static API). */
function StaleDataToasts() {
  const { notification } = App.useApp();
  useEffect(() => {
    showStaleDataError = (error) =>
      notification.error({
        title: 'Could not refresh',
        description: `The information shown may be out of date. ${error.message}`,
      });
    return () => {
      showStaleDataError = () => {};
    };
  }, [notification]);
  return null;
}

interface Props {
  env: Env;
  msal: IPublicClientApplication;
  auth: AuthService;
  children: ReactNode;
}

export function AppProviders({ env, msal, auth, children }: Props) {
  const [queryClient] = useState(() => createQueryClient((error) => showStaleDataError(error)));
  return (
    <EnvProvider env={env}>
      <MsalProvider instance={msal}>
        <AuthProvider auth={auth}>
          <QueryClientProvider client={queryClient}>
            <ConfigProvider locale={enGB} theme={theme}>
              <App {...toastConfig}>
                <StaleDataToasts />
                {children}
              </App>
            </ConfigProvider>
          </QueryClientProvider>
        </AuthProvider>
      </MsalProvider>
    </EnvProvider>
  );
}
