import { useMemo } from 'react';
import { Alert, Checkbox, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { apiGetQuery, routeTitle, useT } from '@basin/shared';
import { AnalysisPage, analysisPage, urlCodecs, useUrlState } from '@basin/shared/analysis';
import { ResultsTable } from '@basin/shared/results-table';
import { siteSummaryColumns } from './columns';
import { filterByProgram } from './programFilter';

const PATH = '/tools/site-summary-table';
/** Spec 02 §9: the site summary shows 60 rows a page (one of the table's default page sizes). */
const PAGE_SIZE = 60;
/** The checkboxes in the URL (`?ccbwqa=1&other=0`): CCBWQA locations on, other public locations off by default. */
const FIELDS = { ccbwqa: urlCodecs.flag(true), other: urlCodecs.flag(false) };
/** Every location and parameter: the checkboxes filter on the client, so toggling them asks nothing. */
const siteSummaryQuery = apiGetQuery('/locations-param-summary', { query: {} });

export function SiteSummaryTablePage() {
  const t = useT();
  const [{ ccbwqa, other }, setFilter] = useUrlState(FIELDS);
  const { data, isPending, error } = useQuery(siteSummaryQuery);
  const rows = useMemo(() => filterByProgram(data ?? [], { ccbwqa, other }), [data, ccbwqa, other]);
  const columns = useMemo(() => siteSummaryColumns(t), [t]);

  return (
    <AnalysisPage path={PATH} title={routeTitle(t, { path: PATH })}>
      <Alert
        type="info"
        showIcon
        // A group of controls, not an announcement: antd's default role=alert would interrupt screen readers.
        role="group"
        aria-label={t('tools.siteSummary.filterLabel')}
        // One line on a laptop (the checkboxes wrap under the text on narrower windows): the table below gets the height.
        title={
          <Space wrap size={[16, 4]}>
            <span>{t('tools.siteSummary.intro')}</span>
            <Space wrap>
              <Checkbox checked={ccbwqa} onChange={(event) => void setFilter({ ccbwqa: event.target.checked })}>
                {t('tools.siteSummary.ccbwqaLocations')}
              </Checkbox>
              <Checkbox checked={other} onChange={(event) => void setFilter({ other: event.target.checked })}>
                {t('tools.siteSummary.otherLocations')}
              </Checkbox>
            </Space>
          </Space>
        }
      />
      <ResultsTable
        caption={t('tools.siteSummary.caption')}
        // The exported file's name is not translated (a data contract).
        fileName="Site Summary Table"
        rows={rows}
        columns={columns}
        rowKey={(row) => `${row.locationid}-${row.parameterid}`}
        loading={isPending}
        error={error}
        defaultPageSize={PAGE_SIZE}
        // Eleven columns and 60 rows of one line each: the table scrolls in a box the height of the window, its header
        // at the box's top; a phone lists the rows as cards.
        fitViewport
        cards
      />
    </AnalysisPage>
  );
}

export default analysisPage(SiteSummaryTablePage);
