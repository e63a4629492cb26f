import { useMemo, useState, type ReactNode } from 'react';
import { Button, Checkbox, Input, Popover, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
// Through the package name, not a relative path: results-table is its own federation shared module
// and must use the one store instance of '@basin/shared'.
import { notify } from '@basin/shared';
import { downloadCsv, toCsv, toTsv } from './csv';
import { filterRows } from './filterRows';

export interface ResultsTableColumn<Row> {
  key: keyof Row & string;
  title: string;
  render?: (value: Row[keyof Row], row: Row) => ReactNode;
  /** Sort by this column (numbers numerically, everything else as text). */
  sortable?: boolean;
  width?: number;
}

export interface ResultsTableProps<Row extends object> {
  rows: readonly Row[];
  columns: readonly ResultsTableColumn<Row>[];
  rowKey: (row: Row) => string;
  /** Accessible name of the table; also the caption. */
  caption: string;
  /** Name of the exported CSV file. */
  fileName: string;
  loading?: boolean;
  /** A failed query: the table says 'Error loading table.' (spec 02 §8). */
  error?: unknown;
  pageSizeOptions?: number[];
  defaultPageSize?: number;
  /** Optional content at the start of the toolbar (e.g. a record count). */
  toolbarExtra?: ReactNode;
}

/** Spec 01 "Timeseries and table tools": page sizes 5, 10, 30, 60, default 10. */
export const DEFAULT_PAGE_SIZES = [5, 10, 30, 60];

function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a ?? '').localeCompare(String(b ?? ''), undefined, { numeric: true });
}

/** The portal's data table: search, column picker, copy, CSV export, sorting and paging. */
export function ResultsTable<Row extends object>({
  rows,
  columns,
  rowKey,
  caption,
  fileName,
  loading = false,
  error,
  pageSizeOptions = DEFAULT_PAGE_SIZES,
  defaultPageSize = 10,
  toolbarExtra,
}: ResultsTableProps<Row>) {
  const [search, setSearch] = useState('');
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [pageSize, setPageSize] = useState(defaultPageSize);

  const visibleColumns = useMemo(() => columns.filter((column) => !hidden.has(column.key)), [columns, hidden]);
  const shownRows = useMemo(
    () => filterRows(rows, visibleColumns.map((column) => column.key), search),
    [rows, visibleColumns, search],
  );

  const tableColumns: ColumnsType<Row> = visibleColumns.map((column) => ({
    key: column.key,
    dataIndex: column.key,
    title: column.title,
    width: column.width,
    render: column.render ? (value: Row[keyof Row], row: Row) => column.render!(value, row) : undefined,
    sorter: column.sortable === false ? undefined : (a: Row, b: Row) => compareValues(a[column.key], b[column.key]),
  }));

  async function copyRows() {
    await navigator.clipboard.writeText(toTsv(shownRows, visibleColumns));
    notify({ message: 'Data was copied to your clipboard.', severity: 'success' });
  }

  const columnPicker = (
    <Checkbox.Group
      aria-label="Columns to show"
      style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
      value={columns.filter((column) => !hidden.has(column.key)).map((column) => column.key)}
      options={columns.map((column) => ({ label: column.title, value: column.key }))}
      onChange={(checked) => setHidden(new Set(columns.map((c) => c.key).filter((key) => !checked.includes(key))))}
    />
  );

  if (error) {
    return (
      <Typography.Text type="danger" role="alert">
        Error loading table.
      </Typography.Text>
    );
  }

  return (
    <div>
      <Space wrap style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }}>
        <Space wrap>{toolbarExtra}</Space>
        <Space wrap>
          <Input.Search
            allowClear
            aria-label={`Search ${caption}`}
            placeholder="Search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            style={{ width: 220 }}
          />
          <Popover content={columnPicker} title="Columns" trigger="click" placement="bottomRight">
            <Button>Columns</Button>
          </Popover>
          <Button onClick={() => void copyRows()} disabled={shownRows.length === 0}>
            Copy
          </Button>
          <Button onClick={() => downloadCsv(toCsv(shownRows, visibleColumns), fileName)} disabled={shownRows.length === 0}>
            Export CSV
          </Button>
        </Space>
      </Space>
      <Table<Row>
        aria-label={caption}
        rowKey={rowKey}
        columns={tableColumns}
        dataSource={shownRows}
        loading={loading}
        size="small"
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'No data' }}
        pagination={{
          pageSize,
          pageSizeOptions,
          showSizeChanger: true,
          showTotal: (total, [from, to]) => `${from}-${to} of ${total} rows`,
          onShowSizeChange: (_page, size) => setPageSize(size),
        }}
      />
    </div>
  );
}
