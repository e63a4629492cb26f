import { Suspense } from 'react';
import { ConfigProvider } from 'antd';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import type { RemoteRoute } from '../routing/remoteRoutes';
import { useAntdLocale } from '../i18n/catalogue';
import { useT } from '../i18n/translate';
import { routeTitle } from '../routing/routeTable';
import { portalTheme } from '../theme/portalTheme';
import { tokens } from '../theme/tokens';
import { Toaster } from '../notifications/Toaster';
import { PortalProviders } from '../ui/PortalProviders';
import { useDocumentTitle } from '../ui/PageTitle';
import { PageSpinner } from '../ui/PageSpinner';

function RemoteIndex({ remoteTitle, routes }: { remoteTitle: string; routes: RemoteRoute[] }) {
  const t = useT();
  const title = t('shared.standalone.title', { remote: remoteTitle });
  useDocumentTitle(title);
  return (
    <main style={{ padding: 24 }}>
      <h1>{title}</h1>
      <ul>
        {routes.map((route) => (
          <li key={route.path}>
            <Link to={route.path}>{routeTitle(t, route)}</Link>
          </li>
        ))}
      </ul>
    </main>
  );
}

function NotFound() {
  const t = useT();
  return (
    <main style={{ padding: 24 }}>
      <h1>{t('shared.standalone.notFound')}</h1>
      <Link to="/">{t('shared.standalone.pages')}</Link>
    </main>
  );
}

/** A remote on its own origin or in an iframe: its pages without the host's layout. */
export function StandaloneFrame({ remoteTitle, routes }: { remoteTitle: string; routes: RemoteRoute[] }) {
  const antdLocale = useAntdLocale();
  return (
    <ConfigProvider theme={portalTheme} locale={antdLocale}>
      <PortalProviders>
        <BrowserRouter>
          <Routes>
            <Route path="/" element={<RemoteIndex remoteTitle={remoteTitle} routes={routes} />} />
            {routes.map(({ path, Component }) => (
              <Route
                key={path}
                path={path}
                element={
                  // The portal's font and text colour: outside antd's components an embed otherwise falls back to the browser's serif.
                  <main style={{ fontFamily: tokens.fontFamily, color: tokens.colors.text }}>
                    <Suspense fallback={<PageSpinner />}>
                      <Component />
                    </Suspense>
                  </main>
                }
              />
            ))}
            <Route path="*" element={<NotFound />} />
          </Routes>
        </BrowserRouter>
        <Toaster />
      </PortalProviders>
    </ConfigProvider>
  );
}
