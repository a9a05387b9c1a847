import { Layout } from 'antd';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useLocation } from 'wouter';
import { rules } from '@/app/access';
import { useAuth } from '@/app/auth/auth-context';
import { useSessionUpkeep } from '@/app/auth/session-upkeep';
import { AppFooter } from '@/app/layout/app-footer';
import { AppHeader } from '@/app/layout/app-header';
import { QuietBoundary } from '@/app/layout/quiet-boundary';
import { ReviewPromptSlot } from '@/app/layout/review-prompt-slot';
import { SideMenu } from '@/app/layout/side-menu';
import { TermsPrompt } from '@/app/layout/terms-prompt';
import { useNarrowScreen } from '@/app/layout/use-narrow-screen';
import { ApiSupportTicketDialog, LiveChat } from '@/app/lazy-pages';
import { useShell } from '@/app/use-shell';
import styles from './main-layout.module.css';

const MenuDrawer = lazy(() => import('./menu-drawer').then((m) => ({ default: m.MenuDrawer })));

/**
 * Spec 1 §2 main layout: 64 px header, 300 px side menu, footer with feedback and legal links, the review widget. On a narrow screen the
 * menu is a drawer over the page, closed after a choice, and the header is compact.
 */
export function MainLayout({ children }: { children: ReactNode }) {
  const auth = useAuth();
  useSessionUpkeep(auth);
  const { user, access } = useShell();
  const narrow = useNarrowScreen();
  const [siderCollapsed, setSiderCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Any navigation closes the drawer (a link inside the page as well as a menu choice).
  const [location] = useLocation();
  const [drawerLocation, setDrawerLocation] = useState(location);
  if (location !== drawerLocation) {
    setDrawerLocation(location);
    setDrawerOpen(false);
  }
  // Mounted from the first open on, so closing can animate; wide screens never load the drawer.
  const [drawerUsed, setDrawerUsed] = useState(false);
  if (drawerOpen && !drawerUsed) setDrawerUsed(true);
  const menuOpen = narrow ? drawerOpen : !siderCollapsed;
  // How often the developer asked for the API Support Ticket form; its code loads on the first ask.
  const [ticketAsks, setTicketAsks] = useState(0);
  const onMenuAction = () => setTicketAsks((n) => n + 1);

  return (
    <Layout className={styles.shell}>
      <AppHeader
        user={user}
        access={access}
        compact={narrow}
        menuCollapsed={!menuOpen}
        onToggleMenu={() => (narrow ? setDrawerOpen((open) => !open) : setSiderCollapsed((collapsed) => !collapsed))}
        onLogout={() => void auth.signOut()}
      />
      <Layout className={styles.body}>
        {narrow ? (
          drawerUsed && (
            <Suspense fallback={null}>
              <MenuDrawer
                access={access}
                open={drawerOpen}
                onClose={() => setDrawerOpen(false)}
                onAction={onMenuAction}
              />
            </Suspense>
          )
        ) : (
          <Layout.Sider
            id="side-menu"
            width={300}
            collapsible
            collapsed={siderCollapsed}
            collapsedWidth={0}
            trigger={null}
            theme="light"
          >
            {access && <SideMenu access={access} onAction={onMenuAction} />}
          </Layout.Sider>
        )}
        <Layout className={styles.page}>
          <Layout.Content id="main-content" role="main" className={styles.content}>
            {children}
          </Layout.Content>
          <AppFooter />
        </Layout>
      </Layout>
      {ticketAsks > 0 && (
        <QuietBoundary>
          <Suspense fallback={null}>
            <ApiSupportTicketDialog openRequests={ticketAsks} />
          </Suspense>
        </QuietBoundary>
      )}
      {user && access && rules.liveChat(access) && (
        <QuietBoundary>
          <Suspense fallback={null}>
            <LiveChat key={user.id} />
          </Suspense>
        </QuietBoundary>
      )}
      {user && (
        <Suspense fallback={null}>
          <TermsPrompt key={user.id} user={user} />
        </Suspense>
      )}
      {/* Never beside the terms prompt: the review waits until the terms are accepted. */}
      {user?.termsAccepted && <ReviewPromptSlot key={user.id} userId={user.id} />}
    </Layout>
  );
}
