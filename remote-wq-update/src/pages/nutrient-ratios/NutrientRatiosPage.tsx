import { useMemo, useState } from 'react';
import { Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { apiGetQuery } from '@basin/shared';
import {
  AnalysisPage,
  ChartCard,
  DateFilter,
  IdSelect,
  TimeChart,
  analysisPage,
  dateRangeChange,
  dateRangeFields,
  dateRangeOf,
  describeUnknownIds,
  knownIdOr,
  locationOptions,
  recentWaterYears,
  today,
  unknownIds,
  urlCodecs,
  useLocationsAssoc,
  useReportLinkProblems,
  useUrlState,
} from '@basin/shared/analysis';
import { LOCATIONS, RATIO_PARAMETERS } from '@basin/api/domain';
import { ratioColumns } from './columns';
import { RATIO_GAP_DAYS, RATIO_REFERENCES, THRESHOLDS_EXPLAINED, ratioSeries, ratioSummary } from './data';
import { Term } from '@basin/shared/glossary';

const PATH = '/water-quality-update/nutrient-ratios';

/** Spec 02 §9: location 80; the period opens on the recent water years (docs/decisions.md). */
function defaultFields(now: string) {
  return { locationid: urlCodecs.id(LOCATIONS.ccr2), ...dateRangeFields(recentWaterYears(now)) };
}

function NutrientRatiosPage() {
  // Fixed when the page opens (and written into the URL), so a shared link keeps its period.
  const [fields] = useState(() => defaultFields(today()));
  const [filters, setFilters] = useUrlState(fields);
  const { start_date, end_date } = filters;
  const locations = useLocationsAssoc();

  // Locations where both total nitrogen and total phosphorus are measured: those with a TN:TP.
  const options = useMemo(
    () =>
      locationOptions(
        (locations.data ?? []).filter(
          (location) => location.parameterid_array.includes(RATIO_PARAMETERS.totalNitrogen) && location.parameterid_array.includes(RATIO_PARAMETERS.totalPhosphorus),
        ),
      ),
    [locations.data],
  );
  // A location without a TN:TP (a bad link) is said in words and replaced by the default (issue 30).
  const knownLocations = locations.data ? options.map((option) => option.value) : undefined;
  useReportLinkProblems('nutrient-ratios', [describeUnknownIds('location', 'locations', unknownIds([filters.locationid], knownLocations))]);
  const locationid = knownIdOr(filters.locationid, knownLocations, fields.locationid.defaultValue);
  // Asked at once (the id as linked while the list loads): a known id, the usual case, waits for nothing.
  const ratios = useQuery(apiGetQuery('/depth-profile-additional-ratio-graph-data-crosstabbed', { query: { start_date, end_date, locationid } }));
  const rows = useMemo(() => ratios.data ?? [], [ratios.data]);
  const series = useMemo(() => ratioSeries(rows), [rows]);
  const period = useMemo(() => ({ start: start_date, end: end_date }), [start_date, end_date]);
  const locationName = rows[0]?.location_name ?? options.find((option) => option.value === locationid)?.label.split(' - ')[0] ?? `Location ${locationid}`;

  return (
    <AnalysisPage
      path={PATH}
      about={
        <>
          <Typography.Paragraph>
            Molar nitrogen-to-phosphorus ratios at one location: total (<Term name="tnTp">TN:TP</Term>), dissolved (<Term name="tdnTdp">TDN:TDP</Term>) and inorganic nitrogen to soluble reactive
            phosphorus (<Term name="tinSrp">TIN:SRP</Term>), each from the day&apos;s mean results (reservoir samples from the <Term name="photicZone">photic zone</Term>, the upper 3 m), with
            chlorophyll-a on the right axis. A line breaks where a day lacks one of its two nutrients and across gaps of more than{' '}
            {RATIO_GAP_DAYS} days, so missing samples show as gaps. The period opens on the last two <Term name="waterYear">water years</Term> (October 1 two years ago to
            September 30 of this year).
          </Typography.Paragraph>
          <Typography.Paragraph>{THRESHOLDS_EXPLAINED}</Typography.Paragraph>
        </>
      }
      filters={
        <Space wrap align="end" size={12}>
          <div style={{ minWidth: 260 }}>
            <IdSelect label="Location" options={options} loading={locations.isPending} value={locationid} onChange={(id) => void setFilters({ locationid: id })} />
          </div>
          <DateFilter value={dateRangeOf(filters)} onChange={(change) => void setFilters(dateRangeChange(change))} />
        </Space>
      }
    >
      <ChartCard
        title={`Nutrient ratios and chlorophyll-a at ${locationName}`}
        status={{ isPending: ratios.isPending, error: ratios.error }}
        isEmpty={rows.length === 0}
        emptyText="No data"
        summary={ratioSummary(rows, locationName)}
        exportFileName="Nutrient Ratios"
        table={{
          rows,
          columns: ratioColumns,
          rowKey: 'rdate',
          fileName: 'Nutrient Ratios Data',
          caption: `Molar nutrient ratios and chlorophyll-a at ${locationName} by sampling day`,
        }}
      >
        {(chart) => (
          <TimeChart
            {...chart}
            series={series}
            gapDays={RATIO_GAP_DAYS}
            references={RATIO_REFERENCES}
            period={period}
            leftLabel="Molar ratio (N:P)"
            rightLabel="Chlorophyll-a (µg/L)"
          />
        )}
      </ChartCard>
    </AnalysisPage>
  );
}

export default analysisPage(NutrientRatiosPage);
