import type { TableColumnsType } from 'antd';
import type { HistoryRow, PendingRow, RejectedRow } from './data';
import { KIND_LABELS } from './data';

export const rejectedColumns: TableColumnsType<RejectedRow> = [
  { key: 'where', dataIndex: 'where', title: 'File:line' },
  { key: 'column', dataIndex: 'column', title: 'Column' },
  { key: 'reason', dataIndex: 'reason', title: 'Reason' },
];

/** The pending values' columns; PendingTable adds the Resolve button's. */
export const pendingColumns: TableColumnsType<PendingRow> = [
  { key: 'kind', dataIndex: 'kind', title: 'Kind', render: (kind: PendingRow['kind']) => KIND_LABELS[kind] },
  { key: 'label', dataIndex: 'label', title: 'Value (as in the file)' },
  { key: 'rows', dataIndex: 'rows', title: 'Rows', align: 'right' },
];

/** The history's columns; the page adds the Undo button's. */
export const historyColumns: TableColumnsType<HistoryRow> = [
  { key: 'when', dataIndex: 'when', title: 'When' },
  { key: 'who', dataIndex: 'who', title: 'Who' },
  { key: 'files', dataIndex: 'files', title: 'Files', render: (files: string[]) => files.join('; ') },
  { key: 'added', dataIndex: 'added', title: 'Added', align: 'right' },
  { key: 'alreadyPresent', dataIndex: 'alreadyPresent', title: 'Already present', align: 'right' },
  { key: 'pending', dataIndex: 'pending', title: 'Pending', align: 'right' },
  { key: 'rejected', dataIndex: 'rejected', title: 'Rejected', align: 'right' },
  { key: 'status', dataIndex: 'status', title: 'Status' },
];
