import { lazy, memo, Suspense } from 'react';
import { Collapse, Spin } from 'antd';
import type { MapFilters, MapLayer } from '@basin/api/schemas';
import { useT } from '@basin/shared';
import type { Basemap, BasemapId } from '@basin/shared/map';
import type { LegendEntry } from '../logic/locationColors';
import type { Bounds, Project } from '../logic/projects';
import type { PanelKey } from '../mapUiStore';
import { BasemapsPanel } from './BasemapsPanel';
import { ParametersPanel } from './ParametersPanel';
import { ProjectsPanel } from './ProjectsPanel';

/**
 * The Layers panel (with antd's Slider for the opacities) loads when it is first opened: graph mode
 * starts with it closed, so its first view does not download it (issue 17).
 */
const LayersPanel = lazy(() => import('./LayersPanel').then((module) => ({ default: module.LayersPanel })));

export interface MapOptionsPanelProps {
  openPanels: PanelKey[];
  onOpenPanelsChange: (panels: PanelKey[]) => void;
  basemaps: readonly Basemap[];
  basemap: BasemapId;
  onBasemapChange: (id: BasemapId) => void;
  layers: MapLayer[];
  visibleLayers: ReadonlySet<string>;
  onVisibleLayersChange: (visible: Set<string>) => void;
  locationLegend: readonly LegendEntry[];
  projects: readonly Project[];
  projectLayerShown: boolean;
  bounds: Bounds | null;
  onChooseProject: (project: Project) => void;
  /** Graph mode's Parameters accordion; absent in the explorer mode. */
  parameters: { filters: MapFilters; selectedGroupIds: ReadonlySet<number>; selected: readonly number[]; onChange: (ids: number[]) => void } | null;
}

/** The explorer's left panel (spec 01 §2): Basemaps, Layers, Pollution Abatement Projects and, in graph mode, Parameters. */
function MapOptionsPanelComponent(props: MapOptionsPanelProps) {
  const t = useT();
  const { parameters } = props;
  const panels = [
    { key: 'basemaps', label: t('map.options.basemaps'), children: <BasemapsPanel basemaps={props.basemaps} value={props.basemap} onChange={props.onBasemapChange} /> },
    {
      key: 'layers',
      label: t('map.options.layers'),
      children: (
        <Suspense fallback={<Spin size="small" description={t('map.options.loadingLayers')} />}>
          <LayersPanel layers={props.layers} visible={props.visibleLayers} onVisibleChange={props.onVisibleLayersChange} locationLegend={props.locationLegend} />
        </Suspense>
      ),
    },
    {
      key: 'projects',
      label: t('map.options.projects'),
      children: <ProjectsPanel projects={props.projects} layerSelected={props.projectLayerShown} bounds={props.bounds} onChoose={props.onChooseProject} />,
    },
    ...(parameters
      ? [{ key: 'parameters', label: t('map.options.parameters'), children: <ParametersPanel filters={parameters.filters} selectedGroupIds={parameters.selectedGroupIds} selected={parameters.selected} onChange={parameters.onChange} /> }]
      : []),
  ];
  return <Collapse items={panels} activeKey={props.openPanels} onChange={(keys) => props.onOpenPanelsChange(keys as PanelKey[])} size="small" />;
}

/** Memoised: a filter change of the explorer mode leaves the left panel as it is. */
export const MapOptionsPanel = memo(MapOptionsPanelComponent);
