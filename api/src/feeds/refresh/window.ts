// The period a run asks a source for (docs/feeds.md "Kept current"). Most runs ask for what is new: from
// a little before the newest value of the source's sites. Every `revisionHours` a run reaches back for
// what the agency may have changed since: to the oldest provisional or estimated value still stored for
// the source's sites and to the newest value of a site that fell behind the others, but never further
// than `lookbackDays` before the newest value (USGS revises provisional values for months; a site that
// stopped reporting must not make every run ask for years). The first run, the first after the source's
// format, URL or sites changed, and a run that finds none of its values left, ask for the last `initialDays`.
import type { RefreshSettings } from './sources';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** How far before the newest value a run starts: values reported late, and the agencies' last-hour corrections. */
export const OVERLAP_MS = DAY_MS;

/** What the refresher knows of a source from its earlier runs (feed_source_state) and the values stored. */
export interface SourceHistory {
  /**
   * The newest value of each site its answers named (the feed's site identifier): an ISO instant, the
   * newest of the answers' that is still stored; null for a site of the portal's with none stored (a
   * package load removed them).
   */
  newestBySite: Readonly<Record<string, string | null>>;
  revisionsCheckedAt: Date | null;
}

export interface RequestWindow {
  start: Date;
  end: Date;
  /** Whether the run reaches back for revisions (the first run of a source counts as one: it asks for everything). */
  revisions: boolean;
}

/** The instant of a feed row's time: a day's value at its day's 00:00 UTC. */
export const instantOf = (time: string): number => Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(time) ? `${time}T00:00:00Z` : time);

/** The newest and the least recent of the sites' newest values (a site with none: -Infinity); null when no site has one. */
function newestValues(history: SourceHistory | null): { newest: number; lagging: number } | null {
  const times = Object.values(history?.newestBySite ?? {}).map((time) => (time === null ? -Infinity : instantOf(time)));
  const known = times.filter(Number.isFinite);
  return known.length === 0 ? null : { newest: Math.max(...known), lagging: Math.min(...times) };
}

/** Whether this run reaches back for revisions; when it does, `floor` is as far as it may go. */
export function revisionsDue(settings: RefreshSettings, history: SourceHistory | null, now: Date): { due: boolean; floor: Date | null } {
  const values = newestValues(history);
  if (!values) return { due: true, floor: null };
  const checked = history?.revisionsCheckedAt?.getTime();
  const due = checked === undefined || now.getTime() - checked >= settings.revisionHours * HOUR_MS;
  return { due, floor: due ? new Date(values.newest - settings.lookbackDays * DAY_MS) : null };
}

/**
 * The period to ask for. `history` null: the source is new to the refresher (or configured otherwise
 * since). `oldestUnapproved`: the oldest provisional or estimated value stored for the source's sites
 * since `revisionsDue`'s floor, when revisions are due.
 */
export function requestWindow(settings: RefreshSettings, history: SourceHistory | null, now: Date, oldestUnapproved: Date | null): RequestWindow {
  const values = newestValues(history);
  if (!values) return { start: new Date(now.getTime() - settings.initialDays * DAY_MS), end: now, revisions: true };
  const recent = values.newest - OVERLAP_MS;
  const { due, floor } = revisionsDue(settings, history, now);
  if (!due || floor === null) return { start: new Date(recent), end: now, revisions: false };
  const recheck = Math.min(values.lagging - OVERLAP_MS, oldestUnapproved?.getTime() ?? Infinity);
  return { start: new Date(Math.min(recent, Math.max(recheck, floor.getTime()))), end: now, revisions: true };
}
