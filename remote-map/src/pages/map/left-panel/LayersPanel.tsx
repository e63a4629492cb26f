import { memo, useEffect, useMemo, useState } from 'react';
import { Button, Checkbox, Empty, Slider, Space } from 'antd';
import { DownOutlined, UpOutlined } from '@ant-design/icons';
import type { MapLayer } from '@basin/api/schemas';
import { useT } from '@basin/shared';
import { useMapSources } from '@basin/shared/map';
import type { FeatureCollection } from 'geojson';
import { DEFAULT_EXPANDED_GROUPS, MONITORING_GROUP, groupLayers, opacityProperty } from '../layers/apiLayers';
import { layerLegend } from '../layers/layerLegend';
import { MONITORING_LOCATIONS_LAYER_ID } from '../layers/locationPoints';
import { LegendItems, LegendSwatch, locationLegendItems } from '../Legend';
import type { LegendEntry } from '../logic/locationColors';
import { useMapUi } from '../mapUiStore';

/** Spec 01 §4: the fill-opacity slider applies 500 ms after the user stops moving it. */
export const OPACITY_DEBOUNCE_MS = 500;

function OpacitySlider({ layers, label }: { layers: MapLayer[]; label: string }) {
  const t = useT();
  const setOpacity = useMapUi((state) => state.setOpacity);
  const stored = useMapUi((state) => state.opacity[layers[0]?.id ?? '']);
  const initial = ((layers[0]?.paint ?? {}) as Record<string, unknown>)[opacityProperty(layers[0]?.type ?? '') ?? ''];
  const [value, setValue] = useState<number>(stored ?? (typeof initial === 'number' ? initial : 1));
  const ids = layers.flatMap((layer) => [layer.id, ...layer.lreProperties.alsoControlOpacityFor]);
  useEffect(() => {
    const timer = setTimeout(() => setOpacity(ids, value), OPACITY_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- ids is derived from layers; comparing its joined form avoids re-running on every render.
  }, [value, ids.join(','), setOpacity]);
  return (
    <div className="map-opacity">
      <span className="map-muted" id={`opacity-${layers[0]?.id}`}>
        {t('map.layers.fillOpacity')}
      </span>
      <Slider min={0} max={1} step={0.05} value={value} onChange={setValue} ariaLabelForHandle={t('map.layers.fillOpacityOf', { name: label })} tooltip={{ formatter: (v) => t('map.layers.percent', { value: Math.round((v ?? 0) * 100) }) }} />
    </div>
  );
}

export interface LayersPanelProps {
  layers: MapLayer[];
  visible: ReadonlySet<string>;
  onVisibleChange: (visible: Set<string>) => void;
  locationLegend: readonly LegendEntry[];
}

/** Layer groups from the layers API plus the monitoring locations: visibility, legend, opacity. */
function LayersPanelComponent({ layers, visible, onVisibleChange, locationLegend }: LayersPanelProps) {
  const t = useT();
  const groups = groupLayers(layers);
  // The legends are generated from each layer's paint; a paint reading colours from the data needs the features.
  const sources = useMapSources().data;
  const legends = useMemo(
    () => new Map(layers.map((layer) => [layer.id, layerLegend(layer, sources?.find((source) => source.id === layer.source)?.data as FeatureCollection | undefined, t)])),
    [layers, sources, t],
  );
  const [expanded, setExpanded] = useState<string[]>(DEFAULT_EXPANDED_GROUPS);
  if (layers.length === 0 && locationLegend.length === 0) return <Empty description={t('map.layers.none')} />;

  const setVisible = (ids: readonly string[], on: boolean) => {
    const next = new Set(visible);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    onVisibleChange(next);
  };
  const groupCheckbox = (name: string, ids: readonly string[]) => {
    const shown = ids.filter((id) => visible.has(id)).length;
    return (
      <Checkbox
        checked={shown === ids.length}
        indeterminate={shown > 0 && shown < ids.length}
        onChange={(event) => setVisible(ids, event.target.checked)}
        aria-label={t('map.layers.show', { name })}
      >
        {name}
      </Checkbox>
    );
  };

  const items = [
    {
      key: MONITORING_GROUP,
      name: t('map.legend.monitoringGroup'),
      label: groupCheckbox(t('map.legend.monitoringGroup'), [MONITORING_LOCATIONS_LAYER_ID]),
      children: (
        <LegendItems items={locationLegendItems(locationLegend)} label={t('map.legend.of', { name: t('map.legend.monitoringGroup') })} />
      ),
    },
    ...groups.map((group) => {
      const ids = group.layers.map((layer) => layer.id);
      const fillLayers = group.layers.filter((layer) => layer.type === 'fill');
      return {
        key: group.name,
        name: group.name,
        label: groupCheckbox(group.name, ids),
        alwaysOpen: group.layers.every((layer) => layer.lreProperties.excludeLayerCollapse),
        children: (
          <Space orientation="vertical" style={{ width: '100%' }}>
            {group.layers.length > 1 && (
              <ul className="map-legend-list">
                {group.layers.map((layer) => {
                  const legend = legends.get(layer.id)!;
                  return (
                    <li key={layer.id}>
                      <Checkbox checked={visible.has(layer.id)} onChange={(event) => setVisible([layer.id], event.target.checked)}>
                        {legend.items.length === 1 && <LegendSwatch shape={legend.items[0]!.shape} color={legend.items[0]!.color} />}
                        {legend.name}
                      </Checkbox>
                      {legend.items.length > 1 && <LegendItems items={legend.items} label={t('map.legend.of', { name: legend.name })} />}
                    </li>
                  );
                })}
              </ul>
            )}
            {group.layers.length === 1 && <LegendItems items={legends.get(group.layers[0]!.id)!.items} label={t('map.legend.of', { name: group.name })} />}
            {fillLayers.length > 0 && <OpacitySlider layers={fillLayers} label={group.name} />}
          </Space>
        ),
      };
    }),
  ];
  // Each group is a checkbox (visibility) beside a disclosure button (legend and opacity): two
  // separate controls, since a checkbox inside an accordion header would nest interactive elements.
  return (
    <ul className="map-layer-groups">
      {items.map((item) => {
        const open = ('alwaysOpen' in item && item.alwaysOpen) || expanded.includes(item.key);
        const panelId = `layer-group-${item.key.replace(/\W+/g, '-')}`;
        return (
          <li key={item.key}>
            <div className="map-layer-group-header">
              {item.label}
              <Button
                size="small"
                type="text"
                icon={open ? <UpOutlined /> : <DownOutlined />}
                aria-expanded={open}
                aria-controls={panelId}
                aria-label={open ? t('map.layers.hideLegendOf', { name: item.name }) : t('map.layers.showLegendOf', { name: item.name })}
                onClick={() => setExpanded(open ? expanded.filter((key) => key !== item.key) : [...expanded, item.key])}
              />
            </div>
            <div id={panelId} hidden={!open} className="map-layer-group-body">
              {item.children}
            </div>
          </li>
        );
      })}
    </ul>
  );
}


/** Memoised: a filter change re-renders the page, not this panel (spec: a filter applies within a frame). */
export const LayersPanel = memo(LayersPanelComponent);
