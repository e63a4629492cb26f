import { currentT } from '@basin/shared';
import type { ImportRecord, ImportReport, PendingValueCount } from '@basin/api/schemas';
import { historyRows, pendingRows, rejectedRows, rejectedTitle, reportCounts, resolutionOf, stillPending, uploadPercent } from './data';

const report = (overrides: Partial<ImportReport> = {}): ImportReport => ({
  files: [{ name: 'narrowResult.csv', kind: 'legacyResult', rows: 10 }],
  added: 3,
  alreadyPresent: 1,
  pending: 4,
  rejected: 2,
  pendingValues: [],
  heldRowsRetried: { loaded: 0, alreadyPresent: 0, rejected: 0, stillPending: 0 },
  nonDetectsWithoutLimit: 0,
  detectionLimitsFilled: 0,
  nonDetectsLimitFilled: 0,
  detectionLimitsNotUsed: 0,
  feedValues: { added: 0, revised: 0, unchanged: 0 },
  rejectedRows: [
    { file: 'narrowResult.csv', line: 6, column: 'ActivityStartDate', reason: "unparseable date '2021-13-05' (expected YYYY-MM-DD)" },
    { file: 'narrowResult.csv', line: 10, column: 'ResultMeasure/MeasureUnitCode', reason: "unconvertible unit 'mg/l' (to NTU)" },
  ],
  sitesCreated: 0,
  organizationsCreated: 0,
  committed: false,
  milliseconds: 10,
  refreshMilliseconds: 0,
  countsMilliseconds: 0,
  afterCommitError: null,
  ...overrides,
});

const pending: PendingValueCount[] = [
  { kind: 'unit', value: '%', fraction: '', rows: 1 },
  { kind: 'characteristic', value: 'Glyphosate', fraction: 'Total', rows: 1 },
  { kind: 'site', value: 'CC-99', fraction: '', rows: 1 },
  { kind: 'characteristic', value: 'Atrazine', fraction: '', rows: 3 },
];

describe('Import Data page data', () => {
  it('counts a check as rows to add and an import as rows added', () => {
    expect(reportCounts(currentT(), report())).toEqual([
      { label: 'Rows to add', value: 3 },
      { label: 'Already present', value: 1 },
      { label: 'Pending (waiting for a value)', value: 4 },
      { label: 'Rejected', value: 2 },
    ]);
    expect(reportCounts(currentT(), report({ committed: true }))[0]).toEqual({ label: 'Rows added', value: 3 });
  });

  it('counts the values of a gauge feed apart from results', () => {
    const feed = report({ committed: true, files: [{ name: 'gauges.rdb', kind: 'feed', rows: 7 }], feedValues: { added: 4, revised: 2, unchanged: 1 } });
    expect(reportCounts(currentT(), feed).slice(4)).toEqual([
      { label: 'Feed values added', value: 4 },
      { label: 'Feed values revised by the agency (replaced)', value: 2 },
      { label: 'Feed values already present', value: 1 },
    ]);
  });

  it('groups the pending values by kind, most rows first, with a characteristic\'s fraction', () => {
    expect(pendingRows(pending).map((row) => [row.kind, row.label, row.rows])).toEqual([
      ['site', 'CC-99', 1],
      ['characteristic', 'Atrazine', 3],
      ['characteristic', 'Glyphosate (Total)', 1],
      ['unit', '%', 1],
    ]);
    expect(new Set(pendingRows(pending).map((row) => row.key)).size).toBe(4);
  });

  it('keeps the values a resolution left pending', () => {
    expect(stillPending(pending, [{ kind: 'characteristic', value: 'Glyphosate', fraction: 'Total' }, { kind: 'unit', value: 'x', fraction: '' }])).toEqual([pending[1]]);
  });

  it('lists rejected rows by file:line, and says when the report lists only the first of them', () => {
    expect(rejectedRows(report())[0]).toEqual({ key: '0', where: 'narrowResult.csv:6', column: 'ActivityStartDate', reason: "unparseable date '2021-13-05' (expected YYYY-MM-DD)" });
    expect(rejectedTitle(currentT(), report())).toBe('Rejected rows');
    expect(rejectedTitle(currentT(), report({ rejected: 1204 }))).toBe('Rejected rows (the first 2 of 1,204)');
  });

  it('shows who, when, files, counts and status of past imports; only those not undone can be undone', () => {
    const imported: ImportRecord = {
      id: 7, importedAt: '2026-11-26T23:05:09Z', importedBy: 'Ada Admin',
      files: [{ name: 'station.csv', kind: 'station', rows: 1 }, { name: 'narrowResult.csv', kind: 'legacyResult', rows: 10 }],
      added: 5, alreadyPresent: 1, pending: 2, rejected: 2, undoneAt: null, undoneBy: null, removed: null,
    };
    const undone: ImportRecord = { ...imported, id: 6, undoneAt: '2026-11-27T00:01:00Z', undoneBy: 'Dev Eloper', removed: 1 };
    expect(historyRows(currentT(), [imported, undone])).toEqual([
      { key: 7, id: 7, when: '2026-11-26 23:05 UTC', who: 'Ada Admin', files: ['station.csv (sites, 1 row)', 'narrowResult.csv (results, 10 rows)'], added: 5, alreadyPresent: 1, pending: 2, rejected: 2, status: 'Imported', undoable: true },
      expect.objectContaining({ id: 6, status: 'Undone 2026-11-27 00:01 UTC by Dev Eloper: 1 result removed', undoable: false }),
    ]);
  });

  it('turns the resolution form into the body of POST /api/import/aliases, or says what is missing', () => {
    const [unit, glyphosate, site] = pending as [PendingValueCount, PendingValueCount, PendingValueCount];
    expect(resolutionOf(currentT(), glyphosate, { action: 'map', target: 28 })).toEqual({ kind: 'characteristic', value: 'Glyphosate', fraction: 'Total', target: '28' });
    expect(resolutionOf(currentT(), glyphosate, { action: 'new', group: 'Other', unit: ' µg/L ' })).toEqual({ kind: 'characteristic', value: 'Glyphosate', fraction: 'Total', new: { group: 'Other', unit: 'µg/L' } });
    expect(resolutionOf(currentT(), glyphosate, { action: 'new', group: 'Other' })).toBe('A new parameter needs its group and its unit.');
    expect(resolutionOf(currentT(), site, { action: 'new', latitude: 39.5, longitude: -104.8 })).toEqual({ kind: 'site', value: 'CC-99', new: { latitude: 39.5, longitude: -104.8 } });
    expect(resolutionOf(currentT(), site, { action: 'new', latitude: 39.5 })).toBe('A new site needs its latitude and longitude.');
    expect(resolutionOf(currentT(), unit, { action: 'map', target: '  ' })).toBe("Choose what unit '%' is.");
    // A unit cannot be added as new: the form maps it whatever the action says.
    expect(resolutionOf(currentT(), unit, { action: 'new', target: 'mg/L' })).toEqual({ kind: 'unit', value: '%', target: 'mg/L' });
  });

  it('shows the upload progress in whole percent', () => {
    expect(uploadPercent({ loaded: 0, total: 0 })).toBe(0);
    expect(uploadPercent({ loaded: 512, total: 1024 })).toBe(50);
    expect(uploadPercent({ loaded: 1023, total: 1024 })).toBe(99);
    expect(uploadPercent({ loaded: 2048, total: 1024 })).toBe(100);
  });
});
