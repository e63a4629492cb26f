import { memo } from 'react';
import { Button, Space, Switch } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { useT } from '@basin/shared';
import { PopoverButton } from '@basin/shared/layout';
import type { MapUrlState } from '../logic/urlState';
import { useMapUrlValue } from '../useMapUrlState';

type MoreFilterKey = 'hasTelemetry' | 'isActive' | 'isCcbwqa';

/** Each switch's URL field and its label's key. */
const SWITCHES: ReadonlyArray<readonly [MoreFilterKey, string]> = [
  ['hasTelemetry', 'map.filters.hasTelemetry'],
  ['isActive', 'map.filters.isActive'],
  ['isCcbwqa', 'map.filters.isCcbwqa'],
];

type OnChange = (change: Partial<Pick<MapUrlState, MoreFilterKey>>) => void;

function FilterSwitch({ name, label, onChange }: { name: MoreFilterKey; label: string; onChange: OnChange }) {
  const checked = useMapUrlValue((state) => state[name]);
  return (
    <label className="map-inline-field">
      <Switch size="small" checked={checked} onChange={(value) => onChange({ [name]: value })} aria-label={label} /> {label}
    </label>
  );
}

/**
 * The filter bar's More Filters popover (spec 01 §2): Has Telemetry, Is Active, Is CCBWQA. Each switch
 * reads its value from the URL state itself, so a toggle re-renders the switch and not the popover.
 */
function MoreFiltersButtonComponent({ onChange }: { onChange: OnChange }) {
  const t = useT();
  const content = (
    <Space orientation="vertical" role="group" aria-label={t('map.filters.more')}>
      {SWITCHES.map(([name, label]) => (
        <FilterSwitch key={name} name={name} label={t(label)} onChange={onChange} />
      ))}
    </Space>
  );
  return (
    <PopoverButton
      label={t('map.filters.more')}
      trigger={(props) => (
        <Button {...props}>
          {t('map.filters.more')} <DownOutlined aria-hidden />
        </Button>
      )}
    >
      {content}
    </PopoverButton>
  );
}

/** Memoised, like every part of the filter bar: a filter change re-renders only what it changes. */
export const MoreFiltersButton = memo(MoreFiltersButtonComponent);
