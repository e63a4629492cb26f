import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useBasinStore } from '@basin/shared';
import { usePageTitle } from '../../ui/usePageTitle';
import '../../ui/ui.css';

/**
 * Opening /auth/logout signs out (spec 02 "Logout"): the session slice forgets the user, then the
 * visitor lands on the home page. (Signing out of the identity provider comes with sign-in.)
 */
export default function LogoutPage() {
  usePageTitle('Signing out');
  const signOut = useBasinStore((state) => state.signOut);
  const navigate = useNavigate();
  useEffect(() => {
    signOut();
    navigate('/', { replace: true });
  }, [signOut, navigate]);
  return (
    <section className="page">
      <h1 className="page-title">Signing out</h1>
      <p role="status">Signing out…</p>
    </section>
  );
}
