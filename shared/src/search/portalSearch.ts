// The sidebar's search over the whole portal (issue 30): monitoring sites, parameters, pages and glossary
// terms, matched word by word, ignoring case and punctuation ("cc10" finds CC-10, "tntp" finds TN:TP),
// ranked and grouped by kind. Pure: the caller passes what it has (the API's lists, the route table, the
// glossary), so the ranking is unit-tested without a browser.
import { currentT, locationGroupNames, locationTypeLabel, parameterName, type Translate } from '@basin/shared';
import type { MapLocation } from '@basin/api/schemas';

export type SearchKind = 'site' | 'parameter' | 'page' | 'term';

/** One thing the search can find, as the matcher sees it. */
export interface SearchCandidate {
  kind: SearchKind;
  /** Unique within its kind. */
  key: string;
  /** What a result is called (a site's name, a parameter's, a page's title, a term). */
  title: string;
  /** A second line (a site's description, a page's description, a parameter's unit). */
  detail?: string;
  /** Where the result goes. */
  path: string;
  /** Texts an exact or starting match ranks first in: the title, an id, a term's other spellings. */
  names: readonly string[];
  /** Other texts every word may match (a site's description, type, groups, county). */
  texts: readonly string[];
}

export interface SearchResult extends SearchCandidate {
  /** 0 best: an exact name or id; 1 a name it starts with; 2 the phrase in a text; 3 every word at a word's start; 4 inside words. */
  rank: number;
}

export interface SearchGroup {
  kind: SearchKind;
  results: SearchResult[];
  /** More matched than the group lists. */
  more: boolean;
}

/** Group order when two groups' best results rank the same. */
const KIND_ORDER: readonly SearchKind[] = ['site', 'parameter', 'page', 'term'];

/** The most results listed per kind; the rest are a refinement away. */
export const SEARCH_GROUP_LIMITS: Readonly<Record<SearchKind, number>> = { site: 8, parameter: 6, page: 5, term: 5 };

/** Lower case, 'µ' as 'u' (so "ug/L" finds µg/L), accents dropped. */
function normalise(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[µμ]/g, 'u')
    .toLowerCase();
}

/** A text prepared once: its letters and digits run together, and where each of its words starts in that run. */
interface PreparedText {
  compact: string;
  wordStarts: number[];
  /** Its words joined by single spaces (for phrase matches). */
  words: string;
}

function prepare(text: string): PreparedText {
  const words = normalise(text).split(/[^a-z0-9]+/).filter(Boolean);
  const wordStarts: number[] = [];
  let at = 0;
  for (const word of words) {
    wordStarts.push(at);
    at += word.length;
  }
  return { compact: words.join(''), wordStarts, words: words.join(' ') };
}

/** The query's words, each without punctuation ("CC-10" → "cc10"); punctuation alone is no word. */
function queryWords(query: string): string[] {
  return normalise(query)
    .split(/\s+/)
    .map((word) => word.replace(/[^a-z0-9]/g, ''))
    .filter(Boolean);
}

const atWordStart = (text: PreparedText, word: string) => text.wordStarts.some((start) => text.compact.startsWith(word, start));

/** The candidate's rank for the query, or null when some word matches none of its texts. */
function rankOf(candidate: PreparedCandidate, words: readonly string[], compactQuery: string, phrase: string): number | null {
  const all = [...candidate.names, ...candidate.texts];
  if (!words.every((word) => all.some((text) => text.compact.includes(word)))) return null;
  if (candidate.names.some((name) => name.compact === compactQuery)) return 0;
  if (candidate.names.some((name) => name.compact.startsWith(compactQuery))) return 1;
  if (phrase.includes(' ') && all.some((text) => ` ${text.words}`.includes(` ${phrase}`))) return 2;
  if (words.every((word) => all.some((text) => atWordStart(text, word)))) return 3;
  return 4;
}

interface PreparedCandidate {
  candidate: SearchCandidate;
  names: PreparedText[];
  texts: PreparedText[];
}

