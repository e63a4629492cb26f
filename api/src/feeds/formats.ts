// Which feed a file is, from its first lines, and its rows by the reader of that format (docs/feeds.md):
// what `npm run import`, the staff import and `npm run refresh-feeds` share.
import { readCocorahs } from './readers/cocorahs';
import { readGhcnDaily, type GhcnUnits } from './readers/ghcnDaily';
import { readNwisRdb } from './readers/nwisRdb';
import { readPlainCsv } from './readers/plainCsv';
import { readUsgsWaterData } from './readers/usgsWaterData';
import type { FeedReadResult } from './readers/types';

export type FeedFormat = 'nwisRdb' | 'usgsWaterDataContinuous' | 'usgsWaterDataDaily' | 'ghcnDaily' | 'cocorahs' | 'plainCsv';

export const FEED_FORMAT_NAMES: Readonly<Record<FeedFormat, string>> = {
  nwisRdb: 'USGS NWIS RDB',
  usgsWaterDataContinuous: 'USGS Water Data continuous values',
  usgsWaterDataDaily: 'USGS Water Data daily values',
  ghcnDaily: 'NOAA GHCN-Daily',
  cocorahs: 'CoCoRaHS daily precipitation',
  plainCsv: 'plain CSV of values',
};

export interface FeedReadOptions {
  /** What a GHCN-Daily file's PRCP is in: the file does not say (ghcnDaily.ts). Default 'standard' (inches), the unit US services give when asked for it. */
  ghcnUnits?: GhcnUnits;
}

/** The header cells of a delimited line, unquoted and lower-cased. */
const headerCells = (line: string) => line.split(line.includes('\t') && !line.includes(',') ? '\t' : ',').map((cell) => cell.trim().replace(/^"|"$/g, '').toLowerCase());

/** A Water Data page's first time: a date (daily) or a date-time (continuous). */
function waterDataCollection(text: string): FeedFormat {
  const geoJsonTime = /"time"\s*:\s*"([^"]*)"/.exec(text)?.[1];
  const csvLines = text.split(/\r?\n/, 2);
  const csvTime = geoJsonTime === undefined && csvLines[1] !== undefined ? csvLines[1].split(',')[headerCells(csvLines[0] ?? '').indexOf('time')] : undefined;
  const time = geoJsonTime ?? csvTime ?? '';
  return /^\d{4}-\d{2}-\d{2}$/.test(time.trim()) ? 'usgsWaterDataDaily' : 'usgsWaterDataContinuous';
}

/** The feed format of a file from its first lines; null when it is none of them. */
export function feedFormatOf(head: string): FeedFormat | null {
  const text = head.replace(/^\uFEFF/, '');
  const trimmed = text.trimStart();
  if (trimmed.startsWith('{')) return /"monitoring_location_id"/.test(text) ? waterDataCollection(trimmed) : null;
  const lines = text.split(/\r?\n/);
  const firstLine = lines.find((line) => line.trim() !== '') ?? '';
  // An RDB file starts with its '#' comments, or at least with agency_cd.
  if (firstLine.startsWith('#') && /U\.?S\.? ?Geological Survey|USGS|agency_cd|site_no/i.test(text)) return 'nwisRdb';
  if (/^agency_cd\t/.test(firstLine)) return 'nwisRdb';
  const header = headerCells(lines.find((line) => line.trim() !== '' && !line.trimStart().startsWith('#')) ?? '');
  const has = (...names: string[]) => names.every((name) => header.includes(name));
  if (has('monitoring_location_id', 'parameter_code', 'time', 'value')) return waterDataCollection(text);
  if (has('station', 'date', 'prcp')) return 'ghcnDaily';
  if (has('stationnumber', 'totalprecipamt')) return 'cocorahs';
  if (has('site', 'time', 'parameter', 'value', 'unit')) return 'plainCsv';
  return null;
}

/** Reads a whole feed file of a known format. */
export function readFeed(text: string, format: FeedFormat, options: FeedReadOptions = {}): FeedReadResult {
  switch (format) {
    case 'nwisRdb':
      return readNwisRdb(text);
    case 'usgsWaterDataContinuous':
      return readUsgsWaterData(text, 'continuous');
    case 'usgsWaterDataDaily':
      return readUsgsWaterData(text, 'daily');
    case 'ghcnDaily':
      return readGhcnDaily(text, options.ghcnUnits ?? 'standard');
    case 'cocorahs':
      return readCocorahs(text);
    case 'plainCsv':
      return readPlainCsv(text);
  }
}
