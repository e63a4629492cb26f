import { useT } from '@basin/shared';
import { useId } from 'react';
import { Input } from 'antd';
import { INPUT_TARGET_STYLES } from '../theme/portalTheme';
import { visuallyHidden } from '../ui/visuallyHidden';
import type { ColumnFilters } from './filterRows';

export interface ColumnFilterInputsProps {
  /** The visible filterable columns, in table order. */
  columns: readonly { key: string; title: string }[];
  filters: ColumnFilters;
  onChange: (key: string, text: string) => void;
  /** The table's caption: names the group of filters. */
  caption: string;
}

/**
 * One labelled text box per filterable column, in a row above the table (antd's own header filter
 * trigger cannot be reached with the keyboard). Each keeps the rows whose cell contains its text.
 */
export function ColumnFilterInputs({ columns, filters, onChange, caption }: ColumnFilterInputsProps) {
  const t = useT();
  const baseId = useId();
  if (columns.length === 0) return null;
  return (
    <div
      role="group"
      aria-label={t('shared.table.filterByColumn', { caption })}
      style={{ display: 'grid', gap: 8, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', marginBottom: 12 }}
    >
      {columns.map((column) => {
        const id = `${baseId}-${column.key}`;
        return (
          <div key={column.key} style={{ display: 'grid', gap: 2, minWidth: 0 }}>
            <label htmlFor={id} style={{ fontSize: 12, fontWeight: 600 }}>
              {/* Named 'Filter by Location', apart from the column header 'Location'. */}
              <span style={visuallyHidden}>{t('shared.table.filterBy')} </span>
              {column.title}
            </label>
            <Input
              id={id}
              size="small"
              allowClear
              styles={INPUT_TARGET_STYLES}
              placeholder={t('shared.table.filter')}
              value={filters[column.key] ?? ''}
              onChange={(event) => onChange(column.key, event.target.value)}
            />
          </div>
        );
      })}
    </div>
  );
}
