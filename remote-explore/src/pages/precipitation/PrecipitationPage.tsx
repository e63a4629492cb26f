import { useMemo, useState } from 'react';
import { Collapse, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { apiGetQuery, siteApprovals, useT } from '@basin/shared';
import {
  AnalysisPage,
  ApprovedThrough,
  BarLineChart,
  ChartCard,
  DateFilter,
  LocationsMap,
  analysisPage,
  dateFilterChange,
  dateFilterFields,
  dateFilterOf,
  selectedRange,
  today,
  useMapLocations,
  useUrlState,
} from '@basin/shared/analysis';
import { precipitationColumns } from './columns';
import { formatInches, labelOf, lastCompleteWaterYear, locationTotals, precipitationSeries, precipitationSummary, rainGaugeIds, threeDecimals, withCumulative } from './data';
import { Term } from '@basin/shared/glossary';

const PATH = '/explore/precipitation';
/** Spec 02 §4: rolling mode off, start and end from fixed defaults: the last complete <Term name="waterYear">water year</Term> (docs/decisions.md). */
function defaultFields(now: string) {
  return dateFilterFields({ rolling: false, days: 0, ...lastCompleteWaterYear(now) });
}

function PrecipitationPage() {
  const t = useT();
  // The defaults are fixed when the page opens (and written into the URL), so a shared link keeps its period.
  const [fields] = useState(() => defaultFields(today()));
  const [filters, setFilters] = useUrlState(fields);
  const dateFilter = dateFilterOf(filters);
  const range = selectedRange(dateFilter);
  const records = useQuery(apiGetQuery('/ts-precip-daily-cumulative/', { query: { start_date: range.start, end_date: range.end } }));
  const mapLocations = useMapLocations();

  const gauges = useMemo(() => rainGaugeIds(mapLocations.data ?? [], records.data ?? []), [mapLocations.data, records.data]);
  const labels = useMemo(
    () =>
      new Map(
        (mapLocations.data ?? [])
          .filter((location) => gauges.includes(location.locationid))
          .map((location) => [location.locationid, location.location_desc ? `${location.location_name} (${location.location_desc})` : location.location_name]),
      ),
    [mapLocations.data, gauges],
  );
  const rows = useMemo(() => withCumulative(records.data ?? []), [records.data]);
  const series = useMemo(() => precipitationSeries(t, rows, labels), [t, rows, labels]);
  const totals = useMemo(() => locationTotals(rows), [rows]);
  const columns = useMemo(() => precipitationColumns(t, labels), [t, labels]);
  const approvals = useMemo(() => siteApprovals(rows, (row) => labelOf(labels, row)), [rows, labels]);

  return (
    <AnalysisPage
      path={PATH}
      about={
        <>
          <Typography.Paragraph>{t('explore.precipitation.about1')}</Typography.Paragraph>
          <Typography.Paragraph>{t('explore.precipitation.about2')}</Typography.Paragraph>
          <Typography.Paragraph>{t('explore.precipitation.about3')}</Typography.Paragraph>
        </>
      }
      filters={
        <Collapse
          ghost
          defaultActiveKey={['dates']}
          items={[
            {
              key: 'dates',
              label: t('explore.dateFilters'),
              children: <DateFilter rolling value={dateFilter} onChange={(change) => void setFilters(dateFilterChange(change))} />,
            },
          ]}
        />
      }
      map={<LocationsMap locationIds={gauges} ariaLabel={t('explore.precipitation.mapLabel')} />}
    >
      {totals.length > 0 && !records.isPending && !records.error && (
        <section aria-labelledby="precipitation-totals" style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
          <Typography.Title level={2} id="precipitation-totals" style={{ fontSize: 16, margin: 0 }}>
            {t('explore.precipitation.totalsTitle')}
          </Typography.Title>
          <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 8, listStyle: 'none', margin: 0, padding: 0 }}>
            {totals.map((total) => (
              <li key={total.locationid}>
                <Tag data-part="total" style={{ fontSize: 14, padding: '2px 10px', margin: 0 }}>
                  {`${labelOf(labels, total)}: ${formatInches(total.total)}`}
                </Tag>
              </li>
            ))}
          </ul>
        </section>
      )}
      <ChartCard
        title={t('explore.precipitation.chartTitle')}
        status={{ isPending: records.isPending, error: records.error }}
        isEmpty={rows.length === 0}
        emptyText="No Data Available"
        summary={precipitationSummary(t, rows, labels)}
        exportFileName="Precipitation"
        footer={<ApprovedThrough approvals={approvals} />}
        table={{
          rows,
          columns,
          rowKey: (row) => `${row.locationid}-${row.rdate}`,
          fileName: 'Precipitation Data',
          caption: t('explore.precipitation.tableCaption'),
        }}
      >
        {(chart) => (
          <BarLineChart
            {...chart}
            bars={series.bars}
            lines={series.lines}
            leftLabel={t('explore.precipitation.leftAxis')}
            rightLabel={t('explore.precipitation.rightAxis')}
            formatValue={threeDecimals}
          />
        )}
      </ChartCard>
    </AnalysisPage>
  );
}

export default analysisPage(PrecipitationPage);
