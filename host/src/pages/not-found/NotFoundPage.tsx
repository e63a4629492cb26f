import { useDocumentTitle, useT } from '@basin/shared';
import { Link } from 'react-router-dom';
import '../../ui/ui.css';

/** Any path the portal does not know (spec 02 "404"). */
export default function NotFoundPage() {
  const t = useT();
  useDocumentTitle(t('host.notFound.documentTitle'));
  return (
    <section className="page not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title" className="page-title">
        404
      </h1>
      <p>{t('host.notFound.text')}</p>
      <Link className="button-link" to="/">
        {t('host.notFound.home')}
      </Link>
    </section>
  );
}
