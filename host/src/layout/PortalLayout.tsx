import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import { copyrightNotice, findRoute, getRuntimeConfig, LanguageSwitch, PageSpinner, PORTAL_NAME, tokens, useBasinStore, useIsMobile, useT } from '@basin/shared';
import { AccountControls } from '../auth/AccountControls';
import { ExternalLink } from '../ui/ExternalLink';
import { SidebarMenu } from './SidebarMenu';
import { SidebarSearch } from './SidebarSearch';
import './layout.css';

// Only phones need the drawer: it loads when a small screen first renders the layout.
const MobileDrawer = lazy(() => import('./MobileDrawer'));

export const SIDEBAR_ID = 'portal-sidebar';

function MainNavigation({ onNavigate }: { onNavigate?: () => void }) {
  const t = useT();
  return (
    <nav aria-label={t('host.layout.mainNavigation')}>
      <SidebarSearch onNavigate={onNavigate} />
      <SidebarMenu onNavigate={onNavigate} />
    </nav>
  );
}

/** After a client-side navigation: back to the top, and focus on the new page's content for screen readers. */
function useFocusMainOnNavigation() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo?.(0, 0);
    document.getElementById('main-content')?.focus({ preventScroll: true });
  }, [pathname]);
}

/**
 * The portal's frame (spec 02 "Layout"): top bar, sidebar (a drawer on phones), content and footer.
 * Plain landmarks and CSS rather than antd Layout/Sider: the Sider pulls its trigger icons and styles
 * into the home page's budget (about 4 KB gzip) for what a flex box does.
 */
export function PortalLayout() {
  const t = useT();
  const isMobile = useIsMobile();
  const collapsed = useBasinStore((state) => state.sidebarCollapsed);
  const toggleSidebar = useBasinStore((state) => state.toggleSidebar);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The drawer's code loads the first time it opens, and it stays mounted so that it can animate closed.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const { links } = getRuntimeConfig();
  useFocusMainOnNavigation();
  // Application screens (the route table's fullHeight) fill the window: no page scroll, no footer.
  const fullHeight = findRoute(useLocation().pathname)?.fullHeight === true;

  const sidebarShown = isMobile ? drawerOpen : !collapsed;

  return (
    <div className={fullHeight ? 'portal portal--full-height' : 'portal'} style={{ background: tokens.colors.background, color: tokens.colors.text, fontFamily: tokens.fontFamily }}>
      <a className="skip-link" href="#main-content">
        {t('host.layout.skipLink')}
      </a>
      <header className="portal-header" style={{ background: tokens.colors.primaryDark, minHeight: tokens.headerHeight }}>
        <button
          type="button"
          className="portal-header__toggle"
          aria-expanded={sidebarShown}
          aria-controls={isMobile && !drawerUsed ? undefined : SIDEBAR_ID}
          onClick={() => {
            if (!isMobile) return toggleSidebar();
            setDrawerUsed(true);
            setDrawerOpen(true);
          }}
        >
          <span className="portal-header__burger" aria-hidden="true" />
          {!isMobile && !collapsed ? t('host.layout.hideMenu') : t('host.layout.menu')}
        </button>
        <Link to="/" className="portal-header__name">
          {PORTAL_NAME}
        </Link>
        <div className="portal-header__links">
          <ExternalLink href={links.annualReports}>{t('host.layout.annualReports')}</ExternalLink>
          <NavLink to="/accessibility">{t('host.layout.accessibility')}</NavLink>
          <LanguageSwitch />
          <AccountControls />
        </div>
      </header>
      <div className="portal-body">
        {isMobile ? (
          <Suspense fallback={null}>
            {drawerUsed && (
              <MobileDrawer id={SIDEBAR_ID} open={drawerOpen} onClose={() => setDrawerOpen(false)}>
                <MainNavigation onNavigate={() => setDrawerOpen(false)} />
              </MobileDrawer>
            )}
          </Suspense>
        ) : (
          // A collapsed sidebar renders no links, so keyboard focus cannot enter hidden ones.
          <div
            id={SIDEBAR_ID}
            className="portal-sider"
            hidden={collapsed}
            style={{ width: tokens.sidebarWidth, background: tokens.colors.primaryDark }}
          >
            {!collapsed && <MainNavigation />}
          </div>
        )}
        <div className="portal-column">
          <main id="main-content" className="portal-main" tabIndex={-1}>
            <Suspense fallback={<PageSpinner />}>
              <Outlet />
            </Suspense>
          </main>
          {!fullHeight && (
            <footer className="portal-footer" style={{ color: tokens.colors.textSecondary }}>
              {copyrightNotice()}
            </footer>
          )}
        </div>
      </div>
    </div>
  );
}
