// What a basin package holds, table by table (docs/basin-package.md): the file each table lives in,
// its columns with their types and rules, its key and what it refers to. The reader, the loader, the
// writer and the JSON Schemas the exporter writes beside the files all follow this one list.
import { FEED_FORMATS } from '../feeds/refresh/sources';

export type CellType = 'smallint' | 'integer' | 'bigint' | 'float8' | 'real' | 'boolean' | 'date' | 'time' | 'timestamptz' | 'text' | 'jsonb';

export interface ColumnSpec {
  name: string;
  type: CellType;
  /** An empty cell is an error (else it is null, or `fallback` when given). */
  required?: boolean;
  /** The value of an empty cell of an optional column. */
  fallback?: string | number | boolean;
  min?: number;
  max?: number;
  /** Allowed values. */
  oneOf?: readonly string[];
  /** A regular expression a text must match. */
  pattern?: string;
  /** Must be the key of a row of that package table. */
  references?: string;
  description: string;
}

export interface PackageTable {
  table: string;
  /** Where the rows come from: a CSV file (data files may also be gzipped), or the layers folder, projects.geojson, basin.json, feeds.json. */
  file: string;
  format: 'csv' | 'layers' | 'projects' | 'basin' | 'feeds';
  columns: readonly ColumnSpec[];
  /** Primary key columns: what identifies a row from one load to the next. */
  key: readonly string[];
  /** Large tables: streamed, and loaded without their indexes into an empty table. */
  data?: boolean;
  description: string;
}

const id = (description: string, type: CellType = 'integer'): ColumnSpec => ({ name: 'id', type, required: true, min: 1, description });
const text = (name: string, description: string, required = false): ColumnSpec => ({ name, type: 'text', required, description });
const benchmarkLines = (prefix: string): ColumnSpec[] =>
  [0, 1, 2, 3].map((line) => ({
    name: `${prefix}${line}`,
    type: 'float8' as const,
    description: ['scale start', 'approaching the benchmark', 'the benchmark', 'the secondary benchmark'][line] as string,
  }));
const COLOR = '^#[0-9a-fA-F]{6}$';
/** How far the agency stands behind a feed's value (migrations/390, docs/feeds.md). */
const agencyStatus = (what: string): ColumnSpec[] => [
  { name: 'status', type: 'text', fallback: 'approved', oneOf: ['approved', 'provisional', 'estimated'], description: `approved, provisional (subject to revision) or estimated; empty: approved` },
  text('qualifiers', `the agency's qualifier codes of the ${what}, space-separated (USGS 'P e', CoCoRaHS 'T')`),
];

