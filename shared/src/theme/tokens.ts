/** The four location types of the monitoring network (spec 01 §3). */
export type LocationType = 'Groundwater' | 'Reservoir' | 'Surface Water' | 'Weather';

/**
 * Design tokens of the portal. Colours meet WCAG 2.2 AA contrast for text on white (4.5:1) where
 * they are used for text; the location-type and benchmark palettes are colour-blind-friendly
 * (Okabe-Ito based) and are always paired with a text label.
 */
export const tokens = {
  colors: {
    primary: '#0b5f8a', // water blue, 6.9:1 on white
    primaryDark: '#083f5c', // sidebar and header background; white text 11.2:1
    primaryDarker: '#06324a', // open sidebar group
    text: '#1f2933',
    textSecondary: '#4a5563',
    background: '#f5f7fa',
    surface: '#ffffff',
    border: '#d5dbe3',
    success: '#1e7b3a',
    warning: '#8a5a00',
    error: '#b42318',
    info: '#0b5f8a',
    /** Border shown on a chart or map while scroll-wheel zoom is on (spec: dark red). */
    scrollZoomBorder: '#8b0000',
  },
  /**
   * Fixed colour per location type (spec 01 "Simpler locations map"). Map symbols, not text: each
   * is at least 3:1 against white (WCAG 1.4.11).
   */
  locationTypeColors: {
    Groundwater: '#8c564b',
    Reservoir: '#0072b2',
    'Surface Water': '#009e73',
    Weather: '#cc79a7',
  } satisfies Record<LocationType, string>,
  /**
   * Benchmark classes, indexed by class: 0 no benchmark or no data (grey), 1 below (blue),
   * 2 approaching (yellow), 3 above (orange), 4 above the secondary benchmark (red). The API's
   * benchmark catalogue uses the same values. Always shown with a label or a dark outline, since
   * yellow and orange are light on white.
   */
  benchmarkColors: ['#9aa5b1', '#2c7bb6', '#f2c14e', '#f07f2a', '#c0392b'] as const,
  /** Selection rings on comparison maps (spec 02). */
  selectionRings: { left: '#ffd400', right: '#e02020', both: '#ff8c00' },
  sidebarWidth: 258,
  headerHeight: 56,
  fontFamily: "'Source Sans 3', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
} as const;

export type Tokens = typeof tokens;
