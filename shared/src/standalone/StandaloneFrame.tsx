import { Suspense } from 'react';
import { App as AntApp, ConfigProvider, Spin, Typography } from 'antd';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import type { RemoteRoute } from '../routing/remoteRoutes';
import { portalTheme } from '../theme/portalTheme';
import { Toaster } from '../notifications/Toaster';
import { PortalProviders } from '../ui/PortalProviders';
import { useDocumentTitle } from '../ui/PageTitle';

export function PageSpinner() {
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
      <Spin size="large" aria-label="Loading page" />
    </div>
  );
}

function RemoteIndex({ remoteTitle, routes }: { remoteTitle: string; routes: RemoteRoute[] }) {
  const title = `${remoteTitle} (standalone)`;
  useDocumentTitle(title);
  return (
    <main style={{ padding: 24 }}>
      <Typography.Title level={1}>{title}</Typography.Title>
      <ul>
        {routes.map((route) => (
          <li key={route.path}>
            <Link to={route.path}>{route.title}</Link>
          </li>
        ))}
      </ul>
    </main>
  );
}

function NotFound() {
  return (
    <main style={{ padding: 24 }}>
      <Typography.Title level={1}>Page not found</Typography.Title>
      <Link to="/">Pages of this part of the portal</Link>
    </main>
  );
}

/** A remote on its own origin or in an iframe: its pages without the host's layout. */
export function StandaloneFrame({ remoteTitle, routes }: { remoteTitle: string; routes: RemoteRoute[] }) {
  return (
    <ConfigProvider theme={portalTheme}>
      <AntApp>
        <PortalProviders>
          <BrowserRouter>
            <Routes>
              <Route path="/" element={<RemoteIndex remoteTitle={remoteTitle} routes={routes} />} />
              {routes.map(({ path, Component }) => (
                <Route
                  key={path}
                  path={path}
                  element={
                    <main>
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
      </AntApp>
    </ConfigProvider>
  );
}
