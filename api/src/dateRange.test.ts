import { checkRangeOrder } from './dateRange';
import { FieldError } from './apiProblem';

const thrown = (check: () => void) => {
  try {
    check();
  } catch (error) {
    return error instanceof FieldError ? { field: error.field, message: error.message } : error;
  }
  return null;
};

describe('the date-range rule', () => {
  test('an end before the start is a FieldError naming the end field', () => {
    expect(thrown(() => checkRangeOrder('2021-06-02', '2021-06-01'))).toEqual({ field: 'end_date', message: 'must not be before start_date' });
    expect(thrown(() => checkRangeOrder('2021-06-02', '2021-06-01', { start: 'startDate', end: 'endDate' }))).toEqual({ field: 'endDate', message: 'must not be before startDate' });
    expect(thrown(() => checkRangeOrder(2021, 2020, { start: 'start_year', end: 'end_year' }))).toEqual({ field: 'end_year', message: 'must not be before start_year' });
  });

  test('a range of one day or more, or with an open end, passes', () => {
    expect(thrown(() => checkRangeOrder('2021-06-01', '2021-06-01'))).toBeNull();
    expect(thrown(() => checkRangeOrder('2020-12-31', '2021-01-01'))).toBeNull();
    expect(thrown(() => checkRangeOrder(2020, 2020, { start: 'start_year', end: 'end_year' }))).toBeNull();
    expect(thrown(() => checkRangeOrder(null, '2021-01-01'))).toBeNull();
    expect(thrown(() => checkRangeOrder('2021-01-01', null))).toBeNull();
  });
});
