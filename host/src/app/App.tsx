import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { GLOSSARY_ROUTE, isRemoteRoute, PageSpinner, ROUTE_TABLE, sharedKitCatalogue, Toaster, tokens, withCatalogue } from '@basin/shared';
import { AuthSession } from '../auth/AuthSession';
import { SIGN_IN_CALLBACK_PATH } from '../auth/paths';
import { PortalLayout } from '../layout/PortalLayout';
import HomePage from '../pages/home/HomePage';
import { RemoteBoundary } from './RemoteBoundary';

// Home is in the entry bundle (the first page most visitors see); the other host pages load lazily.
const AccessibilityPage = lazy(() => import('../pages/accessibility/AccessibilityPage'));
const NotFoundPage = lazy(() => import('../pages/not-found/NotFoundPage'));
const LogoutPage = lazy(() => import('../pages/logout/LogoutPage'));
const SignInCallbackPage = lazy(() => import('../pages/sign-in/SignInCallbackPage'));
// The glossary's terms are in the shared kits' catalogue, which the home page does not load.
const GlossaryPage = withCatalogue([sharedKitCatalogue], lazy(() => import('../pages/glossary/GlossaryPage')));

const remoteRoutes = ROUTE_TABLE.filter(isRemoteRoute);
const portalRoutes = remoteRoutes.filter((entry) => entry.layout !== 'bare');
const bareRoutes = remoteRoutes.filter((entry) => entry.layout === 'bare');

/**
 * Every path of the spec's route table, mounted before any remote loads: a remote that is down still
 * gets its page title and a failure message instead of a 404. Embeds ('bare') render without the layout.
 */
export function App() {
  return (
    <>
      <Suspense fallback={<PageSpinner />}>
        <Routes>
          {bareRoutes.map((entry) => (
            <Route
              key={entry.path}
              path={entry.path}
              element={
                // The portal's font and text colour (PortalLayout sets them for the other pages): an embed's
                // text outside antd's components otherwise falls back to the browser's serif.
                <main id="main-content" className="bare-frame" style={{ fontFamily: tokens.fontFamily, color: tokens.colors.text }}>
                  <RemoteBoundary key={entry.path} remote={entry.remote} path={entry.path} />
                </main>
              }
            />
          ))}
          <Route element={<PortalLayout />}>
            <Route index element={<HomePage />} />
            <Route path="/accessibility" element={<AccessibilityPage />} />
            <Route path={GLOSSARY_ROUTE} element={<GlossaryPage />} />
            <Route path="/auth/logout" element={<LogoutPage />} />
            <Route path={SIGN_IN_CALLBACK_PATH} element={<SignInCallbackPage />} />
            {portalRoutes.map((entry) => (
              <Route
                key={entry.path}
                path={entry.path}
                element={<RemoteBoundary key={entry.path} remote={entry.remote} path={entry.path} />}
              />
            ))}
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </Suspense>
      {/* The staff session (MSAL), when this browser has one; it feeds the shared store every remote reads. */}
      <AuthSession />
      {/* Toasts of every page (host and remotes), bottom right; mounted once. */}
      <Toaster />
    </>
  );
}
