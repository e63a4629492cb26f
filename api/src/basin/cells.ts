// One cell of a package file: its text to the value the database takes (or why it cannot be), and a
// value back to its text. Dates, times, big integers and JSON stay text: the database parses them.
import type { ColumnSpec } from './tables';

export type Cell = string | number | boolean | null;
export type Row = Cell[];

const INTEGER_RANGE = { smallint: 32_767, integer: 2_147_483_647 } as const;
const TRUE = new Set(['true', 't', 'yes', 'y', '1']);
const FALSE = new Set(['false', 'f', 'no', 'n', '0']);
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)(:([0-5]\d)(\.\d+)?)?$/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}(:?\d{2})?)$/;

function validDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function typed(text: string, column: ColumnSpec): Cell | { error: string } {
  switch (column.type) {
    case 'smallint':
    case 'integer': {
      if (!/^-?\d+$/.test(text)) return { error: `'${text}' is not a whole number` };
      const value = Number(text);
      return Math.abs(value) > INTEGER_RANGE[column.type] ? { error: `${text} is out of range` } : value;
    }
    case 'bigint':
      return /^\d{1,18}$/.test(text) ? text : { error: `'${text}' is not a whole number` };
    case 'float8':
    case 'real': {
      const value = Number(text);
      return Number.isFinite(value) && /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text) ? value : { error: `'${text}' is not a number` };
    }
    case 'boolean': {
      const lower = text.toLowerCase();
      if (TRUE.has(lower)) return true;
      if (FALSE.has(lower)) return false;
      return { error: `'${text}' is not true or false` };
    }
    case 'date':
      return validDate(text) ? text : { error: `'${text}' is not a date (YYYY-MM-DD)` };
    case 'time':
      return TIME.test(text) ? text : { error: `'${text}' is not a time (HH:MM or HH:MM:SS)` };
    case 'timestamptz':
      return TIMESTAMP.test(text) && validDate(text.slice(0, 10)) ? text : { error: `'${text}' is not a date and time with its offset (e.g. 2024-05-01T06:15:00Z)` };
    case 'jsonb':
      try {
        JSON.parse(text);
        return text;
      } catch {
        return { error: 'is not valid JSON' };
      }
    case 'text':
      return text;
  }
}

/** The cell's value, or the rule it breaks (without the column's name). */
export function parseCell(raw: string | undefined, column: ColumnSpec): Cell | { error: string } {
  const text = (raw ?? '').trim();
  if (text === '') {
    if (column.required) return { error: 'is required' };
    return column.fallback ?? null;
  }
  const value = typed(text, column);
  if (value !== null && typeof value === 'object') return value;
  if (typeof value === 'number') {
    if (column.min !== undefined && value < column.min) return { error: `${value} is below the minimum ${column.min}` };
    if (column.max !== undefined && value > column.max) return { error: `${value} is above the maximum ${column.max}` };
  }
  if (typeof value === 'string' && column.type === 'text') {
    if (column.oneOf && !column.oneOf.includes(value)) return { error: `'${value}' is not one of ${column.oneOf.join(', ')}` };
    if (column.pattern && !new RegExp(column.pattern).test(value)) return { error: `'${value}' does not match ${column.pattern}` };
  }
  return value;
}

/** The value as a CSV cell (quoted when it must be). */
export function formatCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}