/** In load order: a table comes after every table it refers to. */
export const PACKAGE_TABLES: readonly PackageTable[] = [
  {
    table: 'basin',
    file: 'basin.json',
    format: 'basin',
    key: ['id'],
    description: "The basin: its name, the map's centre and zoom, contact and external links.",
    columns: [id('always 1', 'smallint'), text('name', 'the basin as visitors know it', true), { name: 'document', type: 'jsonb', required: true, description: 'basin.json' }],
  },
  {
    table: 'location_types',
    file: 'location-types.csv',
    format: 'csv',
    key: ['id'],
    description: 'Kinds of monitoring sites. The portal knows 1 Groundwater, 2 Reservoir, 3 Surface Water and 4 Weather.',
    columns: [id('the type', 'smallint'), text('name', 'e.g. Surface Water', true)],
  },
  {
    table: 'flow_conditions',
    file: 'flow-conditions.csv',
    format: 'csv',
    key: ['id'],
    description: 'Flow conditions of stream samples: 1 Storm, 2 Base (3 All is the filter for both).',
    columns: [id('1 storm, 2 base, 3 all', 'smallint'), text('name', 'Storm, Base, All', true)],
  },
  {
    table: 'organizations',
    file: 'organizations.csv',
    format: 'csv',
    key: ['id'],
    description: 'Organisations whose results the portal shows.',
    columns: [id('the organisation', 'smallint'), text('name', 'full name', true), text('abbrev', 'WQX organisation identifier or short name', true)],
  },
  {
    table: 'sources',
    file: 'sources.csv',
    format: 'csv',
    key: ['id'],
    description: 'Programmes results come from (routine monitoring, storm events, partner data, telemetry).',
    columns: [id('the source', 'smallint'), text('description', 'e.g. routine monitoring program', true)],
  },
  {
    table: 'parameter_groups',
    file: 'parameter-groups.csv',
    format: 'csv',
    key: ['id'],
    description: 'Groups of parameters in the filters (Nutrients, Metals, ...).',
    columns: [id('the group'), text('name', 'e.g. Nutrients', true), { name: 'sort_order', type: 'smallint', fallback: 0, description: 'position in lists' }],
  },
  {
    table: 'parameters',
    file: 'parameters.csv',
    format: 'csv',
    key: ['id'],
    description: 'What is measured, with its unit, group and default (stream) benchmark lines and class colours.',
    columns: [
      id('the parameter (kept in links and saved filters)'),
      text('name', 'e.g. Total phosphorus', true),
      text('abbrev', 'e.g. TP', true),
      text('unit', 'the unit every value is stored in, e.g. µg/L', true),
      { name: 'group_id', type: 'integer', required: true, references: 'parameter_groups', description: 'its group (parameter-groups.csv)' },
      { name: 'lower_is_worse', type: 'boolean', fallback: false, description: 'true for minimum standards such as dissolved oxygen' },
      { name: 'less_than_range', type: 'boolean', fallback: false, description: "the legend's lowest class reads '< line 1'" },
      ...benchmarkLines('bmk_line'),
      ...[0, 1, 2, 3, 4].map((color) => ({
        name: `bmk_color${color}`,
        type: 'text' as const,
        pattern: COLOR,
        description: color === 0 ? 'colour of no benchmark or no data (#rrggbb)' : `colour of benchmark class ${color} (#rrggbb)`,
      })),
    ],
  },
  {
    table: 'characteristic_map',
    file: 'characteristics.csv',
    format: 'csv',
    key: ['characteristic', 'sample_fraction'],
    description: "The WQX CharacteristicName and ResultSampleFractionText that mean each parameter in imported files; 'preferred' marks the name exports write.",
    columns: [
      text('characteristic', 'WQX CharacteristicName, e.g. Phosphorus', true),
      { name: 'sample_fraction', type: 'text', fallback: '', description: "WQX ResultSampleFractionText (Total, Dissolved, ...); empty: any or none" },
      { name: 'parameter_id', type: 'integer', required: true, references: 'parameters', description: 'the parameter (parameters.csv)' },
      { name: 'preferred', type: 'boolean', fallback: false, description: 'the one name exports write for the parameter' },
    ],
  },
  {
    table: 'parameter_benchmarks',
    file: 'benchmarks.csv',
    format: 'csv',
    key: ['parameter_id', 'location_type_id'],
    description: "Benchmark lines of a parameter at one location type, replacing the parameter's default lines there (e.g. the reservoir's standards).",
    columns: [
      { name: 'parameter_id', type: 'integer', required: true, references: 'parameters', description: 'the parameter' },
      { name: 'location_type_id', type: 'smallint', required: true, references: 'location_types', description: 'the location type' },
      ...benchmarkLines('bmk_line'),
      text('note', 'e.g. reservoir standard'),
    ],
  },
  {
    table: 'locations',
    file: 'sites.csv',
    format: 'csv',
    key: ['id'],
    description: 'Monitoring sites, gauges and rain gauges.',
    columns: [
      id('the site (kept in links and saved filters)'),
      text('name', "short code, e.g. 'CC-10'", true),
      { name: 'identifier', type: 'text', description: "WQX MonitoringLocationIdentifier; empty for the authority's own sites ('CCBWQA-' + name)" },
      text('description', 'e.g. Cherry Creek inflow above the reservoir', true),
      { name: 'type_id', type: 'smallint', required: true, references: 'location_types', description: 'location type (location-types.csv)' },
      { name: 'latitude', type: 'float8', required: true, min: -90, max: 90, description: 'WGS 84 decimal degrees' },
      { name: 'longitude', type: 'float8', required: true, min: -180, max: 180, description: 'WGS 84 decimal degrees' },
      text('county', 'county name'),
      { name: 'huc_8', type: 'text', pattern: '^[0-9]{8}$', description: 'HUC-8 (8 digits)' },
      { name: 'huc_12', type: 'text', pattern: '^[0-9]{12}$', description: 'HUC-12 (12 digits)' },
      { name: 'is_ccbwqa', type: 'boolean', fallback: true, description: 'monitored by the authority (else another public source)' },
      { name: 'active', type: 'boolean', fallback: true, description: 'still sampled' },
      { name: 'telem', type: 'boolean', fallback: false, description: 'has a 15-minute telemetry gauge' },
      { name: 'por_start', type: 'date', description: 'period of record as published: first day (YYYY-MM-DD)' },
      { name: 'por_end', type: 'date', description: 'period of record as published: last day (YYYY-MM-DD)' },
      text('notes', 'free text'),
    ],
  },
  {
    table: 'map_sources',
    file: 'layers/<source>.json',
    format: 'layers',
    key: ['id'],
    description: 'One map source per layer descriptor (layers/<source>.json).',
    columns: [
      { name: 'id', type: 'text', required: true, pattern: '^[a-z0-9][a-z0-9-]*$', description: 'the file name without extension' },
      { name: 'type', type: 'text', required: true, oneOf: ['geojson', 'vector'], description: "'geojson' (features in the layer's data file) or 'vector' (tiles at url)" },
      text('url', 'vector tiles'),
      text('attribution', 'shown on the map'),
    ],
  },
  {
    table: 'map_layers',
    file: 'layers/<source>.json',
    format: 'layers',
    key: ['id'],
    description: 'The layers drawn from each source (spec 01 §3 "Map source and layer").',
    columns: [
      { name: 'id', type: 'text', required: true, description: 'layer id' },
      { name: 'source_id', type: 'text', required: true, references: 'map_sources', description: 'its source' },
      { name: 'type', type: 'text', required: true, oneOf: ['fill', 'line', 'circle', 'symbol', 'fill-extrusion', 'heatmap', 'raster'], description: 'MapLibre layer type' },
      { name: 'layout', type: 'jsonb', fallback: '{}', description: 'MapLibre layout' },
      { name: 'paint', type: 'jsonb', fallback: '{}', description: 'MapLibre paint' },
      { name: 'filter', type: 'jsonb', description: 'MapLibre filter' },
      { name: 'draw_order', type: 'integer', required: true, description: 'drawn above lower numbers' },
      { name: 'legend_order', type: 'integer', required: true, description: 'position in the legend' },
      { name: 'lre_properties', type: 'jsonb', fallback: '{}', description: 'layer group, legend group, popup fields, title field' },
      { name: 'requires_auth', type: 'boolean', fallback: false, description: 'shown to signed-in staff only' },
    ],
  },
  {
    table: 'map_features',
    file: 'layers/<source>.geojson|.zip|.gpkg',
    format: 'layers',
    key: ['id'],
    description: "The features of each 'geojson' source.",
    columns: [
      { name: 'id', type: 'integer', required: true, min: 1, description: 'feature id (GeoJSON Feature.id; numbered in file order when absent)' },
      { name: 'source_id', type: 'text', required: true, references: 'map_sources', description: 'its source' },
      { name: 'properties', type: 'jsonb', fallback: '{}', description: 'attributes shown in popups' },
      { name: 'geometry', type: 'jsonb', required: true, description: 'GeoJSON geometry, WGS 84' },
    ],
  },
  {
    table: 'pollution_abatement_projects',
    file: 'projects.geojson',
    format: 'projects',
    key: ['id'],
    description: 'Pollution abatement projects (Feature.id and properties name, project_type, year_completed, description).',
    columns: [
      id('the project'),
      text('name', 'project name', true),
      text('project_type', 'Pollutant reduction facility, Stream reclamation, Wetland, ...', true),
      { name: 'year_completed', type: 'smallint', min: 1800, max: 2200, description: 'year completed' },
      text('description', 'what it does'),
      { name: 'geometry', type: 'jsonb', required: true, description: 'GeoJSON geometry, WGS 84' },
    ],
  },
  {
    table: 'results',
    file: 'data/results.csv',
    format: 'csv',
    data: true,
    key: ['id'],
    description: 'Laboratory and field results. Non-detects carry the detection limit as the value (empty value and limit: a non-detect of unknown limit).',
    columns: [
      { name: 'id', type: 'bigint', required: true, min: 1, description: 'unique number of the result; keep it when editing, give new rows new numbers' },
      { name: 'location_id', type: 'integer', required: true, references: 'locations', description: 'site (sites.csv)' },
      { name: 'parameter_id', type: 'integer', required: true, references: 'parameters', description: 'parameter (parameters.csv)' },
      { name: 'sample_date', type: 'date', required: true, description: 'YYYY-MM-DD' },
      { name: 'sample_time', type: 'time', description: 'HH:MM or HH:MM:SS, local time unless time_zone says otherwise' },
      { name: 'value', type: 'float8', description: "in the parameter's unit; for a non-detect, its detection limit" },
      { name: 'depth_m', type: 'real', min: 0, description: 'sample depth in metres; empty for surface grabs and composites' },
      { name: 'flow_condition_id', type: 'smallint', references: 'flow_conditions', min: 1, max: 2, description: '1 storm or 2 base for stream samples; empty otherwise' },
      { name: 'nondetect', type: 'boolean', fallback: false, description: 'below the detection limit' },
      { name: 'detection_limit', type: 'float8', description: "in the parameter's unit" },
      { name: 'organization_id', type: 'smallint', references: 'organizations', description: 'who sampled' },
      { name: 'source_id', type: 'smallint', references: 'sources', description: 'programme' },
      text('taxa', 'for biological results'),
      text('flag', 'laboratory qualifier'),
      text('result_identifier', 'WQX ResultIdentifier (unique per organisation)'),
      text('status', 'WQX ResultStatusIdentifier (Accepted, Preliminary, ...)'),
      text('time_zone', 'WQX time zone code of sample_time'),
    ],
  },
  {
    table: 'telemetry_readings',
    file: 'data/telemetry.csv',
    format: 'csv',
    data: true,
    key: ['location_id', 'parameter_id', 'reading_time'],
    description: '15-minute readings of the telemetry gauges.',
    columns: [
      { name: 'location_id', type: 'integer', required: true, references: 'locations', description: 'gauge (sites.csv)' },
      { name: 'parameter_id', type: 'integer', required: true, references: 'parameters', description: 'parameter (parameters.csv)' },
      { name: 'reading_time', type: 'timestamptz', required: true, description: 'ISO 8601 with offset, e.g. 2024-05-01T06:15:00Z' },
      { name: 'value', type: 'float8', required: true, description: "in the parameter's unit" },
      ...agencyStatus('reading'),
    ],
  },
  {
    table: 'precipitation',
    file: 'data/precipitation.csv',
    format: 'csv',
    data: true,
    key: ['location_id', 'precip_date'],
    description: 'Daily precipitation totals at the rain gauges.',
    columns: [
      { name: 'location_id', type: 'integer', required: true, references: 'locations', description: 'rain gauge (sites.csv)' },
      { name: 'precip_date', type: 'date', required: true, description: 'YYYY-MM-DD' },
      { name: 'precip_in', type: 'float8', required: true, min: 0, description: 'inches' },
      ...agencyStatus('total'),
    ],
  },
  {
    table: 'feed_sources',
    file: 'feeds.json',
    format: 'feeds',
    key: ['id'],
    description: "The agencies' feeds `npm run refresh-feeds` keeps current (docs/feeds.md \"Kept current\").",
    columns: [
      { name: 'id', type: 'text', required: true, description: 'the source, as reports name it' },
      { name: 'format', type: 'text', required: true, oneOf: FEED_FORMATS, description: 'what the service answers (feeds/formats.ts)' },
      text('url', 'the request, with {sites}, {start} and {end}', true),
      { name: 'sites', type: 'jsonb', required: true, description: "the agency's site codes, as its service takes them" },
      { name: 'options', type: 'jsonb', fallback: '{}', description: 'ghcnUnits, initialDays, lookbackDays, revisionHours, times' },
    ],
  },
];

export const packageTable = (table: string): PackageTable => {
  const found = PACKAGE_TABLES.find((spec) => spec.table === table);
  if (!found) throw new Error(`no package table ${table}`);
  return found;
};
