import { memo } from 'react';
import { Radio, Space, Typography } from 'antd';
import { useT } from '@basin/shared';
import { PROVIDER_DESCRIPTIONS, standsForText, type Basemap, type BasemapId } from '@basin/shared/map';

/**
 * The Basemaps accordion: which provider's basemaps these are, and for each basemap that stands in
 * for spec basemaps the provider lacks, which ("USGS Topo, in place of Outdoors and Streets"), so the
 * spec's default Outdoors never silently becomes something else.
 */
function BasemapsPanelComponent({ basemaps, value, onChange }: { basemaps: readonly Basemap[]; value: BasemapId; onChange: (id: BasemapId) => void }) {
  const t = useT();
  const provider = basemaps[0]?.provider;
  const descriptionId = 'map-basemaps-provider';
  return (
    <div className="map-basemaps">
      {provider && (
        <Typography.Paragraph type="secondary" id={descriptionId} style={{ marginBottom: 8 }} data-provider={provider}>
          {PROVIDER_DESCRIPTIONS[provider]}
        </Typography.Paragraph>
      )}
      <Radio.Group value={value} onChange={(event) => onChange(event.target.value as BasemapId)} aria-label={t('map.basemaps.label')} aria-describedby={provider ? descriptionId : undefined}>
        <Space orientation="vertical">
          {basemaps.map((basemap) => {
            const note = standsForText(basemap);
            return (
              <Radio key={basemap.id} value={basemap.id}>
                {basemap.label}
                {note && <span className="map-basemap-note"> ({note})</span>}
              </Radio>
            );
          })}
        </Space>
      </Radio.Group>
    </div>
  );
}

/** Memoised: a filter change re-renders the page, not this panel (spec: a filter applies within a frame). */
export const BasemapsPanel = memo(BasemapsPanelComponent);
