import { useT } from '@basin/shared';
import { Button } from 'antd';

export interface YearChipsProps {
  /** The years offered, e.g. the years with data. */
  years: readonly number[];
  selected: readonly number[];
  onChange: (years: number[]) => void;
  label?: string;
}

/** Year chips (spec 02 §4): toggle buttons; a click toggles a year; the selection stays in ascending order. */
export function YearChips({ years, selected, onChange, label: ownLabel }: YearChipsProps) {
  const t = useT();
  const label = ownLabel ?? t('shared.analysis.filters.years');
  const toggle = (year: number) =>
    onChange(selected.includes(year) ? selected.filter((item) => item !== year) : [...selected, year].sort((a, b) => a - b));
  return (
    <div role="group" aria-label={label} style={{ display: 'flex', flexWrap: 'wrap', gap: 6, alignItems: 'center' }}>
      <span style={{ fontWeight: 600, marginRight: 4 }}>{label}</span>
      {years.map((year) => (
        <Button key={year} size="small" shape="round" type={selected.includes(year) ? 'primary' : 'default'} aria-pressed={selected.includes(year)} onClick={() => toggle(year)}>
          {year}
        </Button>
      ))}
    </div>
  );
}
