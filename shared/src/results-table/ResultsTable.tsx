import { useMemo, useState, type CSSProperties } from 'react';
import { Button, ConfigProvider, Input, Pagination, Space, Table, Typography, type TableProps } from 'antd';
// One file per icon, as antd itself imports them: the package index pulls in every icon (and is ESM-only under jest).
import CopyOutlined from '@ant-design/icons/CopyOutlined';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
// Through the package name, not a relative path: results-table is its own federation shared module
// and must use the one store instance of '@basin/shared'.
import { currentT, notify, portalTheme, useAntdLocale, useT, type Translate } from '@basin/shared';
import { INPUT_TARGET_STYLES } from '../theme/portalTheme';
import { visuallyHidden } from '../ui/visuallyHidden';
import { ColumnFilterInputs } from './ColumnFilterInputs';
import { ColumnPicker } from './ColumnPicker';
import { cellValue, type ResultsTableColumn } from './columns';
import { downloadCsv, toCsv, toTsv } from './csv';
import { filterRows, filterRowsByColumns, type ColumnFilters } from './filterRows';
import { RowCards } from './RowCards';
import { sortRows, type SortState } from './sortRows';
import { useNarrowWindow, VIEWPORT_BOX_HEIGHT } from './viewport';

export interface ResultsTableProps<Row extends object> {
  rows: readonly Row[];
  columns: readonly ResultsTableColumn<Row>[];
  rowKey: (keyof Row & string) | ((row: Row) => string);
  /** Names the table (a visually hidden <caption>) and its search box. */
  caption: string;
  /** Name of the exported CSV file ('.csv' is added). */
  fileName: string;
  loading?: boolean;
  /** A failed query: the table says 'Error loading table.' (spec 02 §8). */
  error?: unknown;
  pageSizeOptions?: number[];
  defaultPageSize?: number;
  /**
   * A wide, long table: it scrolls both ways in a box as tall as the window less the pagination under it,
   * its header stays at the top of the box, and each row is one line (the box scrolls sideways instead).
   */
  fitViewport?: boolean;
  /** On a phone (below 600 px) the rows show as cards (columns' `card` says where each goes). */
  cards?: boolean;
}

const stickyHeaderCell: CSSProperties = { position: 'sticky', top: 0, zIndex: 2 };
// Scrolling on past the box's last row scrolls the page (to the pagination under the box): no overscroll containment.
const scrollBox: CSSProperties = { overflow: 'auto', maxHeight: VIEWPORT_BOX_HEIGHT, border: '1px solid #f0f0f0', borderRadius: 8 };
/** One line per row: wrapped names made rows three lines high, and the box showed a handful of them. */
const oneLineCell: CSSProperties = { whiteSpace: 'nowrap' };

/** Spec 01 "Timeseries and table tools": page sizes 5, 10, 30, 60, default 10. */
export const DEFAULT_PAGE_SIZES = [5, 10, 30, 60];
export const DEFAULT_PAGE_SIZE = 10;

function rowCountText(t: Translate, count: number): string {
  // The count as the spec shows it, without digit grouping ('1614 rows').
  return t('shared.table.rowCount', { count, shown: String(count) });
}

async function copyToClipboard(text: string): Promise<void> {
  // The answer comes after the click: the language of that moment.
  const t = currentT();
  try {
    await navigator.clipboard.writeText(text);
    notify({ message: t('shared.table.copied'), severity: 'success' });
  } catch {
    // No clipboard permission, or not a secure context.
    notify({ message: t('shared.table.copyFailed'), severity: 'error' });
  }
}

/**
 * The portal's data table: search, optional per-column filters, column picker, copy, CSV export,
 * sorting and paging. Search, filters, copy and export work on the visible columns and all matching
 * rows (not only the current page), in the order shown.
 */
