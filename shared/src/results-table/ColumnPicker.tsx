import { useT } from '@basin/shared';
import { useId, useRef, useState } from 'react';
import { Button, Checkbox, Popover } from 'antd';
import SettingOutlined from '@ant-design/icons/SettingOutlined';

export interface ColumnPickerProps {
  columns: readonly { key: string; title: string }[];
  hiddenKeys: ReadonlySet<string>;
  onChange: (hiddenKeys: ReadonlySet<string>) => void;
}

/**
 * A disclosure button with one checkbox per column. The checkboxes are rendered right after the
 * button in the DOM (not at the end of <body>), so Tab reaches them next; Escape closes the list and
 * returns focus to the button.
 */
export function ColumnPicker({ columns, hiddenKeys, onChange }: ColumnPickerProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const visibleCount = columns.length - hiddenKeys.size;

  function toggle(key: string, visible: boolean) {
    const next = new Set(hiddenKeys);
    if (visible) next.delete(key);
    else next.add(key);
    onChange(next);
  }

  const list = (
    <fieldset
      id={listId}
      style={{ border: 0, margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 4 }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        setOpen(false);
        buttonRef.current?.focus();
      }}
    >
      <legend style={{ fontWeight: 600, marginBottom: 4 }}>{t('shared.table.columnsToShow')}</legend>
      {columns.map((column) => {
        const visible = !hiddenKeys.has(column.key);
        return (
          <Checkbox
            key={column.key}
            checked={visible}
            // The last visible column stays: a table without columns shows nothing to choose from.
            disabled={visible && visibleCount === 1}
            onChange={(event) => toggle(column.key, event.target.checked)}
          >
            {column.title}
          </Checkbox>
        );
      })}
    </fieldset>
  );

  return (
    <Popover
      content={list}
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      getPopupContainer={(trigger) => trigger.parentElement ?? document.body}
    >
      <Button ref={buttonRef} icon={<SettingOutlined aria-hidden />} aria-expanded={open} aria-controls={open ? listId : undefined}>
        {t('shared.table.columns')}
      </Button>
    </Popover>
  );
}
