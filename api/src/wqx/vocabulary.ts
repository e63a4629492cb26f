// The Water Quality Portal's vocabulary (issue 18, DOMAIN.md "Real data formats"): the columns of the
// files it hands out and takes, its names for the portal's parameters and its unit codes. Import
// (wqx/import), export (downloads) and OGC API read them from here, never spell them twice.
import { PARAMETERS } from '../generator/catalog';

/** The authority's WQX organisation: its own sites are 'CCBWQA-' + name (migrations/320_wqx_interop.sql). */
export const AUTHORITY_ORGANIZATION = 'CCBWQA';

/** Columns of the WQP result profiles `narrowResult` and `resultPhysChem` (WQX 2) that an import reads. */
export const LEGACY_RESULT_COLUMNS = {
  organization: 'OrganizationIdentifier',
  organizationName: 'OrganizationFormalName',
  activityIdentifier: 'ActivityIdentifier',
  startDate: 'ActivityStartDate',
  startTime: 'ActivityStartTime/Time',
  timeZone: 'ActivityStartTime/TimeZoneCode',
  location: 'MonitoringLocationIdentifier',
  activityDepth: 'ActivityDepthHeightMeasure/MeasureValue',
  activityDepthUnit: 'ActivityDepthHeightMeasure/MeasureUnitCode',
  resultDepth: 'ResultDepthHeightMeasure/MeasureValue',
  resultDepthUnit: 'ResultDepthHeightMeasure/MeasureUnitCode',
  hydrologicEvent: 'HydrologicEvent',
  detectionCondition: 'ResultDetectionConditionText',
  characteristic: 'CharacteristicName',
  sampleFraction: 'ResultSampleFractionText',
  value: 'ResultMeasureValue',
  unit: 'ResultMeasure/MeasureUnitCode',
  status: 'ResultStatusIdentifier',
  resultIdentifier: 'ResultIdentifier',
  detectionLimit: 'DetectionQuantitationLimitMeasure/MeasureValue',
  detectionLimitUnit: 'DetectionQuantitationLimitMeasure/MeasureUnitCode',
} as const;

/**
 * Columns of the WQP `ResultDetectionQuantitationLimit` profile (the detection and quantitation limits the
 * `narrowResult` profile leaves out; one row per limit of a result) that an import reads.
 */
export const DETECTION_LIMIT_COLUMNS = {
  organization: 'OrganizationIdentifier',
  resultIdentifier: 'ResultIdentifier',
  type: 'DetectionQuantitationLimitTypeName',
  value: 'DetectionQuantitationLimitMeasure/MeasureValue',
  unit: 'DetectionQuantitationLimitMeasure/MeasureUnitCode',
} as const;

/** Columns of the WQP `station` profile that an import reads. */
export const STATION_COLUMNS = {
  organization: 'OrganizationIdentifier',
  location: 'MonitoringLocationIdentifier',
  name: 'MonitoringLocationName',
  type: 'MonitoringLocationTypeName',
  latitude: 'LatitudeMeasure',
  longitude: 'LongitudeMeasure',
  huc8: 'HUCEightDigitCode',
  county: 'CountyCode',
} as const;

/**
 * The WQX 3.0 `narrow` result profile: the columns of the portal's WQX export, in this order, and a
 * third kind of file an import reads (so an export imports again). Location columns ride along, as in
 * the WQP's narrow files, so a reader needs no station file to place the sites.
 */
export const WQX3_NARROW_COLUMNS = [
  'Org_Identifier',
  'Org_FormalName',
  'Location_Identifier',
  'Location_Name',
  'Location_Type',
  'Location_Latitude',
  'Location_Longitude',
  'Location_HorzCoordReferenceSystemDatum',
  'Activity_ActivityIdentifier',
  'Activity_Media',
  'Activity_StartDate',
  'Activity_StartTime',
  'Activity_StartTimeZone',
  'Activity_DepthHeightMeasure',
  'Activity_DepthHeightMeasureUnit',
  'Activity_HydrologicEvent',
  'Result_Identifier',
  'Result_ResultDetectionCondition',
  'Result_Characteristic',
  'Result_SampleFraction',
  'Result_Measure',
  'Result_MeasureUnit',
  'Result_MeasureStatusIdentifier',
  'DetectionLimit_TypeA',
  'DetectionLimit_MeasureA',
  'DetectionLimit_MeasureUnitA',
] as const;
export type Wqx3NarrowColumn = (typeof WQX3_NARROW_COLUMNS)[number];

