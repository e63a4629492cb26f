import { dateRangeChange, dateRangeFields, dateRangeOf } from './dateFields';

describe('a plain date range in the URL (start_date, end_date; no rolling mode)', () => {
  it('has the two fields with their defaults, reads as a filter value with rolling off, and writes only what changed', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const fields = dateRangeFields({ start: '2024-10-01', end: '2026-09-30' });
    expect(Object.keys(fields)).toEqual(['start_date', 'end_date']);
    expect(fields.start_date.parse('2025-02-30')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
    expect(dateRangeOf({ start_date: '2024-10-01', end_date: '2026-09-30' })).toEqual({ start: '2024-10-01', end: '2026-09-30', rolling: false, days: 0 });
    expect(dateRangeChange({ end: '2025-09-30' })).toEqual({ end_date: '2025-09-30' });
  });
});
