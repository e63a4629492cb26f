import { useMemo } from 'react';
import { Alert, Checkbox, ConfigProvider, Space, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { portalTheme, useDocumentTitle } from '@basin/shared';
import { ResultsTable } from '@basin/shared/results-table';
import { SITE_SUMMARY_COLUMNS } from './columns';
import { filterByProgram, readProgramFilter, writeProgramFilter, type ProgramFilter } from './programFilter';
import { useSiteSummary } from './useSiteSummary';

const TITLE = 'Site Summary Table';
/** Spec 02 §9: the site summary shows 60 rows a page (one of the table's default page sizes). */
const PAGE_SIZE = 60;

/** The checkboxes live in the URL (`?ccbwqa=1&other=0`), so a view can be bookmarked or shared. */
function useProgramFilter(): [ProgramFilter, (change: Partial<ProgramFilter>) => void] {
  const [params, setParams] = useSearchParams();
  const filter = readProgramFilter(params);
  const update = (change: Partial<ProgramFilter>) =>
    setParams((current) => writeProgramFilter(current, { ...readProgramFilter(current), ...change }), { replace: true });
  return [filter, update];
}

export function SiteSummaryTablePage() {
  useDocumentTitle(TITLE);
  const [{ ccbwqa, other }, setFilter] = useProgramFilter();
  const { data, isPending, error } = useSiteSummary();
  const rows = useMemo(() => filterByProgram(data ?? [], { ccbwqa, other }), [data, ccbwqa, other]);

  // antd is not shared between the apps: this remote themes its own copy.
  return (
    <ConfigProvider theme={portalTheme}>
      <section aria-label={TITLE} style={{ padding: 24 }}>
        <Typography.Title level={1}>{TITLE}</Typography.Title>
        <Alert
          type="info"
          showIcon
          // A group of controls, not an announcement: antd's default role=alert would interrupt screen readers.
          role="group"
          aria-label="Locations to list"
          style={{ marginBottom: 16 }}
          title="Every monitoring location and parameter with its period of record. Choose which locations to list:"
          description={
            <Space wrap>
              <Checkbox checked={ccbwqa} onChange={(event) => setFilter({ ccbwqa: event.target.checked })}>
                CCBWQA Locations
              </Checkbox>
              <Checkbox checked={other} onChange={(event) => setFilter({ other: event.target.checked })}>
                Other Public Locations
              </Checkbox>
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
        />
      </section>
    </ConfigProvider>
  );
}
