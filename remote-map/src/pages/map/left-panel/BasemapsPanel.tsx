import { memo } from 'react';
import { Radio, Space } from 'antd';
import type { Basemap, BasemapId } from '@basin/shared/map';

function BasemapsPanelComponent({ basemaps, value, onChange }: { basemaps: readonly Basemap[]; value: BasemapId; onChange: (id: BasemapId) => void }) {
  return (
    <Radio.Group value={value} onChange={(event) => onChange(event.target.value as BasemapId)} aria-label="Basemap">
      <Space direction="vertical">
        {basemaps.map((basemap) => (
          <Radio key={basemap.id} value={basemap.id}>
            {basemap.label}
          </Radio>
        ))}
      </Space>
    </Radio.Group>
  );
}

/** Memoised: a filter change re-renders the page, not this panel (spec: a filter applies within a frame). */
export const BasemapsPanel = memo(BasemapsPanelComponent);