/** The WQX unit code of each portal unit (parameters.unit): what an export writes. */
export const WQX_UNIT_OF_PORTAL_UNIT: Readonly<Record<string, string>> = {
  'µg/L': 'ug/L',
  'mg/L': 'mg/L',
  '°C': 'deg C',
  'µS/cm': 'uS/cm @25C',
  NTU: 'NTU',
  m: 'm',
  ft: 'ft',
  cfs: 'ft3/sec',
  's.u.': 'std units',
  mV: 'mV',
  'MPN/100 mL': 'MPN/100mL',
  ratio: 'None',
};

/** The WQX MonitoringLocationTypeName (Location_Type) of the portal's location types (location_types.name): what an export writes. */
export const WQX_LOCATION_TYPE_OF_PORTAL_TYPE: Readonly<Record<string, string>> = {
  'Surface Water': 'River/Stream',
  Reservoir: 'Lake, Reservoir, Impoundment',
  Groundwater: 'Well',
  Weather: 'Atmosphere',
};

/** The WQX Activity_HydrologicEvent of the portal's flow conditions (results.flow_condition_id). */
export const HYDROLOGIC_EVENT_OF_FLOW_CONDITION: Readonly<Record<number, string>> = { 1: 'Storm', 2: 'Routine sample' };

export interface CharacteristicMapping {
  characteristic: string;
  /** ResultSampleFractionText; '' matches a row with no fraction or one without its own mapping. */
  sampleFraction: string;
  parameterId: number;
  /** The name an export writes for the parameter (one per parameter). */
  preferred?: boolean;
}

