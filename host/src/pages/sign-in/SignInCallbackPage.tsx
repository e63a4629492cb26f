import { useDocumentTitle, useT } from '@basin/shared';
import '../../ui/ui.css';

/**
 * Where the identity provider returns after sign-in. The sign-in library (mounted by AuthSession on
 * this path) completes it and goes back to the page that asked; this page only says what happens.
 */
export default function SignInCallbackPage() {
  const t = useT();
  useDocumentTitle(t('host.signIn.title'));
  return (
    <section className="page">
      <h1 className="page-title">{t('host.signIn.title')}</h1>
      <p role="status">{t('host.signIn.status')}</p>
    </section>
  );
}
