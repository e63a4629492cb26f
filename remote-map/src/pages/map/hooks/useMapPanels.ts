// The options panel's open accordions and the legend, and the mode toggle that sets them (spec 01 §4).
import { useCallback, useEffect, useState } from 'react';
import { enterGraphMode, leaveGraphMode } from '../logic/modes';
import type { MapUrlState } from '../logic/urlState';
import { useMapUi, type PanelKey } from '../mapUiStore';

export function useMapPanels(graph: boolean, update: (change: (state: MapUrlState) => MapUrlState) => void) {
  // Only what the page shows: the opacity sliders and the measure tool update the map view alone.
  const storedPanels = useMapUi((ui) => ui.openPanels);
  const legendVisible = useMapUi((ui) => ui.legendVisible);
  const { setOpenPanels, openOnly, setLegendVisible } = useMapUi.getState();
  // A link that opens in graph mode shows its Parameters, as entering graph mode does (spec 01 §4).
  // The first render shows the entry's panels already (the store is set just after): graph mode never
  // opens Layers for a frame, which would load the Layers panel's code at its first view (issue 17).
  const [entryPanels] = useState<PanelKey[]>(() => (graph ? ['parameters'] : ['layers']));
  const [panelsEntered, setPanelsEntered] = useState(false);
  useEffect(() => {
    setOpenPanels(entryPanels);
    setPanelsEntered(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Only on entry: later mode changes go through toggleMode.
  }, []);
  const openPanels = panelsEntered ? storedPanels : entryPanels;
  const toggleMode = useCallback(() => {
    if (graph) {
      update(leaveGraphMode);
      openOnly('layers');
    } else {
      update(enterGraphMode);
      setLegendVisible(true);
      setOpenPanels(['parameters']);
    }
  }, [graph, update, openOnly, setLegendVisible, setOpenPanels]);
  const toggleLegend = useCallback(() => setLegendVisible(!legendVisible), [setLegendVisible, legendVisible]);
  return { openPanels, setOpenPanels, legendVisible, toggleLegend, toggleMode };
}
