import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useBasinStore, useDocumentTitle } from '@basin/shared';

/** Opening /auth/logout signs out (spec 02 "Logout") and returns home. */
export default function LogoutPage() {
  useDocumentTitle('Signing out');
  const signOut = useBasinStore((state) => state.signOut);
  const navigate = useNavigate();
  useEffect(() => {
    signOut();
    navigate('/', { replace: true });
  }, [signOut, navigate]);
  return <p style={{ padding: 24 }}>Signing out…</p>;
}
