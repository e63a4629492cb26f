import { Link } from 'react-router-dom';
import { getRuntimeConfig, PORTAL_NAME, routeDescription, routeTitle, useDocumentTitle, useT } from '@basin/shared';
import { ExternalLink } from '../../ui/ExternalLink';
import { HOME_CARD_GROUPS } from './pageCards';
import './home.css';

function ExternalButton({ href, children }: { href: string; children: string }) {
  return (
    <ExternalLink className="home-button" href={href}>
      {children}
    </ExternalLink>
  );
}

export default function HomePage() {
  const t = useT();
  useDocumentTitle(t('host.home.documentTitle'));
  const { links, contact } = getRuntimeConfig();
  return (
    <div className="home">
      <section className="home-hero" aria-labelledby="home-title">
        <h1 id="home-title">{PORTAL_NAME}</h1>
        <p className="home-hero__lead">{t('host.home.lead')}</p>
        <Link className="home-button home-button--primary" to="/tools/map">
          {t('host.home.openMap')}
        </Link>
      </section>

      <section aria-labelledby="about-title" className="home-section">
        <h2 id="about-title">{t('host.home.aboutTitle')}</h2>
        <p>{t('host.home.about')}</p>
        <p>{t.rich('host.home.contact', { email: () => <a href={`mailto:${contact.email}`}>{contact.email}</a> })}</p>
      </section>

      <section aria-labelledby="featured-title" className="home-section">
        <h2 id="featured-title">{t('host.home.featuredTitle')}</h2>
        <div className="home-grid home-grid--two">
          <article className="home-card">
            <h3 className="home-card-title">{t('host.home.annualReportTitle')}</h3>
            <p>{t('host.home.annualReport')}</p>
            <div className="home-buttons">
              <ExternalButton href={links.annualReportInteractive}>{t('host.home.interactiveReport')}</ExternalButton>
              <ExternalButton href={links.annualReportPdf}>{t('host.home.accessiblePdf')}</ExternalButton>
              <ExternalButton href={links.annualReportExecutiveSummary}>{t('host.home.executiveSummary')}</ExternalButton>
            </div>
          </article>
          <article className="home-card">
            <h3 className="home-card-title">{t('host.home.mapTitle')}</h3>
            <p>{t('host.home.map')}</p>
            <Link className="home-button" to="/tools/map">
              {t('host.home.exploreMap')}
            </Link>
          </article>
        </div>
      </section>

      {HOME_CARD_GROUPS.map((group) => (
        <section key={group.titleKey} aria-label={t(group.titleKey)} className="home-section">
          <h2>{t(group.titleKey)}</h2>
          <div className="home-grid">
            {group.pages.map((page) => (
              <article key={page.path} className="home-card">
                <h3 className="home-card-title">
                  <Link to={page.path}>{routeTitle(t, page)}</Link>
                </h3>
                <p>{routeDescription(t, page)}</p>
              </article>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
