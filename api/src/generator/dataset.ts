// The generated dataset as a list of tables, each with its columns and a lazy stream of row
// batches, in an order that satisfies the foreign keys. Same seed and scale: identical rows.
import { HUC_8 } from './basin';
import { BASIN, BENCHMARK_COLORS, FLOW_CONDITIONS, LESS_THAN_RANGE_PARAMETERS, LOCATION_TYPES, LocationType, ORGANIZATIONS, PARAMETERS, PARAMETER_GROUPS, SOURCES } from './catalog';
import { isoDate, waterYearEnd, waterYearStart } from './calendar';
import { MAP_LAYERS, MAP_SOURCES, mapFeatures, projects } from './geo';
import { generateSites, type Site } from './locations';
import { siteResults } from './results';
import { gaugeReadings, telemetrySites, telemetryWindowDays } from './telemetry';
import { gaugePrecipitation, generateWeather } from './weather';
import { characteristicMappings } from '../wqx/vocabulary';

export type Cell = string | number | boolean | null;
export type Row = Cell[];

export interface TableData {
  table: string;
  /** Column name and PostgreSQL type (the loader sends each column as an array of that type). */
  columns: ReadonlyArray<readonly [string, string]>;
  /** Rough row count, for progress reporting. */
  estimatedRows: number;
  batches(): Iterable<Row[]>;
}

export interface DatasetOptions {
  seed: string | number;
  /** 1 ≈ one million results; 0.05 ≈ fifty thousand. Between 0 (exclusive) and 1. */
  scale: number;
}

export const DEFAULT_SEED = 20_240_601;

/** Measured results per unit of scale (for progress only). */
const RESULTS_AT_SCALE_1 = 975_000;

const once = (rows: Row[]): (() => Iterable<Row[]>) => () => [rows];
const json = (value: unknown): string => JSON.stringify(value);

function locationRows(sites: Site[]): Row[] {
  return sites.map((site) => [
    site.id, site.name, site.description, site.typeId, site.lat, site.lon, site.county, HUC_8, site.huc12,
    site.isCcbwqa, site.active, site.telem, isoDate(waterYearStart(site.firstWaterYear)), isoDate(waterYearEnd(site.lastWaterYear)), site.notes,
  ]);
}

/** Above 1 the results are replicated (for scaling tests); 10 is about ten million results. */
export const MAX_SCALE = 10;

