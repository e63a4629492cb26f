import { Checkbox, DatePicker, InputNumber, Space } from 'antd';
import dayjs from 'dayjs';
import { Field } from './Field';
import { DATE_INPUT_FORMAT, type DateFilterValue } from './dateFilter';

export interface DateFilterProps {
  value: DateFilterValue;
  onChange: (change: Partial<DateFilterValue>) => void;
  /** Offer the rolling "last N days" mode (spec 02 §3); without it, only the range. */
  rolling?: boolean;
}

/**
 * Start and end dates typed or picked as MM/DD/YYYY; a date that does not parse is not propagated
 * (spec 02 §5: the picker only reports real dates). With `rolling`, a checkbox switches to the last
 * N days; empty days mean all records.
 */
export function DateFilter({ value, onChange, rolling = false }: DateFilterProps) {
  const rangeDisabled = rolling && value.rolling;
  return (
    <Space wrap align="end" size={12}>
      {rolling && (
        <Space wrap align="end" size={8}>
          <Checkbox checked={value.rolling} onChange={(event) => onChange({ rolling: event.target.checked })}>
            Previous days
          </Checkbox>
          <Field label="Number of days (empty: all records)">
            {(id) => (
              <InputNumber
                id={id}
                min={1}
                max={100_000}
                precision={0}
                disabled={!value.rolling}
                value={value.days === 0 ? null : value.days}
                onChange={(days) => onChange({ days: typeof days === 'number' ? days : 0 })}
              />
            )}
          </Field>
        </Space>
      )}
      <Field label="Start date">
        {(id) => (
          <DatePicker
            id={id}
            format={DATE_INPUT_FORMAT}
            allowClear={false}
            disabled={rangeDisabled}
            value={dayjs(value.start)}
            maxDate={dayjs(value.end)}
            onChange={(date) => date && onChange({ start: date.format('YYYY-MM-DD') })}
          />
        )}
      </Field>
      <Field label="End date">
        {(id) => (
          <DatePicker
            id={id}
            format={DATE_INPUT_FORMAT}
            allowClear={false}
            disabled={rangeDisabled}
            value={dayjs(value.end)}
            minDate={dayjs(value.start)}
            onChange={(date) => date && onChange({ end: date.format('YYYY-MM-DD') })}
          />
        )}
      </Field>
    </Space>
  );
}
