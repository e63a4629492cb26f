// The feed sources a basin package configures (feeds.json, docs/feeds.md "Kept current"): the document's
// schema and rules, the table row it loads as (feed_sources, migrations/400), and what the refresher
// makes of a row: its settings with their defaults and the request for a period.
import { Type, type Static } from 'typebox';
import type { Database } from '../../db/types';
import { FEED_FORMAT_NAMES, type FeedFormat } from '../formats';
import type { GhcnUnits } from '../readers/ghcnDaily';

export const FEED_FORMATS = Object.keys(FEED_FORMAT_NAMES) as FeedFormat[];
const GHCN_UNITS: readonly GhcnUnits[] = ['standard', 'metric', 'stored'];

/** How {start} and {end} are written: 'date' 2026-03-08, 'instant' 2026-03-08T06:30:00Z, 'mm/dd/yyyy' 03/08/2026 (the CoCoRaHS export's). */
export const FEED_TIME_FORMS = ['date', 'instant', 'mm/dd/yyyy'] as const;
export type FeedTimeForm = (typeof FEED_TIME_FORMS)[number];

/** What each format's service takes unless the source says otherwise: NWIS takes dates for iv and dv alike. */
const DEFAULT_TIME_FORM: Readonly<Record<FeedFormat, FeedTimeForm>> = {
  nwisRdb: 'date',
  usgsWaterDataContinuous: 'instant',
  usgsWaterDataDaily: 'date',
  ghcnDaily: 'date',
  cocorahs: 'mm/dd/yyyy',
  plainCsv: 'instant',
};

/** The placeholders of a source's URL. */
const PLACEHOLDERS = ['sites', 'start', 'end'];
/** Site codes are put into the URL as they are: letters, digits and the separators agencies use. */
const SITE_CODE = '^[A-Za-z0-9][A-Za-z0-9:._-]*$';

const FeedSourceDocument = Type.Object(
  {
    id: Type.String({ pattern: '^[a-z0-9][a-z0-9-]*$', description: 'the source, as reports name it (lower-case letters, digits, -)' }),
    format: Type.Enum(FEED_FORMATS, { description: 'what the service answers (docs/feeds.md "Readers")' }),
    url: Type.String({ pattern: '^https?://', description: 'the request, with {sites} (the site codes, comma-joined), {start} and {end}' }),
    sites: Type.Array(Type.String({ pattern: SITE_CODE }), { minItems: 1, description: "the agency's site codes, as its service takes them ('06713500', 'USGS-06713500', 'USC00051778', 'CO-DG-12')" }),
    ghcnUnits: Type.Optional(Type.Enum(GHCN_UNITS, { description: "GHCN-Daily: the units the URL asks for (default 'standard', inches)" })),
    initialDays: Type.Optional(Type.Integer({ minimum: 1, maximum: 1095, description: 'days asked for on the first run (default 30)' })),
    lookbackDays: Type.Optional(Type.Integer({ minimum: 0, maximum: 1095, description: 'how far before the newest value revisions are sought (default 120)' })),
    revisionHours: Type.Optional(Type.Number({ minimum: 0, description: 'hours between the runs that reach back for revisions (default 24; 0: every run)' })),
    times: Type.Optional(Type.Enum(FEED_TIME_FORMS, { description: "how {start} and {end} are written (default: the format's service's)" })),
  },
  { additionalProperties: false },
);
type FeedSourceDocument = Static<typeof FeedSourceDocument>;

export const FeedsDocument = Type.Object(
  {
    $schema: Type.Optional(Type.String()),
    sources: Type.Array(FeedSourceDocument),
  },
  { additionalProperties: false, description: "feeds.json: the agencies' feeds `npm run refresh-feeds` keeps current (docs/feeds.md)" },
);
export type FeedsDocument = Static<typeof FeedsDocument>;

export interface FeedSourceOptions {
  ghcnUnits?: GhcnUnits;
  initialDays?: number;
  lookbackDays?: number;
  revisionHours?: number;
  times?: FeedTimeForm;
}

/** A source as feed_sources holds it. */
export interface FeedSource {
  id: string;
  format: FeedFormat;
  url: string;
  sites: string[];
  options: FeedSourceOptions;
}

