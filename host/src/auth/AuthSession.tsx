import { lazy, Suspense } from 'react';
import { getRuntimeConfig, useBasinStore, type RuntimeConfig } from '@basin/shared';
import { SIGN_IN_CALLBACK_PATH } from './paths';
import { hasSessionHint } from './sessionHint';

const MsalSession = lazy(() => import('./MsalSession'));

/** Whether this page load needs the sign-in library: a remembered session or the sign-in callback. */
function sessionOnLoad(config: RuntimeConfig): boolean {
  return Boolean(config.auth) && (hasSessionHint() || window.location.pathname === SIGN_IN_CALLBACK_PATH);
}

/**
 * Called before the first render: pages wait for a remembered session instead of showing public-only
 * parts. After a sign-out the provider returns to the home page with MSAL's `state`, which nothing
 * reads then: it is dropped from the address.
 */
export function beginSessionRestore(config: RuntimeConfig): void {
  if (sessionOnLoad(config)) {
    useBasinStore.getState().setRestoringSession(true);
    return;
  }
  const { pathname, search } = window.location;
  if (config.auth && pathname === '/' && [...new URLSearchParams(search).keys()].join() === 'state') window.history.replaceState(null, '', '/');
}

/**
 * Mounts MSAL when this page load has a session to restore or complete (see sessionHint.ts); nothing
 * for the public. A Sign in click loads MSAL itself and leaves the page.
 */
export function AuthSession() {
  const config = getRuntimeConfig();
  if (!config.auth || !sessionOnLoad(config)) return null;
  return (
    <Suspense fallback={null}>
      <MsalSession auth={config.auth} />
    </Suspense>
  );
}
