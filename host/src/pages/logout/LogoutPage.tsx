import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { currentT, getRuntimeConfig, notify, useBasinStore, useDocumentTitle, useT } from '@basin/shared';
import { clearSessionHint, hasSessionHint } from '../../auth/sessionHint';
import '../../ui/ui.css';

/**
 * Opening /auth/logout signs out (spec 02 "Logout"): the portal forgets the session, and a signed-in
 * browser also ends its session at the identity provider (with id_token_hint), which sends it back
 * to the home page. A visitor who was not signed in just lands on the home page.
 */
export default function LogoutPage() {
  const t = useT();
  useDocumentTitle(t('host.logout.title'));
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
        notify({ message: currentT()('host.logout.providerUnreachable', { reason: error.message }), severity: 'warning' });
        navigate('/', { replace: true });
      });
  }, [navigate]);
  return (
    <section className="page">
      <h1 className="page-title">{t('host.logout.title')}</h1>
      <p role="status">{t('host.logout.status')}</p>
    </section>
  );
}
