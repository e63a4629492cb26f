import { fireEvent, render, screen } from '@testing-library/react';
import { DateFilter } from './DateFilter';
import { displayDate, octoberFirstOfPreviousYear, recentWaterYears, selectedRange, type DateFilterValue } from './dateFilter';

const range: DateFilterValue = { rolling: false, days: 0, start: '2021-10-01', end: '2026-11-23' };

describe('the date filter state (spec 02 §3, §4)', () => {
  it('selects the range, the last N days up to today, or every record', () => {
    expect(selectedRange(range, '2026-11-23')).toEqual({ start: '2021-10-01', end: '2026-11-23' });
    expect(selectedRange({ ...range, rolling: true, days: 30 }, '2026-11-23')).toEqual({ start: '2026-10-25', end: '2026-11-23' });
    expect(selectedRange({ ...range, rolling: true, days: 1 }, '2026-03-01')).toEqual({ start: '2026-03-01', end: '2026-03-01' });
    expect(selectedRange({ ...range, rolling: true, days: 0 }, '2026-11-23')).toEqual({});
  });

  it('knows October 1 of the previous year and writes dates MM-DD-YYYY', () => {
    expect(octoberFirstOfPreviousYear('2026-11-23')).toBe('2025-10-01');
    expect(octoberFirstOfPreviousYear('2026-01-02')).toBe('2025-10-01');
    expect(displayDate('2021-10-01')).toBe('10-01-2021');
  });

  it('knows the recent water years: October 1 two years back to September 30 of this year', () => {
    expect(recentWaterYears('2026-11-23')).toEqual({ start: '2024-10-01', end: '2026-09-30' });
    expect(recentWaterYears('2026-01-02')).toEqual({ start: '2024-10-01', end: '2026-09-30' });
  });
});

describe('DateFilter', () => {
  it('shows MM/DD/YYYY, propagates a typed real date and ignores one that does not parse', () => {
    const onChange = jest.fn();
    render(<DateFilter value={range} onChange={onChange} />);
    const start = screen.getByLabelText('Start date');
    expect(start).toHaveValue('10/01/2021');
    fireEvent.mouseDown(start);
    fireEvent.change(start, { target: { value: '02/30/2022' } });
    fireEvent.keyDown(start, { key: 'Enter', code: 'Enter' });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(start, { target: { value: '03/15/2022' } });
    fireEvent.keyDown(start, { key: 'Enter', code: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith({ start: '2022-03-15' });
  });

  it('offers the rolling window, whose empty days mean every record, and then disables the range', () => {
    const onChange = jest.fn();
    const { rerender } = render(<DateFilter rolling value={range} onChange={onChange} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Previous days' }));
    expect(onChange).toHaveBeenLastCalledWith({ rolling: true });
    rerender(<DateFilter rolling value={{ ...range, rolling: true }} onChange={onChange} />);
    expect(screen.getByLabelText('Start date')).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Number of days (empty: all records)'), { target: { value: '30' } });
    expect(onChange).toHaveBeenLastCalledWith({ days: 30 });
  });
});
