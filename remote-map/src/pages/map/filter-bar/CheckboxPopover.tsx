import { memo } from 'react';
import { Badge, Button, Checkbox, Popover, Space } from 'antd';
import { DownOutlined } from '@ant-design/icons';

export interface CheckboxOption {
  value: string;
  label: string;
}

/** A filter-bar button opening a list of checkboxes with Select all / Clear (Loc Types, Param Groups). */
function CheckboxPopoverComponent({
  label,
  options,
  selected,
  onChange,
}: {
  label: string;
  options: readonly CheckboxOption[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
}) {
  const content = (
    <Space direction="vertical" size="small" role="group" aria-label={label}>
      <Space>
        <Button size="small" onClick={() => onChange(options.map((option) => option.value))}>
          Select all
        </Button>
        <Button size="small" onClick={() => onChange([])}>
          Clear
        </Button>
      </Space>
      <Checkbox.Group value={[...selected]} onChange={(values) => onChange(values as string[])}>
        <Space direction="vertical" size={4}>
          {options.map((option) => (
            <Checkbox key={option.value} value={option.value}>
              {option.label}
            </Checkbox>
          ))}
        </Space>
      </Checkbox.Group>
    </Space>
  );
  const partial = selected.length < options.length;
  return (
    <Popover content={content} trigger="click" placement="bottomLeft">
      <Button aria-haspopup="dialog">
        {label}
        {partial && <Badge count={selected.length} showZero size="small" color="#0b5f8a" style={{ marginLeft: 4 }} />} <DownOutlined aria-hidden />
      </Button>
    </Popover>
  );
}

export const CheckboxPopover = memo(CheckboxPopoverComponent);
