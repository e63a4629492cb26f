// The period a run asks for: the initial period first, then from a day before the newest value, and when
// revisions are due back to the oldest provisional value or a lagging site, never past the lookback.
import { formatPeriod, refreshSettings, requestUrl, type FeedSource } from './sources';
import { requestWindow, revisionsDue, type SourceHistory } from './window';

const source: FeedSource = {
  id: 'gauges',
  format: 'usgsWaterDataContinuous',
  url: 'https://api.waterdata.usgs.gov/ogcapi/v0/collections/continuous/items?f=json&monitoring_location_id={sites}&time={start}/{end}',
  sites: ['USGS-06713500'],
  options: {},
};
const settings = refreshSettings(source);
const NOW = new Date('2026-03-10T12:00:00Z');
const iso = (date: Date) => date.toISOString();
const history = (newestBySite: Record<string, string | null>, revisionsCheckedAt: string | null): SourceHistory => ({
  newestBySite,
  revisionsCheckedAt: revisionsCheckedAt === null ? null : new Date(revisionsCheckedAt),
});

describe('the period a run asks for', () => {
  test('the first run: the last initialDays (30 by default)', () => {
    expect(requestWindow(settings, null, NOW, null)).toEqual({ start: new Date('2026-02-08T12:00:00Z'), end: NOW, revisions: true });
    expect(requestWindow(refreshSettings({ ...source, options: { initialDays: 2 } }), history({}, null), NOW, null).start).toEqual(new Date('2026-03-08T12:00:00Z'));
  });

  test('between revision checks: from a day before the newest value', () => {
    const known = history({ 'USGS-06713500': '2026-03-10T11:45:00.000Z' }, '2026-03-10T06:00:00Z');
    expect(revisionsDue(settings, known, NOW)).toEqual({ due: false, floor: null });
    const window = requestWindow(settings, known, NOW, null);
    expect({ start: iso(window.start), revisions: window.revisions }).toEqual({ start: '2026-03-09T11:45:00.000Z', revisions: false });
  });

  test('revisions due: back to the oldest provisional value, or the newest value of a site that fell behind', () => {
    const known = history({ 'USGS-06713500': '2026-03-10T11:45:00.000Z', 'USGS-06711565': '2026-03-04T00:00:00.000Z' }, '2026-03-09T11:00:00Z');
    expect(revisionsDue(settings, known, NOW)).toEqual({ due: true, floor: new Date('2025-11-10T11:45:00.000Z') });
    expect(iso(requestWindow(settings, known, NOW, new Date('2026-02-20T06:00:00Z')).start)).toBe('2026-02-20T06:00:00.000Z');
    expect(iso(requestWindow(settings, known, NOW, null).start)).toBe('2026-03-03T00:00:00.000Z');
  });

  test("a site of the portal's with no value stored: revision checks reach back to the lookback; no site with one: the initial period", () => {
    const known = history({ 'USGS-06713500': '2026-03-10T11:45:00.000Z', 'USGS-06711565': null }, null);
    expect(iso(requestWindow(settings, known, NOW, null).start)).toBe('2025-11-10T11:45:00.000Z');
    expect(iso(requestWindow(settings, history({ 'USGS-06713500': null }, '2026-03-10T11:00:00Z'), NOW, null).start)).toBe('2026-02-08T12:00:00.000Z');
  });

  test('never further back than lookbackDays before the newest value', () => {
    const known = history({ 'USGS-06713500': '2026-03-10T11:45:00.000Z' }, null);
    const shortLookback = refreshSettings({ ...source, options: { lookbackDays: 10 } });
    expect(iso(requestWindow(shortLookback, known, NOW, new Date('2025-06-01T00:00:00Z')).start)).toBe('2026-02-28T11:45:00.000Z');
    // revisionHours 0: every run reaches back.
    expect(revisionsDue(refreshSettings({ ...source, options: { revisionHours: 0 } }), history({ 'USGS-06713500': '2026-03-10T11:45:00Z' }, '2026-03-10T12:00:00Z'), NOW).due).toBe(true);
  });

  test("the URL: sites comma-joined, the period as the format's service takes it", () => {
    const start = new Date('2026-03-09T11:45:00Z');
    expect(requestUrl({ ...source, sites: ['USGS-06713500', 'USGS-06711565'] }, formatPeriod(start, NOW, settings.times))).toBe(
      'https://api.waterdata.usgs.gov/ogcapi/v0/collections/continuous/items?f=json&monitoring_location_id=USGS-06713500,USGS-06711565&time=2026-03-09T11:45:00Z/2026-03-10T12:00:00Z',
    );
    // Dates start a day early: the service reads them in the site's time zone.
    expect(formatPeriod(start, NOW, 'date')).toEqual({ start: '2026-03-08', end: '2026-03-10' });
    expect(formatPeriod(start, NOW, refreshSettings({ ...source, format: 'cocorahs' }).times)).toEqual({ start: '03/08/2026', end: '03/10/2026' });
  });
});
