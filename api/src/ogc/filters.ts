// The `bbox` and `datetime` parameters of OGC API - Features items (OGC 17-069r4 §7.15.3, §7.15.4),
// parsed into what the repository filters on. Invalid input throws FieldError (400 naming the field).
import { FieldError } from '../apiProblem';

/** minLon, minLat, maxLon, maxLat in CRS84. */
export interface Bbox {
  minLon: number;
  minLat: number;
  maxLon: number;
  maxLat: number;
}

/** A closed or half-open interval of calendar dates ('YYYY-MM-DD'); null is an open end ('..'). */
export interface DateInterval {
  start: string | null;
  end: string | null;
}

const NUMBER = /^\s*[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?\s*$/;

export function parseBbox(text: string): Bbox {
  const parts = text.split(',');
  if (parts.length !== 4 || !parts.every((part) => NUMBER.test(part))) {
    throw new FieldError('bbox', 'ogc.bbox.fourNumbers');
  }
  const [minLon, minLat, maxLon, maxLat] = parts.map(Number) as [number, number, number, number];
  if ([minLon, maxLon].some((lon) => lon < -180 || lon > 180) || [minLat, maxLat].some((lat) => lat < -90 || lat > 90)) {
    throw new FieldError('bbox', 'ogc.bbox.range');
  }
  if (minLat > maxLat) throw new FieldError('bbox', 'ogc.bbox.latitudeOrder');
  if (minLon > maxLon) throw new FieldError('bbox', 'ogc.bbox.longitudeOrder');
  return { minLon, minLat, maxLon, maxLat };
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(?:[Zz]|[+-]\d{2}:\d{2})$/;

/** The UTC calendar date of an RFC 3339 date or date-time; null when it is neither (or not a real date). */
function calendarDate(text: string): string | null {
  if (DATE.test(text)) {
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text) ? text : null;
  }
  const parts = DATE_TIME.exec(text);
  if (!parts) return null;
  const [, year, month, day, hour, minute, second] = parts;
  const date = new Date(text.toUpperCase());
  // Date accepts 2021-02-30 (it rolls over): check the fields against a date that did not roll.
  const local = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second)));
  if (Number.isNaN(date.getTime()) || local.toISOString().slice(0, 19) !== `${year}-${month}-${day}T${hour}:${minute}:${second}`) return null;
  return date.toISOString().slice(0, 10);
}

/** An instant ('2021-06-01', '2021-06-01T12:00:00Z') or an interval ('2020-01-01/2020-12-31', '../2020-12-31', '2020-01-01/..'). */
export function parseDatetime(text: string): DateInterval {
  const ends = text.split('/');
  if (ends.length > 2) throw new FieldError('datetime', 'ogc.datetime.form');
  const [start, end] = ends.map((value) => {
    if (ends.length === 2 && (value === '..' || value === '')) return null;
    const date = calendarDate(value);
    if (date === null) throw new FieldError('datetime', 'ogc.datetime.notADate', { value });
    return date;
  }) as [string | null, string | null | undefined];
  const interval = { start, end: end === undefined ? start : end };
  if (interval.start !== null && interval.end !== null && interval.start > interval.end) throw new FieldError('datetime', 'ogc.datetime.order');
  return interval;
}
