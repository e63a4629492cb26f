import { parseDate } from './resultRow';

describe('parseDate', () => {
  it('takes YYYY-MM-DD and the lab exports\' M/D/YYYY (US order), as YYYY-MM-DD', () => {
    expect(parseDate('2021-05-04')).toBe('2021-05-04');
    expect(parseDate('5/4/2021')).toBe('2021-05-04');
    expect(parseDate('12/31/2020')).toBe('2020-12-31');
    expect(parseDate('02/29/2024')).toBe('2024-02-29');
  });

  it('refuses days that do not exist and other orders', () => {
    expect(parseDate('2021-13-05')).toBeNull();
    expect(parseDate('2/30/2025')).toBeNull();
    expect(parseDate('31/12/2020')).toBeNull();
    expect(parseDate('2021/05/04')).toBeNull();
    expect(parseDate('May 4, 2021')).toBeNull();
  });
});
