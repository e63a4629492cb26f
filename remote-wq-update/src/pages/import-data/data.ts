// Shaping the import API's answers for the Import Data page (docs/import.md "The Import Data page"):
// the report's counts, its pending values and rejected rows as table rows, the history's rows, and a
// resolution form's values as the body of POST /api/import/aliases. Pure: unit-tested in import-data.test.ts.
import type { Translate } from '@basin/shared';
import type { ImportRecord, ImportReport, PendingKind, PendingValueCount, Resolution } from '@basin/api/schemas';

/** The report's counts, in the order the page shows them. */
export function reportCounts(t: Translate, report: ImportReport): { label: string; value: number }[] {
  const counts = [
    { label: report.committed ? t('wqUpdate.import.count.rowsAdded') : t('wqUpdate.import.count.rowsToAdd'), value: report.added },
    { label: t('wqUpdate.import.count.alreadyPresent'), value: report.alreadyPresent },
    { label: t('wqUpdate.import.count.pending'), value: report.pending },
    { label: t('wqUpdate.import.count.rejected'), value: report.rejected },
  ];
  if (!report.files.some((file) => file.kind === 'feed')) return counts;
  // Gauge and rain-gauge values are counted apart from results (docs/feeds.md).
  const { added, revised, unchanged } = report.feedValues;
  return [
    ...counts,
    { label: report.committed ? t('wqUpdate.import.count.feedAdded') : t('wqUpdate.import.count.feedToAdd'), value: added },
    { label: t('wqUpdate.import.count.feedRevised'), value: revised },
    { label: t('wqUpdate.import.count.feedPresent'), value: unchanged },
  ];
}

/** The kinds of pending value, in the order the API lists them, and their labels' keys. */
const KIND_LABEL_KEYS: Record<PendingKind, string> = {
  site: 'wqUpdate.import.kind.site',
  characteristic: 'wqUpdate.import.kind.characteristic',
  unit: 'wqUpdate.import.kind.unit',
  flow_condition: 'wqUpdate.import.kind.flowCondition',
  depth_category: 'wqUpdate.import.kind.depthCategory',
};
/** 'Site', 'Characteristic', 'Unit', 'Flow condition', 'Depth category'. */
export const kindLabel = (t: Translate, kind: PendingKind) => t(KIND_LABEL_KEYS[kind]);

const pendingKey = (value: Pick<PendingValueCount, 'kind' | 'value' | 'fraction'>) => `${value.kind}\u0000${value.value}\u0000${value.fraction}`;

/** The values of a report still pending after a resolution (whose answer lists every value still pending). */
export function stillPending(values: readonly PendingValueCount[], remaining: readonly Pick<PendingValueCount, 'kind' | 'value' | 'fraction'>[]): PendingValueCount[] {
  const keys = new Set(remaining.map(pendingKey));
  return values.filter((value) => keys.has(pendingKey(value)));
}

export interface PendingRow extends PendingValueCount {
  key: string;
  /** The value as the file wrote it, with a characteristic's fraction ('Phosphorus (Dissolved)'). */
  label: string;
}

/** The pending values grouped by kind (sites first, as the API orders kinds), most rows first within a kind. */
export function pendingRows(values: readonly PendingValueCount[]): PendingRow[] {
  const order = Object.keys(KIND_LABEL_KEYS);
  return [...values]
    .sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind) || b.rows - a.rows || a.value.localeCompare(b.value))
    .map((value) => ({ ...value, key: pendingKey(value), label: value.fraction ? `${value.value} (${value.fraction})` : value.value }));
}

export interface RejectedRow {
  key: string;
  /** 'narrowResult.csv:6' (the header is line 1). */
  where: string;
  column: string;
  reason: string;
}

export function rejectedRows(report: ImportReport): RejectedRow[] {
  return report.rejectedRows.map((row, index) => ({ key: String(index), where: `${row.file}:${row.line}`, column: row.column, reason: row.reason }));
}

