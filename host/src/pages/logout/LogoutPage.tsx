import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { getRuntimeConfig, notify, useBasinStore, useDocumentTitle } from '@basin/shared';
import { clearSessionHint, hasSessionHint } from '../../auth/sessionHint';
import '../../ui/ui.css';

/**
 * Opening /auth/logout signs out (spec 02 "Logout"): the portal forgets the session, and a signed-in
 * browser also ends its session at the identity provider (with id_token_hint), which sends it back
 * to the home page. A visitor who was not signed in just lands on the home page.
 */
export default function LogoutPage() {
  useDocumentTitle('Signing out');
  const navigate = useNavigate();
  useEffect(() => {
    const auth = getRuntimeConfig().auth;
    const signedIn = auth && (hasSessionHint() || useBasinStore.getState().user);
    useBasinStore.getState().signOut();
    clearSessionHint();
    if (!signedIn) {
      navigate('/', { replace: true });
      return;
    }
    import('../../auth/msal')
      .then(({ signOutRedirect }) => signOutRedirect(auth))
      .then(() => navigate('/', { replace: true }))
      .catch((error: Error) => {
        notify({ message: `Signed out of the portal; the identity provider could not be reached (${error.message}).`, severity: 'warning' });
        navigate('/', { replace: true });
      });
  }, [navigate]);
  return (
    <section className="page">
      <h1 className="page-title">Signing out</h1>
      <p role="status">Signing out…</p>
    </section>
  );
}
