import type { TableColumnsType } from 'antd';
import type { Translate } from '@basin/shared';
import type { HistoryRow, PendingRow, RejectedRow } from './data';
import { kindLabel } from './data';

export const rejectedColumns = (t: Translate): TableColumnsType<RejectedRow> => [
  { key: 'where', dataIndex: 'where', title: t('wqUpdate.import.column.where') },
  { key: 'column', dataIndex: 'column', title: t('wqUpdate.import.column.column') },
  { key: 'reason', dataIndex: 'reason', title: t('wqUpdate.import.column.reason') },
];

/** The pending values' columns; PendingTable adds the Resolve button's. */
export const pendingColumns = (t: Translate): TableColumnsType<PendingRow> => [
  { key: 'kind', dataIndex: 'kind', title: t('wqUpdate.import.column.kind'), render: (kind: PendingRow['kind']) => kindLabel(t, kind) },
  { key: 'label', dataIndex: 'label', title: t('wqUpdate.import.column.valueInFile') },
  { key: 'rows', dataIndex: 'rows', title: t('wqUpdate.import.column.rows'), align: 'right' },
];

/** The history's columns; the page adds the Undo button's. */
export const historyColumns = (t: Translate): TableColumnsType<HistoryRow> => [
  { key: 'when', dataIndex: 'when', title: t('wqUpdate.import.column.when') },
  { key: 'who', dataIndex: 'who', title: t('wqUpdate.import.column.who') },
  { key: 'files', dataIndex: 'files', title: t('wqUpdate.import.column.files'), render: (files: string[]) => files.join('; ') },
  { key: 'added', dataIndex: 'added', title: t('wqUpdate.import.column.added'), align: 'right' },
  { key: 'alreadyPresent', dataIndex: 'alreadyPresent', title: t('wqUpdate.import.count.alreadyPresent'), align: 'right' },
  { key: 'pending', dataIndex: 'pending', title: t('wqUpdate.import.column.pending'), align: 'right' },
  { key: 'rejected', dataIndex: 'rejected', title: t('wqUpdate.import.count.rejected'), align: 'right' },
  { key: 'status', dataIndex: 'status', title: t('wqUpdate.import.column.status') },
];
