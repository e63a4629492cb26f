import { useT } from '@basin/shared';
import { useMemo, type KeyboardEvent } from 'react';
import { Select } from 'antd';
import { SELECT_TARGET_STYLES } from '../../theme/portalTheme';
import { Field } from './Field';

export interface IdOption<T extends number | string = number> {
  value: T;
  label: string;
  /** Options are grouped under this heading (location type, parameter group). */
  group?: string;
}

type IdSelectProps<T extends number | string> = {
  label: string;
  options: readonly IdOption<T>[];
  loading?: boolean;
  disabled?: boolean;
  placeholder?: string;
} & ({ multiple: true; value: readonly T[]; onChange: (ids: T[]) => void } | { multiple?: false; value: T | null; onChange: (id: T) => void });

/** Spec 02 §9: autocomplete multi-selects show at most 3 tags. */
export const MAX_TAGS = 3;
/** Spec 02 §5: the 'all/none' pseudo-option of a multi-select is ignored when chosen. */
export const ALL_NONE_OPTION = -1;

function grouped<T extends number | string>(options: readonly IdOption<T>[]) {
  const groups = new Map<string, IdOption<T>[]>();
  for (const option of options) {
    const key = option.group ?? '';
    groups.set(key, [...(groups.get(key) ?? []), option]);
  }
  if (groups.size <= 1) return options.map(({ value, label }) => ({ value, label }));
  return [...groups].map(([group, items]) => ({ label: group, title: group, options: items.map(({ value, label }) => ({ value, label })) }));
}

/**
 * antd's Select chooses its highlighted option on Tab (rc-select treats Tab like Enter), so a visitor
 * who typed 'CC-10', pressed Enter and Tabbed away also added whichever option was highlighted next
 * (issue 30). Tab here only moves focus: the event is stopped before the select sees it, and the
 * browser's default (the next field) goes on. Enter and a click still choose.
 */
export function tabOnlyMovesFocus(event: KeyboardEvent) {
  if (event.key === 'Tab') event.stopPropagation();
}

/** A searchable select of ids (locations, parameters) or names (location types) with a visible label, grouped options and at most 3 tags. */
export function IdSelect<T extends number | string = number>(props: IdSelectProps<T>) {
  const t = useT();
  const { label, options, loading, disabled, placeholder } = props;
  const selectOptions = useMemo(() => grouped(options), [options]);
  return (
    <Field label={label} onKeyDownCapture={tabOnlyMovesFocus}>
      {(id) =>
        props.multiple ? (
          <Select<T[]>
            id={id}
            mode="multiple"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            maxTagCount={MAX_TAGS}
            options={selectOptions}
            loading={loading}
            disabled={disabled}
            placeholder={placeholder ?? t('shared.analysis.filters.choose')}
            value={[...props.value]}
            onChange={(ids) => props.onChange(ids.filter((value) => value !== ALL_NONE_OPTION))}
            style={{ width: '100%' }}
            styles={SELECT_TARGET_STYLES}
          />
        ) : (
          <Select<T>
            id={id}
            showSearch={{ optionFilterProp: 'label' }}
            options={selectOptions}
            loading={loading}
            disabled={disabled}
            placeholder={placeholder ?? t('shared.analysis.filters.choose')}
            value={props.value ?? undefined}
            onChange={(value) => props.onChange(value)}
            style={{ width: '100%' }}
          />
        )
      }
    </Field>
  );
}
