// The Query & Download selection as a WQX 3.0 `narrow` CSV (issue 18 "Export", docs/exports.md): the
// columns of WQX3_NARROW_COLUMNS in that order, one row per result, in the vocabulary an import of
// Water Quality Portal files reads back (wqx/vocabulary.ts). Streamed like the portal's CSV
// (downloads/csvStream.ts: COPY on PostgreSQL, batches on PGlite), with the same bytes on both.
import { RESULT_DETAIL_JOINS } from '../db/resultDetails';
import {
  AUTHORITY_ORGANIZATION,
  HYDROLOGIC_EVENT_OF_FLOW_CONDITION,
  WQX3_NARROW_COLUMNS,
  WQX_LOCATION_TYPE_OF_PORTAL_TYPE,
  WQX_UNIT_OF_PORTAL_UNIT,
  type Wqx3NarrowColumn,
} from '../wqx/vocabulary';
import type { DownloadProfile } from './rows';


/** A SQL string literal. */
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** `CASE <expression> WHEN <key> THEN <value> ... ELSE <otherwise> END` of a lookup table (integer keys stay integers). */
const lookup = (expression: string, table: Readonly<Record<string | number, string>>, otherwise = 'NULL') =>
  `CASE ${expression} ${Object.entries(table)
    .map(([key, value]) => `WHEN ${/^\d+$/.test(key) ? key : literal(key)} THEN ${literal(value)}`)
    .join(' ')} ELSE ${otherwise} END`;

/** The result's local date and time as a timestamp (noon when it has no time). */
const LOCAL_TIME = `(r.sample_date + coalesce(r.sample_time, time '12:00'))`;

/**
 * The time zone of a result's time: the one it was imported with, else (the portal's own results are
 * local time in the basin) the zone in force in America/Denver on that date and time: MDT when the
 * local time is 6 hours behind UTC, else MST. None for a result without a time.
 */
const TIME_ZONE = `coalesce(r.time_zone, CASE WHEN r.sample_time IS NULL THEN NULL
  WHEN ((${LOCAL_TIME} AT TIME ZONE 'America/Denver') AT TIME ZONE 'UTC') - ${LOCAL_TIME} = interval '6 hours' THEN 'MDT' ELSE 'MST' END)`;

const UNIT = lookup('p.unit', WQX_UNIT_OF_PORTAL_UNIT, 'p.unit');
/**
 * A non-detect carries its detection limit as its value (migrations/001_schema.sql) unless it has its own;
 * one whose limit is unknown has neither (migrations/350): measure and limit are written empty.
 */
const DETECTION_LIMIT = 'CASE WHEN r.nondetect THEN coalesce(r.detection_limit, r.value) ELSE r.detection_limit END';

const COLUMN_SQL: Record<Wqx3NarrowColumn, string> = {
  Org_Identifier: `coalesce(o.abbrev, ${literal(AUTHORITY_ORGANIZATION)})`,
  Org_FormalName: `coalesce(o.name, (SELECT min(name) FROM organizations WHERE abbrev = ${literal(AUTHORITY_ORGANIZATION)}))`,
  Location_Identifier: 'li.identifier',
  Location_Name: 'l.description',
  Location_Type: lookup('lt.name', WQX_LOCATION_TYPE_OF_PORTAL_TYPE, 'lt.name'),
  Location_Latitude: 'l.latitude',
  Location_Longitude: 'l.longitude',
  Location_HorzCoordReferenceSystemDatum: `'WGS84'`,
  Activity_ActivityIdentifier: 'NULL::text',
  Activity_Media: `'Water'`,
  Activity_StartDate: `to_char(r.sample_date, 'YYYY-MM-DD')`,
  Activity_StartTime: `to_char(r.sample_time, 'HH24:MI:SS')`,
  Activity_StartTimeZone: TIME_ZONE,
  Activity_DepthHeightMeasure: 'r.depth_m',
  Activity_DepthHeightMeasureUnit: `CASE WHEN r.depth_m IS NULL THEN NULL ELSE 'm' END`,
  Activity_HydrologicEvent: lookup('r.flow_condition_id', HYDROLOGIC_EVENT_OF_FLOW_CONDITION),
  Result_Identifier: 'r.result_identifier',
  Result_ResultDetectionCondition: `CASE WHEN r.nondetect THEN 'Not Detected' END`,
  Result_Characteristic: 'cm.characteristic',
  Result_SampleFraction: `NULLIF(cm.sample_fraction, '')`,
  Result_Measure: 'CASE WHEN r.nondetect THEN NULL ELSE r.value END',
  Result_MeasureUnit: UNIT,
  Result_MeasureStatusIdentifier: `coalesce(r.status, 'Accepted')`,
  DetectionLimit_TypeA: `CASE WHEN (${DETECTION_LIMIT}) IS NOT NULL THEN 'Method Detection Level' END`,
  DetectionLimit_MeasureA: DETECTION_LIMIT,
  DetectionLimit_MeasureUnitA: `CASE WHEN (${DETECTION_LIMIT}) IS NULL THEN NULL ELSE ${UNIT} END`,
};

/** The columns written as they are: numbers (PostgreSQL and JavaScript print them exactly) and ISO dates and times. */
const NUMBER_COLUMNS: ReadonlySet<Wqx3NarrowColumn> = new Set([
  'Location_Latitude',
  'Location_Longitude',
  'Activity_StartDate',
  'Activity_StartTime',
  'Activity_DepthHeightMeasure',
  'Result_Measure',
  'DetectionLimit_MeasureA',
]);

/** The WQX 3.0 narrow file of a selection (downloads/csvStream.ts). */
export const WQX_CSV: DownloadProfile<Wqx3NarrowColumn> = {
  select: `r.id, ${WQX3_NARROW_COLUMNS.map((column) => `${COLUMN_SQL[column]} AS "${column}"`).join(',\n       ')}`,
  joins: `${RESULT_DETAIL_JOINS}
  JOIN location_identifiers li ON li.location_id = r.location_id
  LEFT JOIN characteristic_map cm ON cm.parameter_id = r.parameter_id AND cm.preferred`,
  columns: WQX3_NARROW_COLUMNS,
  numberColumns: NUMBER_COLUMNS,
};
