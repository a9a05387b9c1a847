import { Suspense } from 'react';
import { matchRoute, Route, Switch, useLocation, useRouter } from 'wouter';
import { canVisit, refusedFamily, rules } from '@/app/access';
import { FullPageSpin, RequireSignIn } from '@/app/auth/require-sign-in';
import { AppErrorBoundary } from '@/app/error-boundary';
import { MainLayout } from '@/app/layout/main-layout';
import * as pages from '@/app/lazy-pages';
import { type MainRoute, mainRoutes } from '@/app/main-routes';
import { paths } from '@/app/paths';
import { useShell } from '@/app/use-shell';
import { ExportAccessProvider } from '@/components/export-access';
import { PreviousLocationProvider } from '@/features/errors/previous-location';

/** A main-layout page behind its access rule (spec 1 §2 conditions). */
function GuardedPage({ route }: { route: MainRoute }) {
  const [location] = useLocation();
  const { access } = useShell();
  if (!access) return <FullPageSpin label="Loading" />;
  const family = refusedFamily(location, access);
  if (family) return <pages.ProductFamilyRefusedPage family={family} embedded />;
  if (!canVisit(location, access)) return <pages.UnauthorisedPage embedded />;
  const Page = route.page;
  return (
    <ExportAccessProvider value={(name) => rules.export(access, name)}>
      <Page />
    </ExportAccessProvider>
  );
}

function MainRoutes() {
  const [location] = useLocation();
  const { parser } = useRouter();
  // A funnel's steps share one mount, so moving between its addresses keeps the flow running.
  const mount = mainRoutes.find((route) => matchRoute(parser, route.path, location)[0])?.mountKey ?? location;
  return (
    <RequireSignIn>
      <MainLayout>
        {/* Keyed by path so a failed page does not stay failed after navigating away. */}
        <AppErrorBoundary key={mount}>
          <Suspense fallback={<FullPageSpin label="Loading" />}>
            <Switch>
              {mainRoutes.map((route) => (
                <Route key={route.mountKey ?? route.path} path={route.path}>
                  <GuardedPage route={route} />
                </Route>
              ))}
            </Switch>
          </Suspense>
        </AppErrorBoundary>
      </MainLayout>
    </RequireSignIn>
  );
}

/** Routes outside the main layout need no sign-in (spec 1 §2); anything unknown is Not Found. */
function OutsideRoutes() {
  return (
    <Suspense fallback={<FullPageSpin label="Loading" />}>
      <Switch>
        <Route path={paths.authorize.path} component={pages.AuthorizePage} />
        <Route path={paths.resetPassword.path} component={pages.ResetPasswordPage} />
        <Route path={paths.errorUnauthorised.path}>
          <pages.UnauthorisedPage />
        </Route>
        <Route path={paths.errorServerError.path} component={pages.ServerErrorPage} />
        <Route path={paths.errorNotFound.path} component={pages.NotFoundPage} />
        <Route path={paths.errorUnderConstruction.path}>
          <pages.UnderConstructionPage />
        </Route>
        <Route path={paths.errorInvitationNotFound.path} component={pages.InvitationNotFoundPage} />
        <Route path={paths.errorDeviceTimestamp.path} component={pages.DeviceTimestampPage} />
        <Route path={paths.error.path} component={pages.ErrorPage} />
        <Route path={paths.termsOfService.path} component={pages.TermsOfServicePage} />
        <Route path={paths.unsubscribe.path}>{(params) => <pages.UnsubscribePage id={params.id} />}</Route>
        {/* Spec 1 §5: without an id the page fails with its message instead of Not Found. */}
        <Route path="/unsubscribe">
          <pages.UnsubscribePage />
        </Route>
        <Route path={paths.debugNewrelic.path} component={pages.DebugNewrelicPage} />
        <Route component={pages.NotFoundPage} />
      </Switch>
    </Suspense>
  );
}

export function AppRoutes() {
  const [location] = useLocation();
  const { parser } = useRouter();
  // Decided up front so the layout stays mounted while moving between its pages.
  const inMainLayout = mainRoutes.some((route) => matchRoute(parser, route.path, location)[0]);
  return (
    <PreviousLocationProvider>
      <AppErrorBoundary>{inMainLayout ? <MainRoutes /> : <OutsideRoutes />}</AppErrorBoundary>
    </PreviousLocationProvider>
  );
}
