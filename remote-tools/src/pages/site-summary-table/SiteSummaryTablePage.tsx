import { useMemo } from 'react';
import { Alert, Checkbox, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { apiGetQuery } from '@basin/shared';
import { AnalysisPage, analysisPage, urlCodecs, useUrlState } from '@basin/shared/analysis';
import { ResultsTable } from '@basin/shared/results-table';
import { SITE_SUMMARY_COLUMNS } from './columns';
import { filterByProgram } from './programFilter';

const PATH = '/tools/site-summary-table';
/** Spec 02 §9: the site summary shows 60 rows a page (one of the table's default page sizes). */
const PAGE_SIZE = 60;
/** The checkboxes in the URL (`?ccbwqa=1&other=0`): CCBWQA locations on, other public locations off by default. */
const FIELDS = { ccbwqa: urlCodecs.flag(true), other: urlCodecs.flag(false) };
/** Every location and parameter: the checkboxes filter on the client, so toggling them asks nothing. */
const siteSummaryQuery = apiGetQuery('/locations-param-summary', { query: {} });

export function SiteSummaryTablePage() {
  const [{ ccbwqa, other }, setFilter] = useUrlState(FIELDS);
  const { data, isPending, error } = useQuery(siteSummaryQuery);
  const rows = useMemo(() => filterByProgram(data ?? [], { ccbwqa, other }), [data, ccbwqa, other]);

  return (
    <AnalysisPage path={PATH}>
      <Alert
        type="info"
        showIcon
        // A group of controls, not an announcement: antd's default role=alert would interrupt screen readers.
        role="group"
        aria-label="Locations to list"
        // One line on a laptop (the checkboxes wrap under the text on narrower windows): the table below gets the height.
        title={
          <Space wrap size={[16, 4]}>
            <span>Every monitoring location and parameter with its period of record. Choose which locations to list:</span>
            <Space wrap>
              <Checkbox checked={ccbwqa} onChange={(event) => void setFilter({ ccbwqa: event.target.checked })}>
                CCBWQA Locations
              </Checkbox>
              <Checkbox checked={other} onChange={(event) => void setFilter({ other: event.target.checked })}>
                Other Public Locations
              </Checkbox>
            </Space>
          </Space>
        }
      />
      <ResultsTable
        caption="Site summary: locations and parameters with their period of record"
        fileName="Site Summary Table"
        rows={rows}
        columns={SITE_SUMMARY_COLUMNS}
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
