// Bad links (issue 30): a value in the URL the page cannot use is said in words, with a way back to
// the page's defaults, instead of a console warning alone. Pure wording and id checks here; the
// context that collects them for the page shell is in LinkProblems.tsx.

import { currentT, type Translate } from '@basin/shared';

/** The nouns the pages pass, in the language ('parameter' / 'parameters' ...); any other as given. */
function nounOf(t: Translate, noun: string, plural: string, count: number): string {
  if (noun === 'parameter') return t('shared.analysis.linkProblems.parameters', { count });
  if (noun === 'location') return t('shared.analysis.linkProblems.locations', { count });
  return count === 1 ? noun : plural;
}

/** 'parameter 99999', 'locations 5 and 6', 'locations 5, 6 and 7'. */
function namedIds(t: Translate, noun: string, plural: string, ids: readonly (number | string)[]): string {
  const list = ids.length === 1 ? String(ids[0]) : t('shared.analysis.linkProblems.list', { list: ids.slice(0, -1).join(', '), last: String(ids[ids.length - 1]) });
  return `${nounOf(t, noun, plural, ids.length)} ${list}`;
}

/** 'The link asks for parameter 99999, which this portal does not have.' (null when every id is known). */
export function describeUnknownIds(noun: string, plural: string, ids: readonly (number | string)[], t: Translate = currentT()): string | null {
  if (ids.length === 0) return null;
  return t('shared.analysis.linkProblems.unknownIds', { ids: namedIds(t, noun, plural, ids) });
}

/** "The link's start_date 'abc' cannot be read here; the page uses its default instead." */
export function describeInvalidValue(field: string, raw: string, t: Translate = currentT()): string {
  return t('shared.analysis.linkProblems.invalidValue', { field, raw });
}

/** The ids of `values` not among `known` (none while `known` is still loading). */
export function unknownIds<T extends number | string>(values: readonly T[], known: readonly T[] | undefined): T[] {
  if (!known) return [];
  const set = new Set(known);
  return values.filter((value) => !set.has(value));
}

/** The id itself when known (or while the known ids load), else `fallback`: the page never draws an id it does not have. */
export function knownIdOr<T extends number | string>(value: T, known: readonly T[] | undefined, fallback: T): T {
  return unknownIds([value], known).length ? fallback : value;
}

/** The known ids of a list (all of them while the known ids load). */
export function knownIdsOf<T extends number | string>(values: readonly T[], known: readonly T[] | undefined): T[] {
  const unknown = new Set(unknownIds(values, known));
  return values.filter((value) => !unknown.has(value));
}
