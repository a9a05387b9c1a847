import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import enGB from 'antd/es/locale/en_GB';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { Route, Router, Switch } from 'wouter';
import { theme } from '@/app/theme';
import { LoadingLines } from '@/components/loading-lines';
import { flowViewerBase } from './api';
import { FlowList } from './flow-list';
import { FlowPage } from './flow-page';
import styles from './flow-viewer.module.css';

// Live watching signs in with MSAL: loaded only on its own pages.
const LivePage = lazy(() => import('./live-page'));

// The flow viewer (/sandbox/flows): the portal's machines for analysts and QA, served by the sandbox and loading
// nothing from anywhere else. Its own entry (flow-viewer.html), so the portal's pages carry none of it.

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime: Number.POSITIVE_INFINITY } } });

function FlowViewer() {
  return (
    <main className={styles.shell}>
      <Router base={flowViewerBase}>
        <Switch>
          <Route path="/">
            <FlowList />
          </Route>
          <Route path="/live">
            <Suspense fallback={<LoadingLines label="Loading…" />}>
              <LivePage />
            </Suspense>
          </Route>
          <Route path="/live/:sessionId">
            {({ sessionId }) => (
              <Suspense fallback={<LoadingLines label="Loading…" />}>
                <LivePage sessionId={sessionId} />
              </Suspense>
            )}
          </Route>
          <Route path="/:name">{({ name }) => <FlowPage key={name} name={name} />}</Route>
        </Switch>
      </Router>
    </main>
  );
}

const container = document.getElementById('root');
if (container)
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <ConfigProvider locale={enGB} theme={theme}>
          <FlowViewer />
        </ConfigProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
