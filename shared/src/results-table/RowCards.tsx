// The table's rows as cards, for phones: each card names its row by the title column, shows the main
// columns as a list of terms and values, and keeps the others behind a "More details" disclosure.
import type { ReactNode } from 'react';
import { tokens, useT } from '@basin/shared';
import { cellValue, type ResultsTableColumn } from './columns';

export interface RowCardsProps<Row extends object> {
  rows: readonly Row[];
  columns: readonly ResultsTableColumn<Row>[];
  rowKey: (row: Row) => string;
  caption: string;
}

function cell<Row extends object>(row: Row, column: ResultsTableColumn<Row>) {
  return column.render ? column.render(row[column.key], row) : cellValue(row, column);
}

/** The row cards: a list named by the table's caption. */
export function RowCards<Row extends object>({ rows, columns, rowKey, caption }: RowCardsProps<Row>) {
  const t = useT();
  const title = columns.find((column) => column.card === 'title') ?? columns[0];
  const main = columns.filter((column) => column !== title && (column.card ?? 'main') === 'main');
  const more = columns.filter((column) => column !== title && column.card === 'more');
  if (rows.length === 0) return <p>{t('shared.table.noData')}</p>;
  return (
    <ul aria-label={caption} data-part="row-cards" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
      {rows.map((row) => (
        <li key={rowKey(row)} style={{ border: `1px solid ${tokens.colors.border}`, borderRadius: 6, padding: '8px 12px', background: '#fff' }}>
          {title && <h3 style={{ fontSize: 15, margin: '0 0 4px', overflowWrap: 'anywhere' }}>{cell(row, title)}</h3>}
          <dl style={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: '2px 12px', margin: 0 }}>
            {main.map((column) => (
              <FieldRow key={column.key} term={column.title}>
                {cell(row, column)}
              </FieldRow>
            ))}
          </dl>
          {more.length > 0 && (
            <details style={{ marginTop: 4 }}>
              <summary style={{ cursor: 'pointer', color: tokens.colors.primary, padding: '4px 0' }}>{t('shared.table.moreDetails')}</summary>
              <dl style={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: '2px 12px', margin: 0 }}>
                {more.map((column) => (
                  <FieldRow key={column.key} term={column.title}>
                    {cell(row, column)}
                  </FieldRow>
                ))}
              </dl>
            </details>
          )}
        </li>
      ))}
    </ul>
  );
}

function FieldRow({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt style={{ fontWeight: 600 }}>{term}</dt>
      <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{children}</dd>
    </>
  );
}
