import { useDocumentTitle } from '@basin/shared';
import { Link } from 'react-router-dom';
import '../../ui/ui.css';

export const NOT_FOUND_TEXT = 'Page not found. The page you are looking for might have been removed.';

/** Any path the portal does not know (spec 02 "404"). */
export default function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <section className="page not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title" className="page-title">
        404
      </h1>
      <p>{NOT_FOUND_TEXT}</p>
      <Link className="button-link" to="/">
        Return to home page
      </Link>
    </section>
  );
}
