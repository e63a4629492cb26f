import { useMemo } from 'react';
import { Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { apiGetQuery, useT } from '@basin/shared';
import {
  AnalysisPage,
  ChartCard,
  GroupedBarChart,
  IdSelect,
  YearChips,
  analysisPage,
  describeUnknownIds,
  knownIdOr,
  simpleOptions,
  simpleParameterOptions,
  unknownIds,
  urlCodecs,
  useActiveLocations,
  useActiveParameters,
  useReportLinkProblems,
  useUrlState,
} from '@basin/shared/analysis';
import { LOCATIONS, PARAMETERS } from '@basin/api/domain';
import { yearComparisonColumns } from './columns';
import { MAX_YEARS, availableDepths, availableYears, defaultDepths, defaultYears, monthLabels, monthlyAverages, selectedRows, tableRows, yearComparisonSummary } from './data';
import { Term } from '@basin/shared/glossary';

const PATH = '/explore/year-comparison-graph';

const NUMBER = /^\d+(\.\d+)?$/;

/**
 * A list of numbers (years, depths in m) that stays out of the URL (null) until the visitor picks:
 * until then the page's default applies, worked out from the data (the two most recent years, the
 * shallowest depth). An empty pick is written as `years=` and differs from no pick. Comma-separated or
 * repeated keys; a value out of [min, max] or not a number is ignored with a warning (spec 02 §5).
 * (The kit's codecs all have fixed defaults and no list of decimals: kept here until the kit has one.)
 */
function pickedNumbers(min: number, max: number, integer: boolean) {
  return {
    type: 'multi' as const,
    parse: (values: readonly string[]): number[] | null => {
      const items = values.flatMap((value) => value.split(',')).map((item) => item.trim()).filter((item) => item !== '');
      const valid = items.every((item) => NUMBER.test(item) && (!integer || Number.isInteger(Number(item))) && Number(item) >= min && Number(item) <= max);
      if (!valid) {
        console.warn(`Ignoring the URL value '${values.join(',')}': it is not valid here, the default is used instead.`);
        return null;
      }
      return [...new Set(items.map(Number))];
    },
    serialize: (value: readonly number[] | null) => (value === null ? [] : [value.join(',')]),
    eq: (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((item, index) => item === b[index]),
  };
}

/** Spec 02 §9: location 79, parameter 29; years and depths follow the data until picked. */
const FIELDS = {
  locationid: urlCodecs.id(LOCATIONS.ccr1),
  parameterid: urlCodecs.id(PARAMETERS.totalNitrogen),
  years: pickedNumbers(1900, 2100, true),
  depths: pickedNumbers(0, 10_000, false),
};

function YearComparisonGraphPage() {
  const t = useT();
  const [filters, setFilters] = useUrlState(FIELDS);
  const locations = useActiveLocations();
  const parameters = useActiveParameters();
  // An id the page does not offer (a bad link) is said in words and replaced by the default (issue 30).
  const knownLocations = locations.data?.map((option) => option.value);
  const knownParameters = parameters.data?.map((option) => option.value);
  useReportLinkProblems('year-comparison', [
    describeUnknownIds('location', 'locations', unknownIds([filters.locationid], knownLocations)),
    describeUnknownIds('parameter', 'parameters', unknownIds([filters.parameterid], knownParameters)),
  ]);
  const locationid = knownIdOr(filters.locationid, knownLocations, FIELDS.locationid.defaultValue);
  const parameterid = knownIdOr(filters.parameterid, knownParameters, FIELDS.parameterid.defaultValue);
  const results = useQuery({ ...apiGetQuery('/results-simple/year-comparison', { query: { locationid, parameterid } }), enabled: knownLocations !== undefined && knownParameters !== undefined });

  const rows = useMemo(() => results.data ?? [], [results.data]);
  const years = useMemo(() => availableYears(rows), [rows]);
  const depths = useMemo(() => availableDepths(rows), [rows]);
  const chosenYears = useMemo(() => filters.years ?? defaultYears(rows), [filters.years, rows]);
  const chosenDepths = useMemo(() => filters.depths ?? defaultDepths(rows), [filters.depths, rows]);
  const selected = useMemo(() => selectedRows(rows, { years: chosenYears, depths: chosenDepths }), [rows, chosenYears, chosenDepths]);
  const groups = useMemo(() => monthlyAverages(selected, chosenYears), [selected, chosenYears]);
  const table = useMemo(() => tableRows(selected), [selected]);
  const columns = useMemo(() => yearComparisonColumns(t), [t]);
  const months = useMemo(() => monthLabels(t), [t]);

  const locationOptions = useMemo(() => simpleOptions(locations.data), [locations.data]);
  const parameterOptions = useMemo(() => simpleParameterOptions(parameters.data, t), [parameters.data, t]);
  const first = rows[0];
  const locationName = first?.location_name ?? locationOptions.find((option) => option.value === locationid)?.label.split(' - ')[0] ?? t('explore.locationFallback', { id: locationid });
  const parameterName = parameterOptions.find((option) => option.value === parameterid)?.label ?? first?.parameter ?? t('explore.parameterFallback', { id: parameterid });
  const units = first?.unit_name;
  // The depths the bars stand for, in the title (none where no depth filter applies).
  const depthsShown = depths.length > 0 && chosenDepths.length > 0 ? ` (${chosenDepths.map((depth) => `${depth} m`).join(', ')})` : '';
  const summary = yearComparisonSummary(t, groups, selected, chosenYears, parameterName, locationName, units);
  // Chips: the years with data, and any chosen year without (so it can be seen and cleared).
  const chipYears = useMemo(() => [...new Set([...years, ...chosenYears])].sort((a, b) => a - b), [years, chosenYears]);

  return (
    <AnalysisPage
      path={PATH}
      about={
        <Typography.Paragraph>
          {t.rich('explore.yearComparison.about', { maxYears: MAX_YEARS, term: (chunks) => <Term key="term" name="detectionLimit">{chunks}</Term> })}
        </Typography.Paragraph>
      }
      filters={
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 240px), 1fr))' }}>
            <IdSelect
              label={t('explore.field.location')}
              options={locationOptions}
              loading={locations.isPending}
              value={locationid}
              // A new location has its own depths: the depth filter starts again at its shallowest.
              onChange={(id) => void setFilters({ locationid: id, depths: null })}
            />
            <IdSelect label={t('explore.field.parameter')} options={parameterOptions} loading={parameters.isPending} value={parameterid} onChange={(id) => void setFilters({ parameterid: id, depths: null })} />
            {results.isPending || depths.length > 0 ? (
              <IdSelect
                multiple
                label={t('explore.yearComparison.depths')}
                placeholder={t('explore.yearComparison.allDepths')}
                options={depths.map((depth) => ({ value: depth, label: `${depth} m` }))}
                loading={results.isPending}
                disabled={results.isPending}
                value={chosenDepths}
                onChange={(picked) => void setFilters({ depths: [...picked].sort((a, b) => a - b) })}
              />
            ) : (
              <div style={{ display: 'grid', gap: 4, alignContent: 'start' }}>
                <span style={{ fontWeight: 600 }}>{t('explore.yearComparison.depths')}</span>
                <Typography.Text type="secondary">{t('explore.yearComparison.noDepths')}</Typography.Text>
              </div>
            )}
          </div>
          {results.isPending ? (
            <Typography.Text type="secondary">{t('explore.yearComparison.loadingYears')}</Typography.Text>
          ) : (
            chipYears.length > 0 && (
              <>
                <YearChips
                  years={chipYears}
                  selected={chosenYears}
                  onChange={(picked) => {
                    if (picked.length <= MAX_YEARS) void setFilters({ years: picked });
                  }}
                />
                {chosenYears.length >= MAX_YEARS && (
                  <Typography.Text type="secondary" role="note">
                    {t('explore.yearComparison.maxYears', { count: MAX_YEARS })}
                  </Typography.Text>
                )}
              </>
            )
          )}
        </Space>
      }
    >
      <ChartCard
        title={t('explore.yearComparison.chartTitle', { parameter: parameterName, location: locationName, depths: depthsShown })}
        status={{ isPending: results.isPending, error: results.error }}
        isEmpty={groups.length === 0}
        emptyText="No data for current selections"
        summary={summary}
        exportFileName="Year Comparison Graph"
        table={{ rows: table, columns, rowKey: 'key', fileName: 'Year Comparison Data', caption: t('explore.yearComparison.tableCaption', { parameter: parameterName, location: locationName }) }}
      >
        {(chart) => (
          <GroupedBarChart
            {...chart}
            categories={months}
            groups={groups}
            units={units}
            xLabel={t('explore.yearComparison.month')}
            yLabel={units ? `${parameterName} (${units})` : parameterName}
          />
        )}
      </ChartCard>
    </AnalysisPage>
  );
}

export default analysisPage(YearComparisonGraphPage);