/** What the schema cannot see wrong with the sources, each with the JSON pointer of its field. */
export function feedSourceProblems(document: FeedsDocument): { pointer: string; field: string; message: string }[] {
  const problems: { pointer: string; field: string; message: string }[] = [];
  const ids = new Set<string>();
  document.sources.forEach((source, index) => {
    if (ids.has(source.id)) problems.push({ pointer: `/sources/${index}/id`, field: 'id', message: `source '${source.id}' appears twice` });
    ids.add(source.id);
    for (const [, name] of source.url.matchAll(/\{([^}]*)\}/g)) {
      if (!PLACEHOLDERS.includes(name ?? '')) {
        problems.push({ pointer: `/sources/${index}/url`, field: 'url', message: `{${name}} is not a placeholder the refresher fills ({sites}, {start}, {end})` });
      }
    }
    if (source.ghcnUnits !== undefined && source.format !== 'ghcnDaily') {
      problems.push({ pointer: `/sources/${index}/ghcnUnits`, field: 'ghcnUnits', message: `only a ghcnDaily source has units to name, not a ${source.format} source` });
    }
  });
  return problems;
}

/** The feed_sources row of a checked source (basin/tables.ts column order): the optional settings as given, so an export writes them back the same. */
export function feedSourceRow({ id, format, url, sites, ...options }: FeedSourceDocument): [string, string, string, string, string] {
  return [id, format, url, JSON.stringify(sites), JSON.stringify(options)];
}

/** The source of a feed_sources row, as the package exporter writes it back into feeds.json. */
export function feedSourceDocument(id: string, format: string, url: string, sites: unknown, options: unknown): Record<string, unknown> {
  const parsed = (value: unknown) => (typeof value === 'string' ? (JSON.parse(value) as unknown) : value);
  return { id, format, url, sites: parsed(sites), ...(parsed(options) as object) };
}

export async function readFeedSources(db: Database): Promise<FeedSource[]> {
  const { rows } = await db.query<FeedSource>('SELECT id, format, url, sites, options FROM feed_sources ORDER BY id');
  return rows;
}

/** A source's settings, defaults filled in. */
export interface RefreshSettings {
  initialDays: number;
  lookbackDays: number;
  revisionHours: number;
  times: FeedTimeForm;
}

export function refreshSettings(source: FeedSource): RefreshSettings {
  const { initialDays = 30, lookbackDays = 120, revisionHours = 24, times = DEFAULT_TIME_FORM[source.format] } = source.options;
  return { initialDays, lookbackDays, revisionHours, times };
}

const DAY_MS = 86_400_000;
const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * The period as the service takes it. A service reads a date in its site's own time zone (NWIS does), so
 * a date form starts a day before the start's UTC date (never after the instant it should) and ends on
 * the end's UTC date (in the Americas, never before the local day).
 */
export function formatPeriod(start: Date, end: Date, form: FeedTimeForm): { start: string; end: string } {
  return { start: formatTime(form === 'instant' ? start : new Date(start.getTime() - DAY_MS), form), end: formatTime(end, form) };
}

function formatTime(time: Date, form: FeedTimeForm): string {
  const iso = time.toISOString();
  switch (form) {
    case 'date':
      return iso.slice(0, 10);
    case 'instant':
      return `${iso.slice(0, 19)}Z`;
    case 'mm/dd/yyyy':
      return `${twoDigits(time.getUTCMonth() + 1)}/${twoDigits(time.getUTCDate())}/${time.getUTCFullYear()}`;
  }
}

/** The source's URL for a period, its placeholders filled in. */
export function requestUrl(source: FeedSource, period: { start: string; end: string }): string {
  const values: Record<string, string> = { sites: source.sites.join(','), ...period };
  return source.url.replace(/\{(sites|start|end)\}/g, (_, name: string) => values[name] ?? '');
}

/** A URL as reports show it: the values of keys and tokens in its query left out (a report is printed and stored). */
export function shownUrl(url: string): string {
  return url.replace(/([?&][^=&]*(?:key|token|secret|password)[^=&]*=)[^&#]*/gi, '$1…');
}
