import type { IPublicClientApplication } from '@azure/msal-browser';
import { MsalProvider } from '@azure/msal-react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import enGB from 'antd/es/locale/en_GB';
import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { AuthProvider } from '@/app/auth/auth-context';
import type { AuthService } from '@/app/auth/auth-service';
import type { Env } from '@/app/env';
import { EnvProvider } from '@/app/env-context';
import { createQueryClient } from '@/app/query-client';
import { theme } from '@/app/theme';
import { reducedMotionQuery, useMediaQuery } from '@/app/use-media-query';
import { ToastProvider, useToasts } from '@/components/toasts';

dayjs.locale('en-gb');

let showStaleDataError: (error: Error) => void = () => {};

/** Binds the query cache's toast to the toast provider, so it follows the theme (antd's hooks, not the static API). */
function StaleDataToasts() {
  const { notification } = useToasts();
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

/** The app's query cache, whose failed background refreshes raise the theme's toast once the providers are up. */
export const createAppQueryClient = (): QueryClient => createQueryClient((error) => showStaleDataError(error));

interface Props {
  env: Env;
  msal: IPublicClientApplication;
  auth: AuthService;
  /** Made before the first render when calls are started early (src/main.tsx); otherwise made here. */
  queryClient?: QueryClient;
  children: ReactNode;
}

export function AppProviders({ env, msal, auth, queryClient: given, children }: Props) {
  const [queryClient] = useState(() => given ?? createAppQueryClient());
  const reducedMotion = useMediaQuery(reducedMotionQuery);
  const themed = useMemo(() => ({ ...theme, token: { ...theme.token, motion: !reducedMotion } }), [reducedMotion]);
  return (
    <EnvProvider env={env}>
      <MsalProvider instance={msal}>
        <AuthProvider auth={auth}>
          <QueryClientProvider client={queryClient}>
            <ConfigProvider locale={enGB} theme={themed}>
              <ToastProvider>
                <StaleDataToasts />
                {children}
              </ToastProvider>
            </ConfigProvider>
          </QueryClientProvider>
        </AuthProvider>
      </MsalProvider>
    </EnvProvider>
  );
}
