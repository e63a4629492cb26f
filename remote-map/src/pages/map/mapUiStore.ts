// UI state of the map page that does not belong in the URL: which accordions are open, whether the
// benchmark legend shows, layer opacities while the user drags.
import { create } from 'zustand';

export type PanelKey = 'basemaps' | 'layers' | 'projects' | 'parameters';

interface MapUiState {
  openPanels: PanelKey[];
  legendVisible: boolean;
  /** Fill opacity per layer id, set from the opacity sliders (debounced). */
  opacity: Record<string, number>;
  measuring: boolean;
  setOpenPanels: (panels: PanelKey[]) => void;
  openOnly: (panel: PanelKey) => void;
  setLegendVisible: (visible: boolean) => void;
  setOpacity: (layerIds: readonly string[], value: number) => void;
  setMeasuring: (measuring: boolean) => void;
}

export const useMapUi = create<MapUiState>((set) => ({
  openPanels: ['layers'],
  legendVisible: true,
  opacity: {},
  measuring: false,
  setOpenPanels: (openPanels) => set({ openPanels }),
  openOnly: (panel) => set({ openPanels: [panel] }),
  setLegendVisible: (legendVisible) => set({ legendVisible }),
  setOpacity: (layerIds, value) => set((state) => ({ opacity: { ...state.opacity, ...Object.fromEntries(layerIds.map((id) => [id, value])) } })),
  setMeasuring: (measuring) => set({ measuring }),
}));
