import { useMemo, useState } from 'react';
import { Collapse, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { apiGetQuery, siteApprovals } from '@basin/shared';
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
  const series = useMemo(() => precipitationSeries(rows, labels), [rows, labels]);
  const totals = useMemo(() => locationTotals(rows), [rows]);
  const columns = useMemo(() => precipitationColumns(labels), [labels]);
  const approvals = useMemo(() => siteApprovals(rows, (row) => labelOf(labels, row)), [rows, labels]);

  return (
    <AnalysisPage
      path={PATH}
      about={
        <>
          <Typography.Paragraph>
            Daily precipitation at the basin&apos;s rain gauges (in the demo basin, the reservoir weather station and a local precipitation
            gauge), in inches. The bars show each day&apos;s precipitation (left axis); the dashed lines show the cumulative precipitation,
            summed from the first day of the period shown (right axis), so the gauges can be compared over that period. The totals under the filters are the same sums: each
            gauge&apos;s precipitation over the whole period.
          </Typography.Paragraph>
          <Typography.Paragraph>
            The period opens on the last complete water year (October 1 to September 30). The table also lists the 7-day, 30-day and
            water-year-to-date totals of each day; those count the days before the period too (the water year starts on October 1).
          </Typography.Paragraph>
          <Typography.Paragraph>
            The newest days are provisional (subject to revision by the agency) until the gauges&apos; records are reviewed: their bars are
            hatched and the cumulative lines dotted from them on. The date under the graph says how far the values are approved, and the
            table&apos;s Status column gives each day&apos;s.
          </Typography.Paragraph>
        </>
      }
      filters={
        <Collapse
          ghost
          defaultActiveKey={['dates']}
          items={[
            {
              key: 'dates',
              label: 'Date Filters',
              children: <DateFilter rolling value={dateFilter} onChange={(change) => void setFilters(dateFilterChange(change))} />,
            },
          ]}
        />
      }
      map={<LocationsMap locationIds={gauges} ariaLabel="Map of the precipitation gauges" />}
    >
      {totals.length > 0 && !records.isPending && !records.error && (
        <section aria-labelledby="precipitation-totals" style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
          <Typography.Title level={2} id="precipitation-totals" style={{ fontSize: 16, margin: 0 }}>
            Total precipitation over the period
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
        title="Daily Precipitation vs Cumulative Precipitation"
        status={{ isPending: records.isPending, error: records.error }}
        isEmpty={rows.length === 0}
        emptyText="No Data Available"
        summary={precipitationSummary(rows, labels)}
        exportFileName="Precipitation"
        footer={<ApprovedThrough approvals={approvals} />}
        table={{
          rows,
          columns,
          rowKey: (row) => `${row.locationid}-${row.rdate}`,
          fileName: 'Precipitation Data',
          caption: 'Daily precipitation, cumulative precipitation over the period and running totals (inches)',
        }}
      >
        {(chart) => (
          <BarLineChart
            {...chart}
            bars={series.bars}
            lines={series.lines}
            leftLabel="Daily precipitation (in)"
            rightLabel="Cumulative precipitation (in)"
            formatValue={threeDecimals}
          />
        )}
      </ChartCard>
    </AnalysisPage>
  );
}

export default analysisPage(PrecipitationPage);
