import { Radio, Space } from 'antd';
import type { Basemap, BasemapId } from '@basin/shared/map';

export function BasemapsPanel({ basemaps, value, onChange }: { basemaps: readonly Basemap[]; value: BasemapId; onChange: (id: BasemapId) => void }) {
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
