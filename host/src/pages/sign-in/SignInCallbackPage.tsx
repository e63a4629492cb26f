import { useDocumentTitle } from '@basin/shared';
import '../../ui/ui.css';

/**
 * Where the identity provider returns after sign-in. The sign-in library (mounted by AuthSession on
 * this path) completes it and goes back to the page that asked; this page only says what happens.
 */
export default function SignInCallbackPage() {
  useDocumentTitle('Signing in');
  return (
    <section className="page">
      <h1 className="page-title">Signing in</h1>
      <p role="status">Signing in…</p>
    </section>
  );
}