/** WQX names of the portal's parameters (characteristic_map's seed); each parameter's own name is added below. */
const WQX_CHARACTERISTICS: readonly CharacteristicMapping[] = [
  { characteristic: 'Stream flow, instantaneous', sampleFraction: '', parameterId: 2, preferred: true },
  { characteristic: 'Height, gage', sampleFraction: '', parameterId: 1901, preferred: true },
  { characteristic: 'Dissolved oxygen (DO)', sampleFraction: '', parameterId: 3, preferred: true },
  { characteristic: 'Depth, Secchi disk depth', sampleFraction: '', parameterId: 6, preferred: true },
  { characteristic: 'pH', sampleFraction: '', parameterId: 7, preferred: true },
  { characteristic: 'Temperature, water', sampleFraction: '', parameterId: 8, preferred: true },
  { characteristic: 'Turbidity', sampleFraction: '', parameterId: 10, preferred: true },
  { characteristic: 'Oxidation reduction potential (ORP)', sampleFraction: '', parameterId: 42, preferred: true },
  { characteristic: 'Specific conductance', sampleFraction: '', parameterId: 1902, preferred: true },
  { characteristic: 'Nitrogen', sampleFraction: 'Total', parameterId: 29, preferred: true },
  { characteristic: 'Total Nitrogen, mixed forms', sampleFraction: 'Total', parameterId: 29 },
  { characteristic: 'Total Nitrogen, mixed forms', sampleFraction: '', parameterId: 29 },
  { characteristic: 'Nitrogen', sampleFraction: 'Dissolved', parameterId: 45, preferred: true },
  { characteristic: 'Phosphorus', sampleFraction: 'Total', parameterId: 28, preferred: true },
  { characteristic: 'Phosphorus', sampleFraction: 'Dissolved', parameterId: 47, preferred: true },
  { characteristic: 'Ammonia', sampleFraction: 'Total', parameterId: 1, preferred: true },
  { characteristic: 'Ammonia', sampleFraction: '', parameterId: 1 },
  { characteristic: 'Ammonia and ammonium', sampleFraction: '', parameterId: 1 },
  { characteristic: 'Inorganic nitrogen (nitrate and nitrite)', sampleFraction: 'Total', parameterId: 9, preferred: true },
  { characteristic: 'Inorganic nitrogen (nitrate and nitrite)', sampleFraction: '', parameterId: 9 },
  { characteristic: 'Nitrate + Nitrite', sampleFraction: '', parameterId: 9 },
  { characteristic: 'Kjeldahl nitrogen', sampleFraction: 'Total', parameterId: 11, preferred: true },
  { characteristic: 'Kjeldahl nitrogen', sampleFraction: '', parameterId: 11 },
  { characteristic: 'Orthophosphate', sampleFraction: 'Dissolved', parameterId: 16, preferred: true },
  { characteristic: 'Soluble Reactive Phosphorus (SRP)', sampleFraction: '', parameterId: 16 },
  { characteristic: 'Inorganic nitrogen', sampleFraction: '', parameterId: 46, preferred: true },
  { characteristic: 'Chlorophyll a', sampleFraction: '', parameterId: 24, preferred: true },
  { characteristic: 'Chlorophyll a, corrected for pheophytin', sampleFraction: '', parameterId: 24 },
  { characteristic: 'Pheophytin a', sampleFraction: '', parameterId: 25, preferred: true },
  { characteristic: 'Escherichia coli', sampleFraction: '', parameterId: 73, preferred: true },
  { characteristic: 'Total suspended solids', sampleFraction: '', parameterId: 30, preferred: true },
  { characteristic: 'Total dissolved solids', sampleFraction: '', parameterId: 27, preferred: true },
  { characteristic: 'Volatile suspended solids', sampleFraction: '', parameterId: 638, preferred: true },
  { characteristic: 'Organic carbon', sampleFraction: 'Total', parameterId: 19, preferred: true },
  { characteristic: 'Organic carbon', sampleFraction: 'Dissolved', parameterId: 634, preferred: true },
  { characteristic: 'Alkalinity, total', sampleFraction: '', parameterId: 20, preferred: true },
  { characteristic: 'Alkalinity', sampleFraction: 'Total', parameterId: 20 },
  { characteristic: 'Chloride', sampleFraction: '', parameterId: 50, preferred: true },
  { characteristic: 'Sulfate', sampleFraction: '', parameterId: 53, preferred: true },
  { characteristic: 'Iron', sampleFraction: 'Total', parameterId: 652, preferred: true },
  { characteristic: 'Manganese', sampleFraction: 'Total', parameterId: 680, preferred: true },
];

/**
 * USGS parameter codes of the gauges' series (docs/feeds.md): a feed names its parameter by code, and
 * the import maps it through characteristic_map like a WQX name. Precipitation (00045) goes to the
 * rain table and needs no parameter.
 */
const USGS_PARAMETER_CODES: readonly CharacteristicMapping[] = [
  { characteristic: '00060', sampleFraction: '', parameterId: 2 },
  { characteristic: '00065', sampleFraction: '', parameterId: 1901 },
  { characteristic: '00010', sampleFraction: '', parameterId: 1906 },
  { characteristic: '00095', sampleFraction: '', parameterId: 1907 },
  { characteristic: '63680', sampleFraction: '', parameterId: 1908 },
];

/**
 * The seed of characteristic_map: the WQX names above, then each parameter's own portal name (preferred
 * for the parameters WQX has no name for: the logger series and the ratios), then the USGS codes of
 * the gauges' series.
 */
export function characteristicMappings(): CharacteristicMapping[] {
  const named = new Set(WQX_CHARACTERISTICS.filter((mapping) => mapping.preferred).map((mapping) => mapping.parameterId));
  const own = PARAMETERS.filter((parameter) => !WQX_CHARACTERISTICS.some((m) => m.characteristic === parameter.name && m.sampleFraction === '')).map(
    (parameter): CharacteristicMapping => ({ characteristic: parameter.name, sampleFraction: '', parameterId: parameter.id, preferred: !named.has(parameter.id) }),
  );
  return [...WQX_CHARACTERISTICS, ...own, ...USGS_PARAMETER_CODES];
}

