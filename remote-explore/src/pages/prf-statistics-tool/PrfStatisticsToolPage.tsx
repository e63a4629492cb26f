import { useEffect, useState } from 'react';
import { Alert, Button, Card, Modal, Spin, Typography } from 'antd';
import FullscreenOutlined from '@ant-design/icons/FullscreenOutlined';
import { getRuntimeConfig, useT } from '@basin/shared';
import { AnalysisPage, analysisPage } from '@basin/shared/analysis';

const PATH = '/explore/prf-statistics-tool';
/** After this long without the frame's load event, the page says so and offers the link (docs/decisions.md). */
export const PRF_LOAD_TIMEOUT_MS = 20_000;

const frameStyle = { width: '100%', border: 0, display: 'block' } as const;

/**
 * The external PRF statistics dashboard (its address from the run-time configuration, LINK_PRF_DASHBOARD)
 * in a frame: hidden behind a spinner until it has loaded (spec 02 §4); a full-screen dialog shows it
 * too. A frame that has not loaded after 20 s gets a message and a link that opens it in a new tab.
 */
function PrfStatisticsToolPage() {
  const t = useT();
  const frameTitle = t('explore.prf.frameTitle');
  const url = getRuntimeConfig().links.prfDashboard;
  const [loaded, setLoaded] = useState(false);
  const [timedOut, setTimedOut] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);

  useEffect(() => {
    if (loaded) return undefined;
    const timer = window.setTimeout(() => setTimedOut(true), PRF_LOAD_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [loaded]);

  // Keyed: the rich message returns it in a list of parts.
  const newTabLink = (
    <a key="link" href={url} target="_blank" rel="noopener noreferrer">
      {t('explore.prf.openInNewTab')}
    </a>
  );

  return (
    <AnalysisPage
      path={PATH}
      about={
        <Typography.Paragraph>{t.rich('explore.prf.about', { link: newTabLink })}</Typography.Paragraph>
      }
    >
      <Card
        title={
          <h2 style={{ margin: 0, fontSize: 18 }} id="prf-dashboard-heading">
            {t('explore.prf.dashboardTitle')}
          </h2>
        }
        extra={
          <Button icon={<FullscreenOutlined aria-hidden />} onClick={() => setFullscreen(true)}>
            {t('explore.prf.viewFullscreen')}
          </Button>
        }
        styles={{ body: { padding: 0, position: 'relative', minHeight: 640 } }}
      >
        {!loaded && !timedOut && (
          <div role="status" aria-label={t('explore.prf.loading')} style={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
            <Spin size="large" />
          </div>
        )}
        {!loaded && timedOut && (
          <div style={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', padding: 16 }}>
            <Alert
              type="warning"
              showIcon
              role="alert"
              title={t('explore.prf.timedOut', { seconds: PRF_LOAD_TIMEOUT_MS / 1000 })}
              description={t('explore.prf.timedOutDetail')}
              action={
                <Button href={url} target="_blank" rel="noopener noreferrer">
                  {t('explore.prf.openInNewTab')}
                </Button>
              }
            />
          </div>
        )}
        <iframe
          title={frameTitle}
          src={url}
          onLoad={() => setLoaded(true)}
          // Hidden (and out of the tab order) until it has loaded; it still loads while hidden.
          style={{ ...frameStyle, height: 'max(640px, calc(100vh - 300px))', visibility: loaded ? 'visible' : 'hidden' }}
        />
      </Card>
      <Modal
        open={fullscreen}
        onCancel={() => setFullscreen(false)}
        title={frameTitle}
        footer={null}
        width="100%"
        centered={false}
        destroyOnHidden
        style={{ top: 0, maxWidth: '100vw', margin: 0, paddingBottom: 0 }}
        styles={{ body: { height: 'calc(100vh - 76px)' } }}
        closable={{ 'aria-label': t('explore.prf.closeFullscreen') }}
      >
        <iframe title={t('explore.prf.frameTitleFullscreen', { title: frameTitle })} src={url} style={{ ...frameStyle, height: '100%' }} />
      </Modal>
    </AnalysisPage>
  );
}

export default analysisPage(PrfStatisticsToolPage, { showsMonitoringData: false });
