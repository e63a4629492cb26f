// The same value types from both engines: counts and ids as JS numbers (int8 values here stay far
// below 2^53), numerics as numbers, and dates as the 'YYYY-MM-DD' text PostgreSQL sends, never a JS
// Date (which would shift calendar dates through the server's time zone).
import { types, type CustomTypesConfig } from 'pg';

const INT8 = 20;
const NUMERIC = 1700;
const DATE = 1082;

const keepText = (value: string): string => value;

export const typeParsers: CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (format !== 'binary') {
      if (oid === INT8 || oid === NUMERIC) return Number;
      if (oid === DATE) return keepText;
    }
    return types.getTypeParser(oid, format);
  }) as CustomTypesConfig['getTypeParser'],
};
