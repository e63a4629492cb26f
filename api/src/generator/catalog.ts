// Fixed reference data of the basin (DOMAIN.md): location types, parameter groups, parameters with
// units and default benchmarks, flow conditions, organizations and data sources.

export const LOCATION_TYPES = [
  { id: 1, name: 'Groundwater' },
  { id: 2, name: 'Reservoir' },
  { id: 3, name: 'Surface Water' },
  { id: 4, name: 'Weather' },
] as const;

export const LocationType = { Groundwater: 1, Reservoir: 2, SurfaceWater: 3, Weather: 4 } as const;

export const PARAMETER_GROUPS = [
  { id: 147, name: 'Nutrients', sortOrder: 1 },
  { id: 148, name: 'Biological', sortOrder: 2 },
  { id: 149, name: 'Solids', sortOrder: 3 },
  { id: 150, name: 'Metals', sortOrder: 4 },
  { id: 151, name: 'Major ions', sortOrder: 5 },
  { id: 152, name: 'Field parameters', sortOrder: 6 },
  { id: 153, name: 'Hydrology', sortOrder: 7 },
  { id: 154, name: 'Carbon', sortOrder: 8 },
  { id: 155, name: 'Ratios', sortOrder: 9 },
] as const;

/**
 * Benchmark classes 0 (no benchmark or no data) to 4 (at or above the secondary benchmark): the
 * portal's palette (docs/decisions.md; the browser's default is `tokens.benchmarkColors`). The classes'
 * legend texts are the domain's BENCHMARK_CLASS_LABELS.
 */
export const BENCHMARK_COLORS = ['#9aa5b1', '#2c7bb6', '#f2c14e', '#f07f2a', '#c0392b'] as const;

export interface Benchmark {
  /** line0 scale start, line1 approaching, line2 benchmark, line3 secondary benchmark */
  lines: [number, number, number, number];
}

export interface ParameterDef {
  id: number;
  name: string;
  abbrev: string;
  unit: string;
  groupId: number;
  lowerIsWorse?: boolean;
  /** Default (stream) benchmark. */
  benchmark?: Benchmark;
  /** Reservoir-specific benchmark (parameter_benchmarks). */
  reservoirBenchmark?: Benchmark & { note: string };
}

/** Approaching line at 75 % of the benchmark (DOMAIN.md), secondary at twice the benchmark. */
function upper(benchmark: number, secondary = benchmark * 2): Benchmark {
  return { lines: [0, benchmark * 0.75, benchmark, secondary] };
}

/** Minimum standards (lower is worse): the lines descend. */
function lower(start: number, approaching: number, benchmark: number, secondary: number): Benchmark {
  return { lines: [start, approaching, benchmark, secondary] };
}

