import { Checkbox, DatePicker, InputNumber, Space } from 'antd';
import dayjs from 'dayjs';
import { useT } from '@basin/shared';
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
  const t = useT();
  const rangeDisabled = rolling && value.rolling;
  return (
    <Space wrap align="end" size={12}>
      {rolling && (
        <Space wrap align="end" size={8}>
          <Checkbox checked={value.rolling} onChange={(event) => onChange({ rolling: event.target.checked })}>
            {t('shared.analysis.filters.previousDays')}
          </Checkbox>
          <Field label={t('shared.analysis.filters.numberOfDays')}>
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
      <DateInput label={t('shared.analysis.filters.startDate')} value={value.start} disabled={rangeDisabled} maxDate={value.end} onChange={(start) => onChange({ start })} />
      <DateInput label={t('shared.analysis.filters.endDate')} value={value.end} disabled={rangeDisabled} minDate={value.start} onChange={(end) => onChange({ end })} />
    </Space>
  );
}

interface DateInputProps {
  label: string;
  value: string;
  disabled: boolean;
  minDate?: string;
  maxDate?: string;
  onChange: (isoDate: string) => void;
}

/** One labelled MM/DD/YYYY date ('YYYY-MM-DD' in and out); the picker reports only real dates. */
function DateInput({ label, value, disabled, minDate, maxDate, onChange }: DateInputProps) {
  return (
    <Field label={label}>
      {(id) => (
        <DatePicker
          id={id}
          format={DATE_INPUT_FORMAT}
          allowClear={false}
          disabled={disabled}
          value={value ? dayjs(value) : null}
          minDate={minDate === undefined ? undefined : dayjs(minDate)}
          maxDate={maxDate === undefined ? undefined : dayjs(maxDate)}
          onChange={(date) => date && onChange(date.format('YYYY-MM-DD'))}
        />
      )}
    </Field>
  );
}
