import { useState } from 'react';
import { Link } from 'react-router-dom';
import { getRuntimeConfig, useBasinStore, useT } from '@basin/shared';
import { setSessionHint, clearSessionHint } from './sessionHint';
import { notifySignInError } from './signInError';

/**
 * Sign in / Sign out in the top bar (spec 01 §6, spec 02 "Logout"). Nothing when the portal has no
 * identity provider configured. Signing in leaves for the provider's page and comes back to this page.
 */
export function AccountControls() {
  const t = useT();
  const auth = getRuntimeConfig().auth;
  const user = useBasinStore((state) => state.user);
  const restoring = useBasinStore((state) => state.restoringSession);
  const [leaving, setLeaving] = useState(false);
  if (!auth) return null;
  if (user) {
    return (
      <span className="portal-header__account">
        <span className="portal-header__user">{user.name ?? user.sub}</span>
        <Link to="/auth/logout">{t('host.account.signOut')}</Link>
      </span>
    );
  }
  const signIn = async () => {
    setLeaving(true);
    // Marked first: the page the provider returns to must load the sign-in library to finish.
    setSessionHint();
    try {
      const { signInRedirect } = await import('./msal');
      await signInRedirect(auth, window.location.href);
    } catch (error) {
      clearSessionHint();
      setLeaving(false);
      notifySignInError('unavailable', error as Error);
    }
  };
  return (
    <button type="button" className="portal-header__sign-in" onClick={() => void signIn()} disabled={leaving || restoring}>
      {leaving || restoring ? t('host.account.signingIn') : t('host.account.signIn')}
    </button>
  );
}
