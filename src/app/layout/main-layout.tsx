import { Layout } from 'antd';
import { type ReactNode, Suspense, useState } from 'react';
import { useAuth } from '@/app/auth/auth-context';
import { useSessionUpkeep } from '@/app/auth/session-upkeep';
import { AppFooter } from '@/app/layout/app-footer';
import { AppHeader } from '@/app/layout/app-header';
import { SideMenu } from '@/app/layout/side-menu';
import { TermsPrompt } from '@/app/layout/terms-prompt';
import { useShell } from '@/app/use-shell';

/** Spec 1 §2 main layout: 64 px header, 300 px side menu, footer with feedback and legal links. */
export function MainLayout({ children }: { children: ReactNode }) {
  const auth = useAuth();
  useSessionUpkeep(auth);
  const { user, access } = useShell();
  const [collapsed, setCollapsed] = useState(false);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <AppHeader
        user={user}
        access={access}
        menuCollapsed={collapsed}
        onToggleMenu={() => setCollapsed((c) => !c)}
        onLogout={() => void auth.signOut()}
      />
      <Layout>
        <Layout.Sider
          id="side-menu"
          width={300}
          collapsible
          collapsed={collapsed}
          collapsedWidth={0}
          trigger={null}
          theme="light"
          breakpoint="lg"
          onBreakpoint={(broken) => setCollapsed(broken)}
        >
          {access && <SideMenu access={access} />}
        </Layout.Sider>
        <Layout>
          <Layout.Content id="main-content" role="main" style={{ padding: 24 }}>
            {children}
          </Layout.Content>
          <AppFooter />
        </Layout>
      </Layout>
      {user && (
        <Suspense fallback={null}>
          <TermsPrompt key={user.id} user={user} />
        </Suspense>
      )}
    </Layout>
  );
}
