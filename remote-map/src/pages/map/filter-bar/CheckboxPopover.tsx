import { createContext, memo, useContext, useMemo } from 'react';
import { Button, Checkbox, Space } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { useT } from '@basin/shared';
import { PopoverButton, type PopoverTriggerProps } from '@basin/shared/layout';

export interface CheckboxOption {
  value: string;
  label: string;
}

type OnChange = (selected: string[]) => void;

/*
 * The selection reaches the list and the button's count through a context, so a change re-renders
 * those two and not the popover around them (antd's popover, used before, re-checked its focus lock on
 * every render, which measured the page's layout: about 5 ms of each filter change; spec: under a frame).
 */
const SelectedContext = createContext<readonly string[]>([]);

function CheckboxList({ label, options, onChange }: { label: string; options: readonly CheckboxOption[]; onChange: OnChange }) {
  const t = useT();
  const selected = useContext(SelectedContext);
  return (
    <Space orientation="vertical" size="small" role="group" aria-label={label}>
      <Space>
        <Button size="small" onClick={() => onChange(options.map((option) => option.value))}>
          {t('map.filters.selectAll')}
        </Button>
        <Button size="small" onClick={() => onChange([])}>
          {t('map.filters.clear')}
        </Button>
      </Space>
      <Checkbox.Group value={[...selected]} onChange={(values) => onChange(values as string[])}>
        <Space orientation="vertical" size={4}>
          {options.map((option) => (
            <Checkbox key={option.value} value={option.value}>
              {option.label}
            </Checkbox>
          ))}
        </Space>
      </Checkbox.Group>
    </Space>
  );
}

/** The popover's trigger; it takes the popover's ref and handlers (React 19 passes ref as a prop). */
function TriggerButton({ label, total, ...buttonProps }: { label: string; total: number } & PopoverTriggerProps) {
  const t = useT();
  const selected = useContext(SelectedContext);
  return (
    <Button {...buttonProps}>
      {label}
      {/* A plain count, not antd's Badge: its animated digits cost several milliseconds of each change. */}
      {selected.length < total && (
        <span className="map-filter-count">
          {selected.length}
          <span className="visually-hidden">{t('map.filters.ofSelected', { total })}</span>
        </span>
      )}{' '}
      <DownOutlined aria-hidden />
    </Button>
  );
}

/** A filter-bar button opening a list of checkboxes with Select all / Clear (Loc Types, Param Groups). */
function CheckboxPopoverComponent({ label, options, selected, onChange }: { label: string; options: readonly CheckboxOption[]; selected: readonly string[]; onChange: OnChange }) {
  const popover = useMemo(
    () => (
      <PopoverButton label={label} trigger={(props) => <TriggerButton label={label} total={options.length} {...props} />}>
        <CheckboxList label={label} options={options} onChange={onChange} />
      </PopoverButton>
    ),
    [label, options, onChange],
  );
  return <SelectedContext.Provider value={selected}>{popover}</SelectedContext.Provider>;
}

export const CheckboxPopover = memo(CheckboxPopoverComponent);
