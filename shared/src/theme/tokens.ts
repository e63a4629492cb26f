/**
 * Design tokens of the portal. Colours meet WCAG 2.2 AA contrast for text on white (4.5:1) where
 * they are used for text; the location-type and benchmark palettes are colour-blind-friendly
 * (Okabe-Ito based) and are always paired with a text label.
 */
export const tokens = {
  colors: {
    primary: '#0b5f8a', // water blue, 6.9:1 on white
    primaryDark: '#083f5c',
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
  /** Fixed colour per location type (spec 01 "Simpler locations map"). */
  locationTypeColors: {
    Groundwater: '#8c564b',
    Reservoir: '#0072b2',
    'Surface Water': '#009e73',
    Weather: '#cc79a7',
  } as Record<string, string>,
  /** Benchmark classes: 0 no benchmark or no data, 1 below, 2 approaching, 3 above, 4 above secondary. */
  benchmarkColors: ['#9aa5b1', '#2c7bb6', '#f2c14e', '#f07f2a', '#c0392b'] as const,
  /** Selection rings on comparison maps (spec 02). */
  selectionRings: { left: '#ffd400', right: '#e02020', both: '#ff8c00' },
  sidebarWidth: 258,
  headerHeight: 56,
  fontFamily: "'Source Sans 3', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
} as const;

export type Tokens = typeof tokens;