/** Prepares the candidates once (the texts' words), for many queries. */
export function prepareCandidates(candidates: readonly SearchCandidate[]): PreparedCandidate[] {
  return candidates.map((candidate) => ({ candidate, names: candidate.names.map(prepare), texts: candidate.texts.map(prepare) }));
}

/**
 * The candidates matching every word of the query (each word somewhere in the candidate's names or
 * texts, ignoring case and punctuation), grouped by kind: within a group best rank first, then the
 * input order; the group with the best first result first (ties in the order sites, parameters, pages,
 * terms). Empty groups are left out.
 */
export function searchPortal(prepared: readonly PreparedCandidate[], query: string, limits: Readonly<Record<SearchKind, number>> = SEARCH_GROUP_LIMITS): SearchGroup[] {
  const words = queryWords(query);
  if (words.length === 0) return [];
  const compactQuery = words.join('');
  const phrase = words.join(' ');
  const byKind = new Map<SearchKind, SearchResult[]>();
  for (const entry of prepared) {
    const rank = rankOf(entry, words, compactQuery, phrase);
    if (rank === null) continue;
    const list = byKind.get(entry.candidate.kind) ?? [];
    list.push({ ...entry.candidate, rank });
    byKind.set(entry.candidate.kind, list);
  }
  const groups: SearchGroup[] = [];
  for (const kind of KIND_ORDER) {
    const matches = byKind.get(kind);
    if (!matches) continue;
    // A stable sort: equal ranks keep the input order (the API's order, the route table's, the glossary's).
    const sorted = [...matches].sort((a, b) => a.rank - b.rank);
    groups.push({ kind, results: sorted.slice(0, limits[kind]), more: sorted.length > limits[kind] });
  }
  return groups.sort((a, b) => a.results[0]!.rank - b.results[0]!.rank || KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind));
}

// ---------------------------------------------------------------------------------------------
// The candidates, from the lists the portal has.

/** A site: its name and id first, then its description, type, parameter groups and county. */
export function siteCandidate(location: MapLocation, path: string, t: Translate = currentT()): SearchCandidate {
  // The type and groups in the data's words and in the page's language: either finds the site.
  const texts = [...new Set([location.location_desc, location.location_type, locationTypeLabel(t, location.location_type), ...location.parameter_groups, ...locationGroupNames(t, location)])];
  if (location.county !== null) texts.push(location.county);
  return { kind: 'site', key: String(location.locationid), title: location.location_name, detail: location.location_desc, path, names: [location.location_name, String(location.locationid)], texts };
}

/** A parameter, by the words of its name. */
export function parameterCandidate(parameter: { parameterid: number; param_descrip: string; unit_name?: string }, path: string, t: Translate = currentT()): SearchCandidate {
  const title = parameterName(t, parameter.parameterid, parameter.param_descrip);
  return { kind: 'parameter', key: String(parameter.parameterid), title, detail: parameter.unit_name, path, names: [...new Set([title, parameter.param_descrip])], texts: [] };
}

/** A page, by the words of its title and description. */
export function pageCandidate(page: { path: string; title: string; description?: string }): SearchCandidate {
  return { kind: 'page', key: page.path, title: page.title, detail: page.description, path: page.path, names: [page.title], texts: page.description ? [page.description] : [] };
}

/** A glossary term, by the term and its other spellings (not its definition: "water" would find them all). */
export function termCandidate(key: string, entry: { term: string; aliases?: readonly string[]; definition: string }, path: string): SearchCandidate {
  return { kind: 'term', key, title: entry.term, detail: entry.definition, path, names: [entry.term, ...(entry.aliases ?? [])], texts: [] };
}

/**
 * Where a parameter result goes: the Public Map Explorer in graph mode with the parameter chosen, which
 * colours every site by its statistic of that parameter (the map's URL fields `mode` and `params`).
 */
export function parameterMapPath(parameterId: number): string {
  return `/tools/map?mode=graph&params=${parameterId}`;
}
