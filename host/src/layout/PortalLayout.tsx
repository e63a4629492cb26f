import { lazy, Suspense, useState } from 'react';
import { Grid, Layout } from 'antd';
import { Link, Outlet } from 'react-router-dom';
import { getRuntimeConfig, Toaster, tokens, useBasinStore } from '@basin/shared';
import { SignInSlot } from '../auth/SignInSlot';
import { SidebarMenu } from './SidebarMenu';
import './layout.css';

const { Header, Sider, Content, Footer } = Layout;

// Only phones need the drawer: it loads when a small screen first renders the layout.
const MobileDrawer = lazy(() => import('./MobileDrawer'));

function MainNavigation({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <nav aria-label="Main">
      <SidebarMenu onNavigate={onNavigate} />
    </nav>
  );
}

/** The portal's frame: sidebar (a drawer on small screens), top bar, footer and toasts. */
export function PortalLayout() {
  const isDesktop = Grid.useBreakpoint().md ?? true;
  const collapsed = useBasinStore((state) => state.sidebarCollapsed);
  const toggleSidebar = useBasinStore((state) => state.toggleSidebar);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { links } = getRuntimeConfig();

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <Header className="portal-header">
        <button
          type="button"
          className="portal-header__toggle"
          aria-expanded={isDesktop ? !collapsed : drawerOpen}
          aria-controls="portal-sidebar"
          onClick={() => (isDesktop ? toggleSidebar() : setDrawerOpen(true))}
        >
          {isDesktop && !collapsed ? 'Hide menu' : 'Menu'}
        </button>
        <Link to="/" className="portal-header__name">
          Basin Water Portal
        </Link>
        <div className="portal-header__links">
          <a href={links.annualReports} target="_blank" rel="noopener noreferrer">
            Annual Reports<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
          <Link to="/accessibility">Accessibility</Link>
          <SignInSlot />
        </div>
      </Header>
      <Layout>
        {isDesktop ? (
          <Sider id="portal-sidebar" width={tokens.sidebarWidth} collapsible collapsed={collapsed} trigger={null} collapsedWidth={0}>
            {/* A collapsed sidebar renders nothing, so keyboard focus cannot enter hidden links. */}
            {!collapsed && <MainNavigation />}
          </Sider>
        ) : (
          <Suspense fallback={null}>
            <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)}>
              <MainNavigation onNavigate={() => setDrawerOpen(false)} />
            </MobileDrawer>
          </Suspense>
        )}
        <Layout>
          <Content>
            <main id="main-content" tabIndex={-1}>
              <Outlet />
            </main>
          </Content>
          <Footer className="portal-footer">© {new Date().getFullYear()} Basin Water Quality Authority. All rights reserved.</Footer>
        </Layout>
      </Layout>
      <Toaster />
    </Layout>
  );
}
