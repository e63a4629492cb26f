import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageSpinner, ROUTE_TABLE } from '@basin/shared';
import { PortalLayout } from '../layout/PortalLayout';
import HomePage from '../pages/home/HomePage';
import { RemoteBoundary } from './RemoteBoundary';

// Home is in the entry bundle (the first page most visitors see); the other host pages load lazily.
const AccessibilityPage = lazy(() => import('../pages/accessibility/AccessibilityPage'));
const NotFoundPage = lazy(() => import('../pages/not-found/NotFoundPage'));
const LogoutPage = lazy(() => import('../pages/logout/LogoutPage'));

const portalRoutes = ROUTE_TABLE.filter((entry) => entry.layout === 'portal');
const bareRoutes = ROUTE_TABLE.filter((entry) => entry.layout === 'bare');

/** Every path of the spec's route table; remote pages are mounted before their remote loads. */
export function App() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        {bareRoutes.map((entry) => (
          <Route key={entry.path} path={entry.path} element={<RemoteBoundary key={entry.path} entry={entry} />} />
        ))}
        <Route element={<PortalLayout />}>
          <Route index element={<HomePage />} />
          <Route path="accessibility" element={<AccessibilityPage />} />
          <Route path="auth/logout" element={<LogoutPage />} />
          {portalRoutes.map((entry) => (
            <Route key={entry.path} path={entry.path} element={<RemoteBoundary key={entry.path} entry={entry} />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
