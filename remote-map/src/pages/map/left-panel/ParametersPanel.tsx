import { memo } from 'react';
import { Typography } from 'antd';
import type { MapFilters } from '@basin/api/schemas';
import { parameterGroupName, parameterName, useT } from '@basin/shared';

/**
 * Graph mode's parameter chips (spec 01 §5): a chip is disabled unless its group is selected in
 * Param Groups. Chips are native toggle buttons (aria-pressed), so they work by keyboard.
 */
function ParametersPanelComponent({
  filters,
  selectedGroupIds,
  selected,
  onChange,
}: {
  filters: MapFilters;
  selectedGroupIds: ReadonlySet<number>;
  selected: readonly number[];
  onChange: (parameters: number[]) => void;
}) {
  const t = useT();
  const chosen = new Set(selected);
  return (
    <div className="map-parameters">
      {filters.parameterGroups.map((group) => {
        const parameters = filters.parameters.filter((parameter) => parameter.group === Number(group.value));
        if (parameters.length === 0) return null;
        const enabled = selectedGroupIds.has(Number(group.value));
        const groupName = parameterGroupName(t, Number(group.value), group.display);
        return (
          <section key={group.value} aria-label={groupName}>
            <Typography.Text strong type={enabled ? undefined : 'secondary'}>
              {groupName}
            </Typography.Text>
            <div className="map-chips">
              {parameters.map((parameter) => {
                const on = chosen.has(parameter.value);
                return (
                  <button
                    key={parameter.value}
                    type="button"
                    className={`map-chip${on ? ' map-chip-on' : ''}`}
                    aria-pressed={on}
                    disabled={!enabled}
                    title={enabled ? undefined : t('map.parameters.selectGroupFirst', { group: groupName })}
                    onClick={() => onChange(on ? selected.filter((id) => id !== parameter.value) : [...selected, parameter.value])}
                  >
                    {parameterName(t, parameter.value, parameter.display)}
                  </button>
                );
              })}
            </div>
          </section>
        );
      })}
    </div>
  );
}

/** Memoised: a filter change re-renders the page, not this panel (spec: a filter applies within a frame). */
export const ParametersPanel = memo(ParametersPanelComponent);
