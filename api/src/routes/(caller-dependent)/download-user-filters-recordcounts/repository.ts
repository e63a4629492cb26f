// SQL of the record count of a saved download filter, from the precomputed counts (used by the download
// too, to refuse a file over the cap before it starts).
import type { Database } from '../../../db/types';
import { SELECTION, selectionParams } from '../../../downloads/selection';
import type { SavedDownloadFilter } from '../../../schemas/downloads';

/**
 * The whole months of a selection, [first, end) as water years and months of the water year (1 =
 * October ... 12 = September), and the days at its edges: [start_date, firstDay) and [endDay,
 * end_date]. With no whole month between start and end both cuts are the day after end_date, so the
 * first edge is the whole selection and the second is empty.
 */
export interface MonthCuts {
  first: { waterYear: number; month: number; day: string };
  end: { waterYear: number; month: number; day: string };
}

const isoParts = (text: string): [number, number, number] => {
  const match = /^(\d{4,})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) throw new Error(`not an ISO date: ${text}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
};
const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const daysInMonth = (year: number, month: number) => (month === 2 ? (isLeap(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31);
const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** The first day of a month as a cut: its ISO date, water year and month of the water year. */
function monthCut(year: number, month: number): MonthCuts['first'] {
  return { day: `${pad(year, 4)}-${pad(month, 2)}-01`, waterYear: month >= 10 ? year + 1 : year, month: ((month + 2) % 12) + 1 };
}

export function monthCuts(startDate: string, endDate: string): MonthCuts {
  const [startYear, startMonth, startDay] = isoParts(startDate);
  const [endYear, endMonth, endDay] = isoParts(endDate);
  const next = (year: number, month: number): [number, number] => (month === 12 ? [year + 1, 1] : [year, month + 1]);
  // The first month that starts on or after start_date, and the month holding the day after end_date.
  const [firstYear, firstMonth] = startDay === 1 ? [startYear, startMonth] : next(startYear, startMonth);
  const [endCutYear, endCutMonth] = endDay === daysInMonth(endYear, endMonth) ? next(endYear, endMonth) : [endYear, endMonth];
  if (firstYear * 12 + firstMonth < endCutYear * 12 + endCutMonth) {
    return { first: monthCut(firstYear, firstMonth), end: monthCut(endCutYear, endCutMonth) };
  }
  // No whole month: both cuts at the day after end_date (the month sums then cancel out).
  const endCut = monthCut(endCutYear, endCutMonth);
  const cut = endDay === daysInMonth(endYear, endMonth) ? endCut : { ...endCut, day: `${pad(endYear, 4)}-${pad(endMonth, 2)}-${pad(endDay + 1, 2)}` };
  return { first: cut, end: cut };
}

/**
 * One series' results before month `month` of a row of result_count_years, for the filter's flow
 * conditions ($5): the earlier water years plus the running count through the last listed month
 * before `month` (width_bucket counts them; none: null, 0).
 */
const cumulativeAt = (month: string) => {
  const kind = (name: string) => `y.${name}_before + coalesce(y.${name}[width_bucket((${month} - 1)::smallint, y.months)], 0)`;
  return `
  CASE WHEN 3 = ANY($5::int[]) OR 1 = ANY($5::int[]) THEN ${kind('storm')} ELSE 0 END
  + CASE WHEN 3 = ANY($5::int[]) OR 2 = ANY($5::int[]) THEN ${kind('base')} ELSE 0 END
  + CASE WHEN 3 = ANY($5::int[]) THEN ${kind('unknown')} ELSE 0 END`;
};

/** The sum over the filter's series of their cumulative counts at one cut (each cut reads one water year). */
const cumulativeSum = (cut: 'first' | 'last') => `
  coalesce((SELECT sum(${cumulativeAt(`(SELECT ${cut}_month FROM cuts)`)})
              FROM result_count_years y
             WHERE y.water_year = (SELECT ${cut}_year FROM cuts)
               AND y.location_id = ANY($1::int[]) AND y.parameter_id = ANY($2::int[])), 0)`;

/**
 * The number of results a filter selects, exactly the rows downloadRows streams, from the
 * precomputed counts (migrations/300_result_year_counts.sql): per series, its cumulative count at the
 * end cut minus the one at the first cut (two rows of result_count_years, whatever the span), plus
 * the results of the partial months at the two edges counted from results. Flow condition 3 ('all')
 * takes every result; results hold only 1 (storm), 2 (base) or none. The cuts are clamped to the
 * years the table holds: before them nothing, after them everything. While the counts are stale
 * (results written since the last refresh_result_counts()) it answers null, checked in the same
 * statement and snapshot as the counts it reads, and countRecords counts the results themselves. The cuts are read through scalar subqueries so each one is a lookup of
 * one water year in the primary key (a join let the planner sort the whole table).
 */
const COUNT_SQL = `
WITH state AS (
  SELECT stale, first_water_year, end_water_year FROM result_count_state
),
cuts AS (
  SELECT least(greatest($6::integer, first_water_year), end_water_year) AS first_year,
         CASE WHEN $6::integer BETWEEN first_water_year AND end_water_year THEN $7::integer ELSE 1 END AS first_month,
         least(greatest($8::integer, first_water_year), end_water_year) AS last_year,
         CASE WHEN $8::integer BETWEEN first_water_year AND end_water_year THEN $9::integer ELSE 1 END AS last_month
    FROM state
)
SELECT (CASE WHEN (SELECT stale FROM state) IS NOT FALSE THEN NULL
             ELSE ${cumulativeSum('last')} - ${cumulativeSum('first')}
                  + (SELECT count(*) FROM results r WHERE ${SELECTION} AND (r.sample_date < $10::date OR r.sample_date >= $11::date))
        END)::integer AS n`;

export async function countRecords(db: Database, filter: SavedDownloadFilter): Promise<number> {
  const { first, end } = monthCuts(filter.start_date, filter.end_date);
  const { rows } = await db.query<{ n: number | null }>(COUNT_SQL, [
    ...selectionParams(filter),
    first.waterYear, first.month, end.waterYear, end.month, first.day, end.day,
  ]);
  const n = rows[0]?.n;
  if (n !== null && n !== undefined) return n;
  // Stale counts (null): count the results themselves, a statement of its own (planning the
  // selection once more in the fast statement cost every count a few milliseconds).
  const exact = await db.query<{ n: number }>(`SELECT count(*)::integer AS n FROM results r WHERE ${SELECTION}`, selectionParams(filter));
  return exact.rows[0]?.n ?? 0;
}
