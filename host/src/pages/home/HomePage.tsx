import { Link } from 'react-router-dom';
import { getRuntimeConfig, useDocumentTitle } from '@basin/shared';
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
  useDocumentTitle('Home');
  const { links, contact } = getRuntimeConfig();
  return (
    <div className="home">
      <section className="home-hero" aria-labelledby="home-title">
        <h1 id="home-title">Basin Water Portal</h1>
        <p className="home-hero__lead">
          Thirty years of water-quality monitoring in the reservoir and its watershed, on a map, in charts and tables, and
          ready to download.
        </p>
        <Link className="home-button home-button--primary" to="/tools/map">
          Open the Interactive Map
        </Link>
      </section>

      <section aria-labelledby="about-title" className="home-section">
        <h2 id="about-title">About the Portal</h2>
        <p>
          The basin's water-quality authority monitors the reservoir, its inflows, groundwater and weather. The tools of
          this portal draw on 30 years of that data. Some datasets are provisional and may change after review.
        </p>
        <p>
          Questions or feedback: <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </p>
      </section>

      <section aria-labelledby="featured-title" className="home-section">
        <h2 id="featured-title">Featured Resources</h2>
        <div className="home-grid home-grid--two">
          <article className="home-card">
            <h3 className="home-card-title">Annual Report</h3>
            <p>The authority's yearly report on the reservoir and watershed.</p>
            <div className="home-buttons">
              <ExternalButton href={links.annualReportInteractive}>Interactive Report</ExternalButton>
              <ExternalButton href={links.annualReportPdf}>Accessible PDF</ExternalButton>
              <ExternalButton href={links.annualReportExecutiveSummary}>Executive Summary PDF</ExternalButton>
            </div>
          </article>
          <article className="home-card">
            <h3 className="home-card-title">Interactive Map</h3>
            <p>Monitoring locations, map layers and water-quality statistics against benchmarks.</p>
            <Link className="home-button" to="/tools/map">
              Explore the map
            </Link>
          </article>
        </div>
      </section>

      {HOME_CARD_GROUPS.map((group) => (
        <section key={group.title} aria-label={group.title} className="home-section">
          <h2>{group.title}</h2>
          <div className="home-grid">
            {group.pages.map((page) => (
              <article key={page.path} className="home-card">
                <h3 className="home-card-title">
                  <Link to={page.path}>{page.title}</Link>
                </h3>
                <p>{page.description}</p>
              </article>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
