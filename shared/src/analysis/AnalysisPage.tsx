import type { ComponentType, ReactNode } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { Alert, Card, ConfigProvider, Typography } from 'antd';
import { NoMonitoringData } from '@basin/shared/no-monitoring-data';
import { findRoute, portalTheme, ROUTE_TABLE, routeTitle, tokens, useAntdLocale, useDocumentTitle, useT } from '@basin/shared';
import { visuallyHidden } from '../ui/visuallyHidden';
import { useNoMonitoringData } from './monitoringData';
import { PendingChartsProvider } from './pendingCharts';
import { UrlStateProvider } from './url/UrlStateProvider';
import { LinkProblemsProvider, useLinkProblems } from './url/LinkProblems';

/**
 * What is wrong with the link the page was opened with (an id the portal does not have, a value that
 * cannot be read), in words, with a link back to the page's defaults (issue 30).
 */
function LinkProblemsNotice({ path }: { path: string }) {
  const t = useT();
  const { messages, resetToDefaults } = useLinkProblems();
  if (messages.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      role="status"
      data-part="link-problems"
      title={messages.length === 1 ? messages[0] : <ul style={{ margin: 0, paddingLeft: 18 }}>{messages.map((message) => <li key={message}>{message}</li>)}</ul>}
      description={
        <a
          href={path}
          // The portal's text colour, underlined: antd's link colour on the warning's yellow failed 4.5:1.
          style={{ color: tokens.colors.text, textDecoration: 'underline' }}
          onClick={(event) => {
            event.preventDefault();
            resetToDefaults();
          }}
        >
          {t('shared.analysis.linkProblems.reset')}
        </a>
      }
    />
  );
}

export interface AnalysisPageProps {
  /** The page's route (shared route table): gives the h1 and the document title. */
  path: string;
  /** What the page shows and how to read it (spec 02: "About text"). */
  about?: ReactNode;
  /** The page's answer in brief, right under its title and before the about text (issue 30: the status card). */
  lead?: ReactNode;
  /** The filter controls, in a 'Filters' region. */
  filters?: ReactNode;
  /** A map of the page's locations, beside the filters on wide screens. */
  map?: ReactNode;
  /** Chart cards and tables. */
  children: ReactNode;
  /** The h1 and document title, when the page is one record's (the site page: the site's name); default the route table's title. */
  title?: string;
  /** 'embed': no heading, about or padding (iframe layouts such as the stream logger frame). */
  variant?: 'page' | 'embed';
}

/** The shell of every analysis page: title, about text, filters, optional map, results. */
export function AnalysisPage({ path, title: ownTitle, about, lead, filters, map, children, variant = 'page' }: AnalysisPageProps) {
  const t = useT();
  const route = findRoute(path);
  const title = ownTitle ?? (route ? routeTitle(t, route) : '');
  useDocumentTitle(title);
  if (variant === 'embed') {
    return (
      // A bare page has no portal layout around it to set the font (labels would fall back to serif).
      <div
        className="analysis-page analysis-page--embed"
        style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 12, padding: 8, fontFamily: tokens.fontFamily, color: tokens.colors.text }}
      >
        <h1 style={visuallyHidden}>{title}</h1>
        <LinkProblemsNotice path={path} />
        {filters && <section aria-label={t('shared.analysis.page.filters')}>{filters}</section>}
        {children}
      </div>
    );
  }
  return (
    // minmax(0, 1fr): a chart sized for a wider window must not hold the page wide when it narrows.
    <div className="analysis-page" style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 16, padding: 'clamp(12px, 3vw, 24px)', minWidth: 0 }}>
      <header>
        <Typography.Title level={1} style={{ marginBottom: 4 }}>
          {title}
        </Typography.Title>
        {lead && <div style={{ marginBottom: 12 }}>{lead}</div>}
        {about && <div style={{ maxWidth: '75ch' }}>{about}</div>}
      </header>
      <LinkProblemsNotice path={path} />
      <div style={{ display: 'grid', gap: 16, gridTemplateColumns: map ? 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))' : '1fr' }}>
        {filters && (
          <Card title={<h2 style={cardHeading}>{t('shared.analysis.page.filters')}</h2>} size="small" role="region" aria-label={t('shared.analysis.page.filters')}>
            {filters}
          </Card>
        )}
        {map && (
          <Card title={<h2 style={cardHeading}>{t('shared.analysis.page.map')}</h2>} size="small" role="region" aria-label={t('shared.analysis.page.map')}>
            {map}
          </Card>
        )}
      </div>
      {children}
    </div>
  );
}

const cardHeading = { fontSize: 16, margin: 0 } as const;

/**
 * The page, or on a portal without monitoring data (issue 29) the page's title and the shared notice.
 * The page renders while the API is asked, so its first chart is not held back by the question.
 */
function MonitoringDataGate({ children }: { children: ReactNode }) {
  const noMonitoringData = useNoMonitoringData();
  const { pathname } = useLocation();
  if (!noMonitoringData) return children;
  const route = ROUTE_TABLE.find((entry) => matchPath(entry.path, pathname));
  return (
    <AnalysisPage path={route?.path ?? pathname}>
      <NoMonitoringData />
    </AnalysisPage>
  );
}

export interface AnalysisPageOptions {
  /**
   * Whether the page shows the portal's monitoring data, so that a portal without any shows the shared
   * "No monitoring data yet" notice in its place (issue 29). Default true; false for a page of other
   * content (the PRF tool's external dashboard).
   */
  showsMonitoringData?: boolean;
}

/**
 * Wraps a page component in what it needs above it: the portal theme for this app's antd copy and
 * the URL-state adapter, the count of loading charts its map waits for, and the empty portal's notice. A page module's default export: `export default analysisPage(CorrelationGraphPage)`.
 */
export function analysisPage(Page: ComponentType, { showsMonitoringData = true }: AnalysisPageOptions = {}): ComponentType {
  function AnalysisPageRoot() {
    const antdLocale = useAntdLocale();
    return (
      <ConfigProvider theme={portalTheme} locale={antdLocale}>
        <UrlStateProvider>
          <LinkProblemsProvider>
          <PendingChartsProvider>
            {showsMonitoringData ? (
              <MonitoringDataGate>
                <Page />
              </MonitoringDataGate>
            ) : (
              <Page />
            )}
          </PendingChartsProvider>
          </LinkProblemsProvider>
        </UrlStateProvider>
      </ConfigProvider>
    );
  }
  AnalysisPageRoot.displayName = `analysisPage(${Page.displayName ?? Page.name})`;
  return AnalysisPageRoot;
}
