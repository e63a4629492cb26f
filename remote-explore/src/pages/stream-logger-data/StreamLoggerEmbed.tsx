import { AnalysisPage, analysisPage } from '@basin/shared/analysis';
import { StreamLoggerChart, StreamLoggerSelectors, useStreamLogger } from './useStreamLogger';

const PATH = '/data-access/public-map-i-frame-stream-logger';

/**
 * The stream logger frame (spec 02 §2 "Stream logger embed"): the streamflow page's parameter and
 * location selectors and its chart only, for other sites' iframes; the same URL state (dates too,
 * without their inputs).
 */
function StreamLoggerEmbed() {
  const view = useStreamLogger();
  return (
    <AnalysisPage path={PATH} variant="embed" filters={<StreamLoggerSelectors view={view} />}>
      <StreamLoggerChart view={view} withTable />
    </AnalysisPage>
  );
}

export default analysisPage(StreamLoggerEmbed);