export const PARAMETERS: readonly ParameterDef[] = [
  { id: 2, name: 'Flow', abbrev: 'Flow', unit: 'cfs', groupId: 153 },
  { id: 1901, name: 'Stage', abbrev: 'Stage', unit: 'ft', groupId: 153 },
  { id: 1906, name: 'Water temperature (logger)', abbrev: 'Temp-L', unit: '°C', groupId: 153 },
  { id: 1907, name: 'Specific conductance (logger)', abbrev: 'SC-L', unit: 'µS/cm', groupId: 153 },
  { id: 1908, name: 'Turbidity (logger)', abbrev: 'Turb-L', unit: 'NTU', groupId: 153 },
  {
    id: 3,
    name: 'Dissolved oxygen',
    abbrev: 'DO',
    unit: 'mg/L',
    groupId: 152,
    lowerIsWorse: true,
    benchmark: lower(12, 6.25, 5, 3),
    reservoirBenchmark: { ...lower(12, 6.25, 5, 3), note: '5 mg/L minimum' },
  },
  { id: 6, name: 'Secchi depth', abbrev: 'Secchi', unit: 'm', groupId: 152, lowerIsWorse: true, reservoirBenchmark: { ...lower(3, 1.25, 1, 0.5), note: 'transparency' } },
  { id: 7, name: 'pH', abbrev: 'pH', unit: 's.u.', groupId: 152, benchmark: { lines: [6.5, 8.5, 9, 9.5] } },
  { id: 8, name: 'Water temperature', abbrev: 'Temp', unit: '°C', groupId: 152, benchmark: upper(24, 28) },
  { id: 10, name: 'Turbidity', abbrev: 'Turb', unit: 'NTU', groupId: 152 },
  { id: 42, name: 'Oxidation-reduction potential', abbrev: 'ORP', unit: 'mV', groupId: 152 },
  { id: 1902, name: 'Specific conductance', abbrev: 'SC', unit: 'µS/cm', groupId: 152 },
  { id: 1892, name: 'Photic zone depth', abbrev: 'Photic', unit: 'm', groupId: 152 },
  { id: 29, name: 'Total nitrogen', abbrev: 'TN', unit: 'µg/L', groupId: 147, benchmark: upper(2010), reservoirBenchmark: { ...upper(910), note: 'reservoir standard' } },
  { id: 45, name: 'Total dissolved nitrogen', abbrev: 'TDN', unit: 'µg/L', groupId: 147 },
  { id: 28, name: 'Total phosphorus', abbrev: 'TP', unit: 'µg/L', groupId: 147, benchmark: upper(170), reservoirBenchmark: { ...upper(87), note: 'reservoir standard' } },
  { id: 47, name: 'Total dissolved phosphorus', abbrev: 'TDP', unit: 'µg/L', groupId: 147 },
  { id: 1, name: 'Ammonia as N', abbrev: 'NH3-N', unit: 'µg/L', groupId: 147 },
  { id: 9, name: 'Nitrate + nitrite as N', abbrev: 'NO3+NO2-N', unit: 'µg/L', groupId: 147 },
  { id: 11, name: 'Total Kjeldahl nitrogen', abbrev: 'TKN', unit: 'µg/L', groupId: 147 },
  { id: 16, name: 'Soluble reactive phosphorus', abbrev: 'SRP', unit: 'µg/L', groupId: 147 },
  { id: 46, name: 'Total inorganic nitrogen', abbrev: 'TIN', unit: 'µg/L', groupId: 147 },
  { id: 24, name: 'Chlorophyll-a', abbrev: 'Chl-a', unit: 'µg/L', groupId: 148, reservoirBenchmark: { ...upper(18, 30), note: 'July-September photic-zone mean, once in five years' } },
  { id: 25, name: 'Pheophytin-a', abbrev: 'Pheo-a', unit: 'µg/L', groupId: 148 },
  { id: 73, name: 'E. coli', abbrev: 'E. coli', unit: 'MPN/100 mL', groupId: 148, benchmark: upper(126, 410) },
  { id: 30, name: 'Total suspended solids', abbrev: 'TSS', unit: 'mg/L', groupId: 149 },
  { id: 27, name: 'Total dissolved solids', abbrev: 'TDS', unit: 'mg/L', groupId: 149 },
  { id: 638, name: 'Volatile suspended solids', abbrev: 'VSS', unit: 'mg/L', groupId: 149 },
  { id: 19, name: 'Total organic carbon', abbrev: 'TOC', unit: 'mg/L', groupId: 154 },
  { id: 634, name: 'Dissolved organic carbon', abbrev: 'DOC', unit: 'mg/L', groupId: 154 },
  { id: 20, name: 'Alkalinity as CaCO3', abbrev: 'Alk', unit: 'mg/L', groupId: 151 },
  { id: 50, name: 'Chloride', abbrev: 'Cl', unit: 'mg/L', groupId: 151 },
  { id: 53, name: 'Sulfate', abbrev: 'SO4', unit: 'mg/L', groupId: 151 },
  { id: 652, name: 'Total iron', abbrev: 'Fe', unit: 'µg/L', groupId: 150 },
  { id: 680, name: 'Total manganese', abbrev: 'Mn', unit: 'µg/L', groupId: 150 },
  { id: 100138, name: 'TN:TP ratio (molar)', abbrev: 'TN:TP', unit: 'ratio', groupId: 155 },
  { id: 100139, name: 'TDN:TDP ratio (molar)', abbrev: 'TDN:TDP', unit: 'ratio', groupId: 155 },
  { id: 100140, name: 'TIN:SRP ratio (molar)', abbrev: 'TIN:SRP', unit: 'ratio', groupId: 155 },
];

/** Parameters whose legend's lowest class reads '< line 1' (spec 01 §9). */
export const LESS_THAN_RANGE_PARAMETERS: readonly number[] = [73, 7, 8, 1902, 3, 10, 6];

/** The demo basin (basin.json of its package). */
export const BASIN = {
  name: 'Cherry Creek Basin',
  map: { center: [-104.816, 39.516], zoom: 10 },
  contact: { name: 'Cherry Creek Basin Water Quality Authority' },
};

export const FLOW_CONDITIONS = [
  { id: 1, name: 'Storm' },
  { id: 2, name: 'Base' },
  { id: 3, name: 'All' },
] as const;

export const FlowCondition = { Storm: 1, Base: 2 } as const;

export const ORGANIZATIONS = [
  { id: 1, name: 'Cherry Creek Basin Water Quality Authority', abbrev: 'CCBWQA' },
  { id: 2, name: 'U.S. Geological Survey', abbrev: 'USGS' },
  { id: 3, name: 'Southeast Metro Stormwater Authority', abbrev: 'SEMSWA' },
  { id: 4, name: 'Colorado Department of Public Health and Environment', abbrev: 'CDPHE' },
  { id: 5, name: 'Colorado Parks and Wildlife', abbrev: 'CPW' },
] as const;

export const Organization = { Authority: 1, Usgs: 2, Semswa: 3, Cdphe: 4, Cpw: 5 } as const;

export const SOURCES = [
  { id: 1, description: 'CCBWQA routine monitoring program' },
  { id: 2, description: 'CCBWQA storm event monitoring' },
  { id: 3, description: 'Partner agency data (Water Quality Portal)' },
  { id: 4, description: 'Telemetry gauge' },
] as const;

export const Source = { Routine: 1, Storm: 2, Partner: 3, Telemetry: 4 } as const;