export function generateDataset({ seed, scale }: DatasetOptions): TableData[] {
  if (!(scale > 0 && scale <= MAX_SCALE)) throw new RangeError(`scale must be in (0, ${MAX_SCALE}], got ${scale}`);
  const sites = generateSites(seed);
  const weather = generateWeather(seed);
  const gauges = telemetrySites(sites);
  const weatherStations = sites.filter((site) => site.typeId === LocationType.Weather);
  const features = mapFeatures(seed);
  const projectList = projects(seed);

  return [
    { table: 'basin', columns: [['id', 'smallint'], ['name', 'text'], ['document', 'jsonb']], estimatedRows: 1, batches: once([[1, BASIN.name, json(BASIN)]]) },
    { table: 'location_types', columns: [['id', 'smallint'], ['name', 'text']], estimatedRows: 4, batches: once(LOCATION_TYPES.map((t) => [t.id, t.name])) },
    { table: 'flow_conditions', columns: [['id', 'smallint'], ['name', 'text']], estimatedRows: 3, batches: once(FLOW_CONDITIONS.map((f) => [f.id, f.name])) },
    { table: 'organizations', columns: [['id', 'smallint'], ['name', 'text'], ['abbrev', 'text']], estimatedRows: 5, batches: once(ORGANIZATIONS.map((o) => [o.id, o.name, o.abbrev])) },
    { table: 'sources', columns: [['id', 'smallint'], ['description', 'text']], estimatedRows: 4, batches: once(SOURCES.map((s) => [s.id, s.description])) },
    {
      table: 'parameter_groups',
      columns: [['id', 'integer'], ['name', 'text'], ['sort_order', 'smallint']],
      estimatedRows: PARAMETER_GROUPS.length,
      batches: once(PARAMETER_GROUPS.map((g) => [g.id, g.name, g.sortOrder])),
    },
    {
      table: 'parameters',
      columns: [
        ['id', 'integer'], ['name', 'text'], ['abbrev', 'text'], ['unit', 'text'], ['group_id', 'integer'], ['lower_is_worse', 'boolean'], ['less_than_range', 'boolean'],
        ['bmk_line0', 'float8'], ['bmk_line1', 'float8'], ['bmk_line2', 'float8'], ['bmk_line3', 'float8'],
        ['bmk_color0', 'text'], ['bmk_color1', 'text'], ['bmk_color2', 'text'], ['bmk_color3', 'text'], ['bmk_color4', 'text'],
      ],
      estimatedRows: PARAMETERS.length,
      batches: once(
        PARAMETERS.map((p) => {
          const lines = p.benchmark?.lines ?? [null, null, null, null];
          return [p.id, p.name, p.abbrev, p.unit, p.groupId, p.lowerIsWorse ?? false, LESS_THAN_RANGE_PARAMETERS.includes(p.id), ...lines, ...BENCHMARK_COLORS];
        }),
      ),
    },
    {
      table: 'characteristic_map',
      columns: [['characteristic', 'text'], ['sample_fraction', 'text'], ['parameter_id', 'integer'], ['preferred', 'boolean']],
      estimatedRows: characteristicMappings().length,
      batches: once(characteristicMappings().map((m) => [m.characteristic, m.sampleFraction, m.parameterId, m.preferred ?? false])),
    },
    {
      table: 'parameter_benchmarks',
      columns: [['parameter_id', 'integer'], ['location_type_id', 'smallint'], ['bmk_line0', 'float8'], ['bmk_line1', 'float8'], ['bmk_line2', 'float8'], ['bmk_line3', 'float8'], ['note', 'text']],
      estimatedRows: 8,
      batches: once(
        PARAMETERS.flatMap((p) => (p.reservoirBenchmark ? [[p.id, LocationType.Reservoir, ...p.reservoirBenchmark.lines, p.reservoirBenchmark.note]] : [])),
      ),
    },
    {
      table: 'locations',
      columns: [
        ['id', 'integer'], ['name', 'text'], ['description', 'text'], ['type_id', 'smallint'], ['latitude', 'float8'], ['longitude', 'float8'],
        ['county', 'text'], ['huc_8', 'text'], ['huc_12', 'text'], ['is_ccbwqa', 'boolean'], ['active', 'boolean'], ['telem', 'boolean'],
        ['por_start', 'date'], ['por_end', 'date'], ['notes', 'text'],
      ],
      estimatedRows: sites.length,
      batches: once(locationRows(sites)),
    },
    { table: 'map_sources', columns: [['id', 'text'], ['type', 'text'], ['attribution', 'text']], estimatedRows: MAP_SOURCES.length, batches: once(MAP_SOURCES.map((s) => [s.id, s.type, s.attribution])) },
    {
      table: 'map_layers',
      columns: [['id', 'text'], ['source_id', 'text'], ['type', 'text'], ['paint', 'jsonb'], ['draw_order', 'integer'], ['legend_order', 'integer'], ['lre_properties', 'jsonb'], ['requires_auth', 'boolean']],
      estimatedRows: MAP_LAYERS.length,
      batches: once(MAP_LAYERS.map((l) => [l.id, l.sourceId, l.type, json(l.paint), l.drawOrder, l.legendOrder, json(l.lreProperties), l.requiresAuth])),
    },
    {
      table: 'map_features',
      columns: [['id', 'integer'], ['source_id', 'text'], ['properties', 'jsonb'], ['geometry', 'jsonb']],
      estimatedRows: features.length + projectList.length,
      batches: once([
        ...features.map((f, index): Row => [index + 1, f.sourceId, json(f.properties), json(f.geometry)]),
        ...projectList.map((p, index): Row => [features.length + index + 1, 'projects', json({ ID: p.id, Name: p.name, type: p.projectType }), json(p.geometry)]),
      ]),
    },
    {
      table: 'pollution_abatement_projects',
      columns: [['id', 'integer'], ['name', 'text'], ['project_type', 'text'], ['year_completed', 'smallint'], ['description', 'text'], ['geometry', 'jsonb']],
      estimatedRows: projectList.length,
      batches: once(projectList.map((p) => [p.id, p.name, p.projectType, p.yearCompleted, p.description, json(p.geometry)])),
    },
    {
      table: 'precipitation',
      columns: [['location_id', 'integer'], ['precip_date', 'date'], ['precip_in', 'float8'], ['status', 'text'], ['qualifiers', 'text']],
      estimatedRows: weatherStations.length * weather.basin.length,
      *batches() {
        for (const station of weatherStations) yield [...gaugePrecipitation(seed, weather, station.id)];
      },
    },
    {
      table: 'results',
      columns: [
        ['location_id', 'integer'], ['parameter_id', 'integer'], ['sample_date', 'date'], ['sample_time', 'time'], ['value', 'float8'],
        ['depth_m', 'real'], ['flow_condition_id', 'smallint'], ['nondetect', 'boolean'], ['detection_limit', 'float8'],
        ['organization_id', 'smallint'], ['source_id', 'smallint'], ['taxa', 'text'], ['flag', 'text'],
      ],
      estimatedRows: Math.round(RESULTS_AT_SCALE_1 * scale),
      *batches() {
        for (const site of sites) yield siteResults(site, { seed, scale, weather });
      },
    },
    {
      table: 'telemetry_readings',
      columns: [['location_id', 'integer'], ['parameter_id', 'integer'], ['reading_time', 'timestamptz'], ['value', 'float8'], ['status', 'text'], ['qualifiers', 'text']],
      estimatedRows: telemetryWindowDays(scale) * 96 * (gauges.length * 2 + 3),
      *batches() {
        for (const gauge of gauges) yield* gaugeReadings(gauge, weather, seed, scale);
      },
    },
  ];
}
