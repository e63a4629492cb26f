import { cellValue } from '../results-table/columns';
import { toCsv } from '../results-table/csv';
import {
  describeApprovedThrough,
  describeValueStatus,
  isUnsure,
  pendingApprovals,
  RESULT_NOUN,
  siteApprovals,
  valueStatusColumn,
  withValueStatus,
  type StatusDay,
  type ValueStatus,
} from './valueStatus';

/** `count` consecutive days from `start` ('YYYY-MM-DD'), in UTC. */
function days(start: string, count: number, status: ValueStatus, site = 'CC-10'): (StatusDay & { site: string })[] {
  return Array.from({ length: count }, (_, index) => ({
    site,
    rdate: new Date(Date.parse(`${start}T00:00:00Z`) + index * 86_400_000).toISOString().slice(0, 10),
    status,
  }));
}

describe('describeValueStatus', () => {
  it('says nothing when every value is approved', () => {
    expect(describeValueStatus(days('2026-08-01', 5, 'approved'))).toBe('');
    expect(describeValueStatus([])).toBe('');
    expect(withValueStatus('Flow at CC-10 averaged 5.29 cfs in 2026.', days('2026-08-01', 5, 'approved'))).toBe('Flow at CC-10 averaged 5.29 cfs in 2026.');
  });

  it('names the day the provisional values start and counts them among the values shown', () => {
    // 2026-08-01..2026-09-12 approved (43 days), 2026-09-13..2026-09-30 provisional (18 days).
    const shown = [...days('2026-08-01', 43, 'approved'), ...days('2026-09-13', 18, 'provisional')];
    expect(shown.at(-1)!.rdate).toBe('2026-09-30');
    expect(describeValueStatus(shown)).toBe(
      'Values from 09-13-2026 on are provisional: subject to revision by the agency. Of the 61 daily values shown, 18 are provisional.',
    );
    expect(withValueStatus('Flow at CC-10 averaged 5.29 cfs in 2026.', shown)).toBe(
      'Flow at CC-10 averaged 5.29 cfs in 2026. Values from 09-13-2026 on are provisional: subject to revision by the agency. Of the 61 daily values shown, 18 are provisional.',
    );
  });

  it('counts estimated days apart, and says one in the singular', () => {
    const shown = [...days('2026-09-01', 3, 'approved'), ...days('2026-09-04', 2, 'provisional'), ...days('2026-09-06', 1, 'estimated'), ...days('2026-09-07', 1, 'provisional')];
    expect(describeValueStatus(shown)).toBe(
      'Values from 09-04-2026 on are provisional or estimated: subject to revision by the agency. Of the 7 daily values shown, 3 are provisional and 1 estimated.',
    );
    expect(describeValueStatus([...days('2026-09-01', 1, 'approved'), ...days('2026-09-02', 1, 'provisional')])).toBe(
      'Values from 09-02-2026 on are provisional: subject to revision by the agency. Of the 2 daily values shown, 1 is provisional.',
    );
  });

  it('says "some values" when an approved value follows, and leaves out the revision for estimates alone', () => {
    // Two sites: CC-10 provisional from 09-03, Piney Creek approved to the end.
    const shown = [...days('2026-09-01', 2, 'approved'), ...days('2026-09-03', 2, 'provisional'), ...days('2026-09-01', 4, 'approved', 'Piney Creek')];
    expect(describeValueStatus(shown)).toBe('Some values from 09-03-2026 on are provisional: subject to revision by the agency. Of the 8 daily values shown, 2 are provisional.');
    const estimate = [...days('2026-09-01', 2, 'approved'), ...days('2026-09-03', 1, 'estimated'), ...days('2026-09-04', 1, 'approved')];
    expect(describeValueStatus(estimate)).toBe('Some values from 09-03-2026 on are estimated. Of the 4 daily values shown, 1 is estimated.');
  });

  it('counts results, not daily values shown, when told so', () => {
    const results = [...days('2021-04-01', 3, 'approved'), ...days('2021-06-01', 1, 'provisional')];
    expect(describeValueStatus(results, RESULT_NOUN)).toBe('Results from 06-01-2021 on are provisional: subject to revision by the agency. Of the 4 results, 1 is provisional.');
    expect(withValueStatus('TP at CC-10: 1 result on 06-01-2021.', days('2021-06-01', 1, 'provisional'), RESULT_NOUN)).toBe(
      'TP at CC-10: 1 result on 06-01-2021. Results from 06-01-2021 on are provisional: subject to revision by the agency. Of the 1 result, 1 is provisional.',
    );
    expect(describeValueStatus([...results, ...days('2021-07-01', 1, 'approved')], RESULT_NOUN)).toMatch(/^Some results from 06-01-2021 on are provisional/);
  });
});

