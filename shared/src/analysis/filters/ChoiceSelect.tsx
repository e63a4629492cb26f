import { Select } from 'antd';
import { Field } from './Field';
import { tabOnlyMovesFocus } from './IdSelect';

export interface ChoiceSelectProps<T extends string | number> {
  label: string;
  value: T;
  onChange: (value: T) => void;
  /** Value and label of each choice, in order (e.g. the domain's FLOW_CONDITION_LABELS). */
  choices: Readonly<Record<T, string>> | readonly { value: T; label: string }[];
}

/** A select of a few fixed choices (flow condition, season, scale type, Flow or Stage). */
export function ChoiceSelect<T extends string | number>({ label, value, onChange, choices }: ChoiceSelectProps<T>) {
  const options = Array.isArray(choices)
    ? choices
    : Object.entries(choices as Record<string, string>).map(([key, text]) => ({ value: (typeof value === 'number' ? Number(key) : key) as T, label: text }));
  return <Field label={label} onKeyDownCapture={tabOnlyMovesFocus}>{(id) => <Select<T> id={id} value={value} onChange={onChange} options={options} style={{ width: '100%', minWidth: 140 }} />}</Field>;
}
