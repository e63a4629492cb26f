import { useMemo } from 'react';
import { Select } from 'antd';
import { Field } from './Field';

export interface IdOption {
  value: number;
  label: string;
  /** Options are grouped under this heading (location type, parameter group). */
  group?: string;
}

type IdSelectProps = {
  label: string;
  options: readonly IdOption[];
  loading?: boolean;
  disabled?: boolean;
  placeholder?: string;
} & ({ multiple: true; value: readonly number[]; onChange: (ids: number[]) => void } | { multiple?: false; value: number | null; onChange: (id: number) => void });

/** Spec 02 §9: autocomplete multi-selects show at most 3 tags. */
export const MAX_TAGS = 3;
/** Spec 02 §5: the 'all/none' pseudo-option of a multi-select is ignored when chosen. */
export const ALL_NONE_OPTION = -1;

function grouped(options: readonly IdOption[]) {
  const groups = new Map<string, IdOption[]>();
  for (const option of options) {
    const key = option.group ?? '';
    groups.set(key, [...(groups.get(key) ?? []), option]);
  }
  if (groups.size <= 1) return options.map(({ value, label }) => ({ value, label }));
  return [...groups].map(([group, items]) => ({ label: group, title: group, options: items.map(({ value, label }) => ({ value, label })) }));
}

/** A searchable select of ids (locations, parameters) with a visible label, grouped options and at most 3 tags. */
export function IdSelect(props: IdSelectProps) {
  const { label, options, loading, disabled, placeholder } = props;
  const selectOptions = useMemo(() => grouped(options), [options]);
  return (
    <Field label={label}>
      {(id) =>
        props.multiple ? (
          <Select<number[]>
            id={id}
            mode="multiple"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            maxTagCount={MAX_TAGS}
            options={selectOptions}
            loading={loading}
            disabled={disabled}
            placeholder={placeholder ?? 'Choose…'}
            value={[...props.value]}
            onChange={(ids) => props.onChange(ids.filter((value) => value !== ALL_NONE_OPTION))}
            style={{ width: '100%' }}
          />
        ) : (
          <Select<number>
            id={id}
            showSearch={{ optionFilterProp: 'label' }}
            options={selectOptions}
            loading={loading}
            disabled={disabled}
            placeholder={placeholder ?? 'Choose…'}
            value={props.value ?? undefined}
            onChange={(value) => props.onChange(value)}
            style={{ width: '100%' }}
          />
        )
      }
    </Field>
  );
}