/**
 * The WQX 3.0 narrow columns that carry what LEGACY_RESULT_COLUMNS names (null: the profile has none),
 * so an import reads both kinds of result file through one set of keys.
 */
export const WQX3_RESULT_COLUMNS = {
  organization: 'Org_Identifier',
  organizationName: 'Org_FormalName',
  activityIdentifier: 'Activity_ActivityIdentifier',
  startDate: 'Activity_StartDate',
  startTime: 'Activity_StartTime',
  timeZone: 'Activity_StartTimeZone',
  location: 'Location_Identifier',
  activityDepth: 'Activity_DepthHeightMeasure',
  activityDepthUnit: 'Activity_DepthHeightMeasureUnit',
  resultDepth: null,
  resultDepthUnit: null,
  hydrologicEvent: 'Activity_HydrologicEvent',
  detectionCondition: 'Result_ResultDetectionCondition',
  characteristic: 'Result_Characteristic',
  sampleFraction: 'Result_SampleFraction',
  value: 'Result_Measure',
  unit: 'Result_MeasureUnit',
  status: 'Result_MeasureStatusIdentifier',
  resultIdentifier: 'Result_Identifier',
  detectionLimit: 'DetectionLimit_MeasureA',
  detectionLimitUnit: 'DetectionLimit_MeasureUnitA',
} as const satisfies Record<keyof typeof LEGACY_RESULT_COLUMNS, Wqx3NarrowColumn | null>;

/**
 * The authority's laboratory results (docs/import.md "The lab format"): every column of its CSV, and those
 * that carry what LEGACY_RESULT_COLUMNS names (null: the format has none; the organisation is the authority).
 * location_name is the site's name (locations.name), qualifier 'U' or '<' a non-detect at the mdl.
 */
export const LAB_RESULT_HEADER = [
  'collect_date', 'collect_time', 'location_name', 'depth_value', 'depth_units', 'characteristic', 'fraction', 'speciation', 'result_value',
  'result_units', 'matrix', 'method', 'qualifier', 'mdl', 'mdl_units', 'pql', 'pql_units', 'flow_condition', 'lab', 'lab_id', 'project_id',
  'department_name', 'received_date', 'analyzed_date', 'analyst', 'cas', 'comments',
] as const;

export const LAB_RESULT_COLUMNS = {
  organization: null,
  organizationName: null,
  activityIdentifier: 'lab_id',
  startDate: 'collect_date',
  startTime: 'collect_time',
  timeZone: null,
  location: 'location_name',
  activityDepth: 'depth_value',
  activityDepthUnit: 'depth_units',
  resultDepth: null,
  resultDepthUnit: null,
  hydrologicEvent: 'flow_condition',
  detectionCondition: 'qualifier',
  characteristic: 'characteristic',
  sampleFraction: 'fraction',
  value: 'result_value',
  unit: 'result_units',
  status: null,
  resultIdentifier: null,
  detectionLimit: 'mdl',
  detectionLimitUnit: 'mdl_units',
} as const satisfies Record<keyof typeof LEGACY_RESULT_COLUMNS, (typeof LAB_RESULT_HEADER)[number] | null>;

/** The WQX 3.0 narrow columns that carry what STATION_COLUMNS names (null: the profile has none). */
export const WQX3_LOCATION_COLUMNS = {
  organization: 'Org_Identifier',
  location: 'Location_Identifier',
  name: 'Location_Name',
  type: 'Location_Type',
  latitude: 'Location_Latitude',
  longitude: 'Location_Longitude',
  huc8: null,
  county: null,
} as const satisfies Record<keyof typeof STATION_COLUMNS, Wqx3NarrowColumn | null>;