/** 'Rejected rows (first 1,000 of 1,204)' when the report lists fewer than it counts. */
export function rejectedTitle(t: Translate, report: ImportReport): string {
  const listed = report.rejectedRows.length;
  const all = report.rejected + report.heldRowsRetried.rejected;
  return listed < all ? t('wqUpdate.import.rejectedFirst', { listed, all }) : t('wqUpdate.import.rejectedTitle');
}

export interface HistoryRow {
  key: number;
  id: number;
  /** 'YYYY-MM-DD HH:MM UTC'. */
  when: string;
  who: string;
  /** 'narrowResult.csv (results, 10 rows)', one per file. */
  files: string[];
  added: number;
  alreadyPresent: number;
  pending: number;
  rejected: number;
  status: string;
  undoable: boolean;
}

const FILE_KINDS: Record<ImportRecord['files'][number]['kind'], string> = {
  legacyResult: 'wqUpdate.import.fileKind.legacyResult',
  wqx3Narrow: 'wqUpdate.import.fileKind.wqx3Narrow',
  labResult: 'wqUpdate.import.fileKind.labResult',
  station: 'wqUpdate.import.fileKind.station',
  detectionLimit: 'wqUpdate.import.fileKind.detectionLimit',
  feed: 'wqUpdate.import.fileKind.feed',
};

/** An ISO date-time of the API as the page shows it: minutes, in UTC (the same for every reader). */
export const displayTime = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

export function historyRows(t: Translate, records: readonly ImportRecord[]): HistoryRow[] {
  return records.map((record) => ({
    key: record.id,
    id: record.id,
    when: displayTime(record.importedAt),
    who: record.importedBy,
    files: record.files.map((file) => t('wqUpdate.import.historyFile', { name: file.name, kind: t(FILE_KINDS[file.kind]), rows: file.rows })),
    added: record.added,
    alreadyPresent: record.alreadyPresent,
    pending: record.pending,
    rejected: record.rejected,
    status: record.undoneAt
      ? t('wqUpdate.import.statusUndone', { when: displayTime(record.undoneAt), who: record.undoneBy, removed: record.removed ?? 0 })
      : t('wqUpdate.import.statusImported'),
    undoable: record.undoneAt === null,
  }));
}

/** What the resolution form holds: map to an existing entry, or add as new (a site or a characteristic only). */
export interface ResolutionFields {
  action: 'map' | 'new';
  /** The existing entry: a parameter's or site's id, a flow condition's id, a unit code, a depth in metres or 'none'. */
  target?: string | number;
  /** A new parameter's group (by name) and unit. */
  group?: string;
  unit?: string;
  /** A new site's coordinates. */
  latitude?: number;
  longitude?: number;
}

/** Whether a pending value of this kind can be added as new (the others are mapped). */
export const addableAsNew = (kind: PendingKind) => kind === 'site' || kind === 'characteristic';

/**
 * The resolution of a pending value (POST /api/import/aliases), or the message of what the form still
 * lacks: a target; a new parameter's group and unit; a new site's latitude and longitude.
 */
export function resolutionOf(t: Translate, value: PendingValueCount, fields: ResolutionFields): Resolution | string {
  const { kind } = value;
  const named = { kind, value: value.value, ...(value.fraction ? { fraction: value.fraction } : {}) };
  if (fields.action === 'map' || !addableAsNew(kind)) {
    const target = fields.target === undefined ? '' : String(fields.target).trim();
    return target ? { ...named, target } : t('wqUpdate.import.resolve.chooseTarget', { kind: kindLabel(t, kind).toLowerCase(), value: value.value });
  }
  if (kind === 'characteristic') {
    if (!fields.group || !fields.unit?.trim()) return t('wqUpdate.import.resolve.needsGroupUnit');
    return { ...named, new: { group: fields.group, unit: fields.unit.trim() } };
  }
  if (fields.latitude === undefined || fields.longitude === undefined) return t('wqUpdate.import.resolve.needsCoordinates');
  return { ...named, new: { latitude: fields.latitude, longitude: fields.longitude } };
}

/** Percent of the bytes sent, whole (antd Progress). */
export const uploadPercent = ({ loaded, total }: { loaded: number; total: number }) => (total > 0 ? Math.min(100, Math.floor((loaded / total) * 100)) : 0);
