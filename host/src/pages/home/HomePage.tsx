import { Card, Col, Row, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { getRuntimeConfig, useDocumentTitle } from '@basin/shared';
import { HOME_CARD_GROUPS } from './pageCards';
import './home.css';

const { Title, Paragraph } = Typography;

function ExternalButton({ href, children }: { href: string; children: string }) {
  return (
    <a className="home-button" href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

export default function HomePage() {
  useDocumentTitle(undefined);
  const { links, contact } = getRuntimeConfig();
  return (
    <div className="home">
      <section className="home-hero" aria-labelledby="home-title">
        <Title id="home-title" level={1}>
          Basin Water Portal
        </Title>
        <Paragraph className="home-hero__lead">
          Thirty years of water-quality monitoring in the reservoir and its watershed, on a map, in charts and tables, and
          ready to download.
        </Paragraph>
        <Link className="home-button home-button--primary" to="/tools/map">
          Open the Interactive Map
        </Link>
      </section>

      <section aria-labelledby="about-title" className="home-section">
        <Title id="about-title" level={2}>
          About the Portal
        </Title>
        <Paragraph>
          The basin's water-quality authority monitors the reservoir, its inflows, groundwater and weather. The tools of
          this portal draw on 30 years of that data. Some datasets are provisional and may change after review.
        </Paragraph>
        <Paragraph>
          Questions or feedback: <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </Paragraph>
      </section>

      <section aria-labelledby="featured-title" className="home-section">
        <Title id="featured-title" level={2}>
          Featured Resources
        </Title>
        <Row gutter={[16, 16]}>
          <Col xs={24} md={12}>
            <Card title={<h3 className="home-card-title">Annual Report</h3>}>
              <Paragraph>The authority's yearly report on the reservoir and watershed.</Paragraph>
              <div className="home-buttons">
                <ExternalButton href={links.annualReportInteractive}>Interactive Report</ExternalButton>
                <ExternalButton href={links.annualReportPdf}>Accessible PDF</ExternalButton>
                <ExternalButton href={links.annualReportExecutiveSummary}>Executive Summary PDF</ExternalButton>
              </div>
            </Card>
          </Col>
          <Col xs={24} md={12}>
            <Card title={<h3 className="home-card-title">Interactive Map</h3>}>
              <Paragraph>Monitoring locations, map layers and water-quality statistics against benchmarks.</Paragraph>
              <Link className="home-button" to="/tools/map">
                Explore the map
              </Link>
            </Card>
          </Col>
        </Row>
      </section>

      {HOME_CARD_GROUPS.map((group) => (
        <section key={group.title} aria-label={group.title} className="home-section">
          <Title level={2}>{group.title}</Title>
          <Row gutter={[16, 16]}>
            {group.pages.map((page) => (
              <Col key={page.path} xs={24} sm={12} lg={8}>
                <Card className="home-page-card">
                  <h3 className="home-card-title">
                    <Link to={page.path}>{page.title}</Link>
                  </h3>
                  <Paragraph>{page.description}</Paragraph>
                </Card>
              </Col>
            ))}
          </Row>
        </section>
      ))}
    </div>
  );
}