describe('siteApprovals and describeApprovedThrough', () => {
  const site = (day: { site: string }) => day.site;

  it('finds each site’s newest approved day, whatever the order of the days', () => {
    const shown = [...days('2026-09-05', 3, 'provisional'), ...days('2026-09-01', 4, 'approved'), ...days('2026-09-01', 2, 'provisional', 'Piney Creek')];
    expect(siteApprovals(shown, site)).toEqual([
      { site: 'CC-10', through: '2026-09-04' },
      { site: 'Piney Creek', through: null },
    ]);
    // An estimated day after the last approved one does not move it.
    expect(siteApprovals([...days('2026-09-01', 2, 'approved'), ...days('2026-09-03', 1, 'estimated')], site)).toEqual([{ site: 'CC-10', through: '2026-09-02' }]);
  });

  it('says one date for one site or for sites that agree, else a line per site', () => {
    expect(describeApprovedThrough([])).toBeNull();
    expect(describeApprovedThrough([{ site: 'CC-10', through: '2026-09-12' }])).toEqual({ lead: 'Approved through 09-12-2026.', items: [] });
    expect(
      describeApprovedThrough([
        { site: 'CC-10', through: '2026-09-12' },
        { site: 'Piney Creek', through: '2026-09-12' },
      ]),
    ).toEqual({ lead: 'Approved through 09-12-2026 at every location shown.', items: [] });
    expect(
      describeApprovedThrough([
        { site: 'CC-10', through: '2026-09-12' },
        { site: 'Piney Creek', through: '2026-08-31' },
        { site: 'CT-2', through: null },
      ]),
    ).toEqual({ lead: 'Approved through, by location:', items: ['CC-10: 09-12-2026', 'Piney Creek: 08-31-2026', 'CT-2: no approved values in the period shown'] });
    expect(describeApprovedThrough([{ site: 'CC-10', through: null }])).toEqual({ lead: 'There are no approved values in the period shown.', items: [] });
  });
});

describe('pendingApprovals', () => {
  const site = (day: { site: string }) => day.site;

  it('keeps the sites whose newest values are not all approved, with their newest approved day', () => {
    const shown = [
      ...days('2026-09-01', 3, 'approved'),
      ...days('2026-09-04', 2, 'provisional'),
      // Approved to the end: nothing to add.
      ...days('2026-09-01', 5, 'approved', 'Piney Creek'),
      // An old provisional value before newer approved ones: approved through its newest value.
      ...days('2026-08-01', 1, 'provisional', 'CT-2'),
      ...days('2026-09-01', 2, 'approved', 'CT-2'),
      // Nothing approved yet.
      ...days('2026-09-01', 2, 'estimated', 'CT-P1'),
    ];
    expect(pendingApprovals(shown, site)).toEqual([
      { site: 'CC-10', through: '2026-09-03' },
      { site: 'CT-P1', through: null },
    ]);
    expect(pendingApprovals(days('2026-09-01', 3, 'approved'), site)).toEqual([]);
    expect(pendingApprovals([], site)).toEqual([]);
  });
});

describe('valueStatusColumn', () => {
  it('shows, filters and exports the status in words', () => {
    const rows = [
      { rdate: '2026-09-12', status: 'approved' as const },
      { rdate: '2026-09-13', status: 'provisional' as const },
      { rdate: '2026-09-14', status: 'estimated' as const },
    ];
    const column = valueStatusColumn<(typeof rows)[number]>({ filterable: true });
    expect(column).toMatchObject({ key: 'status', title: 'Status', filterable: true });
    expect(rows.map((row) => cellValue(row, column))).toEqual(['Approved', 'Provisional', 'Estimated']);
    expect(toCsv(rows, [{ key: 'rdate', title: 'Date' }, column])).toBe('Date,Status\r\n2026-09-12,Approved\r\n2026-09-13,Provisional\r\n2026-09-14,Estimated');
    expect([isUnsure('approved'), isUnsure(undefined), isUnsure('provisional'), isUnsure('estimated')]).toEqual([false, false, true, true]);
    // A row whose date has another name (a result's collect_date) has its Status column too.
    const results = [{ collect_date: '2021-06-01', status: 'provisional' as const }];
    expect(toCsv(results, [{ key: 'collect_date', title: 'Date' }, valueStatusColumn<(typeof results)[number]>()])).toBe('Date,Status\r\n2021-06-01,Provisional');
  });
});
