import { currentT } from '@basin/shared';
import { attributionText, denverTimestamp, exportFileName, reportText, type ReportContext } from './reportText';
import { imperialScaleBar, metersPerPixel } from './scaleBar';
import { embedSnippet, shareLink } from './shareLinks';

describe('denverTimestamp', () => {
  it('prints Denver time with its zone, MM-DD-YYYY, whatever the machine zone', () => {
    expect(denverTimestamp(new Date('2026-11-23T11:05:00Z'))).toBe('11-23-2026 4:05 AM MST');
    expect(denverTimestamp(new Date('2026-07-04T18:30:00Z'))).toBe('07-04-2026 12:30 PM MDT');
    // Just after midnight UTC is still the day before in Denver.
    expect(denverTimestamp(new Date('2026-01-01T02:00:00Z'))).toBe('12-31-2025 7:00 PM MST');
  });
});

describe('reportText', () => {
  const context: ReportContext = {
    title: '  Cherry Creek sites ',
    printedAt: new Date('2026-11-23T11:05:00Z'),
    mode: 'graph',
    analysis: 'pctile',
    flow: 'stormflow',
    parameterNames: ['Total phosphorus', 'Total nitrogen'],
    period: { start: '2011-10-01', end: '2021-09-30' },
    shown: 1234,
    total: 2000,
    locationTypes: ['Surface Water', 'Reservoir'],
    colorByLabel: 'WQ Data',
    attributions: ['Basin Water Portal sample data', 'US Census Bureau', 'Basin Water Portal sample data'],
  };

  it('names the mode, parameters and period in the domain words, never internal values', () => {
    const text = reportText(currentT(), context);
    expect(text.title).toBe('Cherry Creek sites');
    expect(text.subtitle).toBe('Basin Water Portal, 11-23-2026 4:05 AM MST');
    expect(text.details).toEqual([
      'Graph mode: 85th Percentile of Storm Flow, coloured by benchmark class.',
      'Parameters: Total phosphorus, Total nitrogen.',
      'Period of the statistics: 10-01-2011 to 09-30-2021.',
      '1,234 of 2,000 monitoring locations shown. Location types: Surface Water, Reservoir.',
    ]);
    expect(text.details.join(' ')).not.toMatch(/pctile|stormflow|2011-10-01/);
    expect(text.footer[0]).toBe('Map data: Basin Water Portal sample data, US Census Bureau.');
  });

  it('describes the explorer mode by its colouring, and titles an untitled export', () => {
    const text = reportText(currentT(), { ...context, title: ' ', mode: 'map', colorByLabel: 'Location Types', parameterNames: [] });
    expect(text.title).toBe('Basin Water Portal map');
    expect(text.details[0]).toBe('Map explorer: monitoring locations coloured by Location Types.');
    expect(text.details.join(' ')).not.toContain('Parameters');
  });

  it('makes file names and plain attribution text', () => {
    expect(exportFileName('Cherry Creek sites!', 'pdf')).toBe('cherry-creek-sites.pdf');
    expect(exportFileName('', 'png')).toBe('basin-map.png');
    expect(attributionText('<a href="https://www.usgs.gov/">USGS</a> &copy; The National Map')).toBe('USGS © The National Map');
  });
});

describe('imperialScaleBar', () => {
  it('picks a round distance in feet or miles that fits', () => {
    const mpp = metersPerPixel(39.5, 10);
    expect(mpp).toBeCloseTo(58.98, 1);
    const bar = imperialScaleBar(mpp, 250);
    // 250 px ≈ 9.2 miles: the bar shows 5 miles.
    expect(bar.label).toBe('5 miles');
    expect(bar.width).toBeCloseTo((5 * 1609.344) / mpp, 3);
    expect(bar.width).toBeLessThanOrEqual(250);
    const close = imperialScaleBar(metersPerPixel(39.5, 17), 250);
    expect(close.label).toBe('200 ft');
    expect(imperialScaleBar(metersPerPixel(39.5, 12.6), 100).label).toBe('2,000 ft');
    expect(imperialScaleBar(metersPerPixel(39.5, 12), 150).label).toBe('1 mile');
  });
});

describe('share links', () => {
  it('reproduces the view and embeds it with a titled iframe', () => {
    expect(shareLink('https://portal.example.org', '/tools/map', '?mode=graph&params=28,29')).toBe('https://portal.example.org/tools/map?mode=graph&params=28,29');
    expect(embedSnippet(currentT(), 'https://portal.example.org', 'map', '?mode=graph&params=28&view=-104.8,39.5,11')).toBe(
      '<iframe title="Basin water-quality monitoring map" src="https://portal.example.org/data-access/public-map-i-frame?mode=graph&amp;params=28&amp;view=-104.8,39.5,11" width="100%" height="600" style="border: 0" loading="lazy" allowfullscreen></iframe>',
    );
    expect(embedSnippet(currentT(), 'https://x.org', 'projects', '')).toContain('src="https://x.org/data-access/public-map-i-frame-pap"');
  });
});
