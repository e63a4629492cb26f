import { analysisLabel, flowLabel } from '@basin/shared';
// The texts of the PNG and PDF exports (pure, unit tested): title, the date in Denver time, the mode's
// parameters and period in the domain's words, and the attribution.
import type { Analysis, Flow } from '@basin/api/domain';
import type { Translate } from '@basin/shared';
import { formatDayMDY } from '@basin/shared/analysis';

/** The basin is in Colorado: the printed time is the visitor's local time there, whatever the browser's zone. */
export const REPORT_TIME_ZONE = 'America/Denver';

const DENVER = new Intl.DateTimeFormat('en-US', {
  timeZone: REPORT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZoneName: 'short',
});

/** '11-23-2026 4:05 AM MST' (MDT in summer): the portal's MM-DD-YYYY date with Denver's clock time. */
export function denverTimestamp(date: Date): string {
  const parts = Object.fromEntries(DENVER.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.month}-${parts.day}-${parts.year} ${parts.hour}:${parts.minute} ${parts.dayPeriod} ${parts.timeZoneName}`;
}

export interface ReportContext {
  title: string;
  printedAt: Date;
  mode: 'map' | 'graph';
  analysis: Analysis;
  flow: Flow;
  /** Names of the selected parameters (graph mode). */
  parameterNames: readonly string[];
  /** The statistics' period of record ('YYYY-MM-DD'); null while unknown. */
  period: { start: string; end: string } | null;
  shown: number;
  total: number;
  locationTypes: readonly string[];
  colorByLabel: string;
  /** Attribution of the basemap and the data sources, as the map shows it. */
  attributions: readonly string[];
}

export interface ReportText {
  title: string;
  /** Under the title: the date and the portal. */
  subtitle: string;
  /** What the map shows: mode, parameters, period, filters. */
  details: string[];
  /** Basemap and data credits, then the disclaimer. */
  footer: string[];
  /** The legend column's heading, and its note when the legend is cut. */
  legendHeading: string;
  legendMore: (count: number) => string;
}

function list(t: Translate, items: readonly string[]): string {
  return items.length > 0 ? items.join(', ') : t('map.report.none');
}

/** Every text line of an export, in the domain's words (labels, MM-DD-YYYY dates), never internal values. */
export function reportText(t: Translate, context: ReportContext): ReportText {
  const details: string[] = [];
  if (context.mode === 'graph') {
    details.push(t('map.report.graphMode', { analysis: analysisLabel(t, context.analysis), flow: flowLabel(t, context.flow) }));
    details.push(t('map.report.parameters', { list: list(t, context.parameterNames) }));
    if (context.period) details.push(t('map.report.period', { start: formatDayMDY(context.period.start), end: formatDayMDY(context.period.end) }));
  } else {
    details.push(t('map.report.explorer', { colorBy: context.colorByLabel }));
  }
  details.push(t('map.report.shown', { shown: t.intl.formatNumber(context.shown), total: t.intl.formatNumber(context.total), types: list(t, context.locationTypes) }));
  const credits = [...new Set(context.attributions.map((text) => text.trim()).filter(Boolean))];
  return {
    title: context.title.trim() || t('map.report.defaultTitle'),
    subtitle: t('map.report.subtitle', { time: denverTimestamp(context.printedAt) }),
    details,
    footer: [t('map.report.credits', { list: list(t, credits) }), t('map.report.disclaimer')],
    legendHeading: t('map.report.legend'),
    legendMore: (count) => t('map.report.legendMore', { count }),
  };
}

/** The file name of an export: the title in lower case with dashes ('cherry-creek-sites.pdf'). */
export function exportFileName(title: string, extension: 'png' | 'pdf'): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'basin-map'}.${extension}`;
}

/** Attribution HTML (as map styles carry it) as plain text: tags dropped, entities read. */
export function attributionText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&copy;/g, '©')
    .replace(/&amp;/g, '&')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