export function ResultsTable<Row extends object>({
  rows,
  columns,
  rowKey,
  caption,
  fileName,
  loading = false,
  error,
  pageSizeOptions = DEFAULT_PAGE_SIZES,
  defaultPageSize = DEFAULT_PAGE_SIZE,
  fitViewport = false,
  cards = false,
}: ResultsTableProps<Row>) {
  const narrow = useNarrowWindow();
  const asCards = cards && narrow;
  const t = useT();
  const antdLocale = useAntdLocale();
  const [search, setSearch] = useState('');
  const [columnFilters, setColumnFilters] = useState<ColumnFilters>({});
  const [hiddenKeys, setHiddenKeys] = useState<ReadonlySet<string>>(new Set());
  const [sort, setSort] = useState<SortState | null>(null);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(defaultPageSize);

  const visibleColumns = useMemo(() => columns.filter((column) => !hiddenKeys.has(column.key)), [columns, hiddenKeys]);
  const shownRows = useMemo(
    () => sortRows(filterRowsByColumns(filterRows(rows, visibleColumns, search), visibleColumns, columnFilters), visibleColumns, sort),
    [rows, visibleColumns, search, columnFilters, sort],
  );
  // Fewer rows (a narrower search, another filter of the page) can leave the page number past the end.
  const currentPage = Math.min(page, Math.max(1, Math.ceil(shownRows.length / pageSize)));

  const tableColumns: TableProps<Row>['columns'] = visibleColumns.map((column) => ({
    key: column.key,
    dataIndex: column.key,
    title: column.title,
    width: column.width,
    // Sorting happens in sortRows; antd only shows the sort state.
    sorter: column.sorter !== false,
    sortOrder: sort?.key === column.key ? sort.order : null,
    render: (value: Row[keyof Row & string], row: Row) => (column.render ? column.render(value, row) : cellValue(row, column)),
    // In the viewport box the header sticks to the top of the box (one table, so headers stay associated with their cells).
    onHeaderCell: fitViewport ? () => ({ style: stickyHeaderCell }) : undefined,
    onCell: fitViewport ? () => ({ style: oneLineCell }) : undefined,
  }));
  const ownPaging = fitViewport || asCards;
  const pageRows = useMemo(() => shownRows.slice((currentPage - 1) * pageSize, currentPage * pageSize), [shownRows, currentPage, pageSize]);
  const keyOf = (row: Row) => (typeof rowKey === 'function' ? rowKey(row) : String(row[rowKey]));

  const handleTableChange: TableProps<Row>['onChange'] = (pagination, _filters, sorter) => {
    const sortedBy = Array.isArray(sorter) ? sorter[0] : sorter;
    setSort(sortedBy?.order && sortedBy.columnKey ? { key: String(sortedBy.columnKey), order: sortedBy.order } : null);
    if (ownPaging) return;
    setPage(pagination.current ?? 1);
    setPageSize(pagination.pageSize ?? defaultPageSize);
  };
  const paginationProps = {
    current: currentPage,
    pageSize,
    pageSizeOptions,
    showSizeChanger: true,
    showTotal: (total: number, [from, to]: [number, number]) => t('shared.table.range', { from, to, total }),
  };

  if (error) {
    return (
      <Typography.Text type="danger" role="alert">
        {t('shared.table.error')}
      </Typography.Text>
    );
  }

  const nothingToHandOver = loading || shownRows.length === 0;
  const table = (
    <Table<Row>
      // Pinned to the left: at its static place, the middle of a wide caption, the hidden text would stick out of
      // the table's scrolling box and widen a phone's page.
      caption={<span style={{ ...visuallyHidden, left: 0, top: 0 }}>{caption}</span>}
      rowKey={rowKey}
      columns={tableColumns}
      dataSource={(ownPaging ? pageRows : shownRows) as Row[]}
      loading={loading}
      size="small"
      // In the viewport box the box scrolls both ways; antd's own horizontal scroller would sit at the table's far end.
      scroll={fitViewport ? undefined : { x: 'max-content' }}
      style={fitViewport ? { minWidth: '100%', width: 'max-content' } : undefined}
      locale={{ emptyText: t('shared.table.noData') }}
      showSorterTooltip={false}
      onChange={handleTableChange}
      pagination={ownPaging ? false : paginationProps}
    />
  );
  return (
    // Its own theme and language: as a federation singleton it runs with the antd copy of whichever app
    // provided it, which the page's ConfigProvider (another app's copy) does not reach.
    <ConfigProvider theme={portalTheme} locale={antdLocale}>
      <div>
        <Space wrap style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }}>
          <Typography.Text role="status">{loading ? t('shared.table.loading') : rowCountText(t, shownRows.length)}</Typography.Text>
          <Space wrap>
            <Input
              type="search"
              allowClear
              styles={INPUT_TARGET_STYLES}
              aria-label={t('shared.table.searchLabel', { caption })}
              placeholder={t('shared.table.search')}
              prefix={<SearchOutlined aria-hidden />}
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                setPage(1);
              }}
              style={{ width: 220 }}
            />
            <ColumnPicker columns={columns} hiddenKeys={hiddenKeys} onChange={setHiddenKeys} />
            <Button
              icon={<CopyOutlined aria-hidden />}
              disabled={nothingToHandOver}
              onClick={() => void copyToClipboard(toTsv(shownRows, visibleColumns))}
            >
              {t('shared.table.copy')}
            </Button>
            <Button
              icon={<DownloadOutlined aria-hidden />}
              disabled={nothingToHandOver}
              onClick={() => downloadCsv(toCsv(shownRows, visibleColumns), fileName)}
            >
              {t('shared.table.exportCsv')}
            </Button>
          </Space>
        </Space>
        <ColumnFilterInputs
          columns={visibleColumns.filter((column) => column.filterable)}
          filters={columnFilters}
          caption={caption}
          onChange={(key, text) => {
            setColumnFilters((current) => ({ ...current, [key]: text }));
            setPage(1);
          }}
        />
        {asCards ? (
          !loading && <RowCards rows={pageRows} columns={visibleColumns} rowKey={keyOf} caption={caption} />
        ) : fitViewport ? (
          // A scroll box, focusable so keyboard users can scroll it (WCAG 2.1.1), named by the table's caption.
          <div role="region" aria-label={t('shared.table.scrollable', { caption })} tabIndex={0} data-part="table-scroll-box" style={scrollBox}>
            {table}
          </div>
        ) : (
          table
        )}
        {ownPaging && shownRows.length > 0 && (
          <Pagination
            {...paginationProps}
            total={shownRows.length}
            size="small"
            style={{ marginTop: 12, justifyContent: 'flex-end' }}
            onChange={(next, size) => {
              setPage(size !== pageSize ? 1 : next);
              setPageSize(size);
            }}
          />
        )}
      </div>
    </ConfigProvider>
  );
}
