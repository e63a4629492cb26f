import { useMemo } from 'react';
import { Alert, Checkbox, ConfigProvider, Space, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { portalTheme, useDocumentTitle } from '@basin/shared';
import { ResultsTable } from '@basin/shared/results-table';
import { SITE_SUMMARY_COLUMNS } from './columns';
import { filterByProgram, type ProgramFilter } from './filterByProgram';
import { useSiteSummary } from './useSiteSummary';

const TITLE = 'Site Summary Table';
/** Spec 02 §9: the site summary shows 60 rows a page. */
const PAGE_SIZE = 60;

/** The checkboxes live in the URL (`?ccbwqa=1&other=0`) so a view can be bookmarked. */
function useProgramFilter(): [ProgramFilter, (change: Partial<ProgramFilter>) => void] {
  const [params, setParams] = useSearchParams();
  const filter = { ccbwqa: params.get('ccbwqa') !== '0', other: params.get('other') === '1' };
  const update = (change: Partial<ProgramFilter>) => {
    const next = { ...filter, ...change };
    setParams({ ccbwqa: next.ccbwqa ? '1' : '0', other: next.other ? '1' : '0' }, { replace: true });
  };
  return [filter, update];
}

export function SiteSummaryTablePage() {
  useDocumentTitle(TITLE);
  const [filter, setFilter] = useProgramFilter();
  const { data, isPending, error } = useSiteSummary();
  const rows = useMemo(() => filterByProgram(data ?? [], filter), [data, filter.ccbwqa, filter.other]);

  return (
    <ConfigProvider theme={portalTheme}>
      <section style={{ padding: 24 }}>
        <Typography.Title level={1}>{TITLE}</Typography.Title>
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title="Every monitoring location and parameter with its period of record. Choose which locations to list:"
          description={
            <Space wrap>
              <Checkbox checked={filter.ccbwqa} onChange={(event) => setFilter({ ccbwqa: event.target.checked })}>
                CCBWQA Locations
              </Checkbox>
              <Checkbox checked={filter.other} onChange={(event) => setFilter({ other: event.target.checked })}>
                Other Public Locations
              </Checkbox>
            </Space>
          }
        />
        <ResultsTable
          caption="Site summary"
          fileName="Site Summary Table"
          rows={rows}
          columns={SITE_SUMMARY_COLUMNS}
          rowKey={(row) => `${row.locationid}-${row.parameterid}`}
          loading={isPending}
          error={error}
          defaultPageSize={PAGE_SIZE}
          pageSizeOptions={[10, 20, 50, PAGE_SIZE]}
          toolbarExtra={<Typography.Text aria-live="polite">{isPending ? 'Loading…' : `${rows.length} rows`}</Typography.Text>}
        />
      </section>
    </ConfigProvider>
  );
}
