import { calendarYearLabel } from './partialYear';

describe('calendarYearLabel', () => {
  it('marks the year still running as partial, through its last month with data', () => {
    expect(calendarYearLabel(2026, [1, 2, 9], '2026-11-27')).toEqual({ label: '2026 (through September, partial)', partial: true });
    expect(calendarYearLabel(2025, [1, 12], '2026-11-27')).toEqual({ label: '2025', partial: false });
    // No month known: through the current month.
    expect(calendarYearLabel(2026, [], '2026-03-02')).toEqual({ label: '2026 (through March, partial)', partial: true });
  });
});
