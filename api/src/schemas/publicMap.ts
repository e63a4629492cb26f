// The public map's calls (spec 01 §3, §7). No Node-only imports: the browser imports these types.
import { Type, type TSchema, type Static } from 'typebox';
import { IsoDateSchema, ValueStatusSchema } from './common';
import { IdListSchema, IdSchema } from './ids';
import { LocationTypeNameSchema } from './locationsParamSummary';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Json = Type.Unknown({ description: 'JSON value' });

export const MapLocationSchema = Type.Object(
  {
    locationid: Type.Integer(),
    location_name: Type.String(),
    location_desc: Type.String(),
    location_type: LocationTypeNameSchema,
    county: Nullable(Type.String()),
    huc_8: Nullable(Type.String()),
    huc_12: Nullable(Type.String()),
    parameter_groups: Type.Array(Type.String()),
    parameter_group_ids: Type.Array(Type.Integer(), { description: 'the ids of parameter_groups, in the same order (a page names a group in its language by id)' }),
    location_geometry: Type.Object({ type: Type.Literal('Point'), coordinates: Type.Array(Type.Number(), { minItems: 2, maxItems: 2 }) }),
    latitude_dd: Type.Number(),
    longitude_dd: Type.Number(),
    telem: Type.Boolean(),
    active: Type.Boolean(),
    is_ccbwqa: Type.Boolean(),
    recordcount_alldata: Type.Integer(),
    recordcount_baseflow: Type.Integer(),
    recordcount_stormflow: Type.Integer(),
    parameterid_array_alldata: Type.Array(Type.Integer()),
    parameterid_array_baseflow: Type.Array(Type.Integer()),
    parameterid_array_stormflow: Type.Array(Type.Integer()),
    parameter_group_fav: Nullable(Type.String({ description: 'the group with the most results at the location' })),
    parameter_group_fav_id: Nullable(Type.Integer({ description: 'the id of parameter_group_fav' })),
    summary_benchmark_scale_median: Nullable(Type.Integer({ minimum: 0, maximum: 4, description: 'worst benchmark class of the medians (alldata) in the current summary' })),
    por_start: Nullable(IsoDateSchema),
    por_end: Nullable(IsoDateSchema),
    notes: Nullable(Type.String()),
  },
  { title: 'MapLocation' },
);
export const MapLocationsResponseSchema = Type.Array(MapLocationSchema);

export const MapSourceSchema = Type.Object(
  {
    id: Type.String(),
    type: Type.String(),
    url: Nullable(Type.String()),
    attribution: Nullable(Type.String()),
    data: Type.Union([Type.Unknown(), Type.Null()], { description: 'a GeoJSON source: its FeatureCollection, coordinates rounded to 5 decimals (about 1 m); null for other sources' }),
  },
  { title: 'MapSource' },
);
export const MapSourcesResponseSchema = Type.Array(MapSourceSchema);

export const LayerLayoutSchema = Type.Object(
  { visibility: Type.Union([Type.Literal('visible'), Type.Literal('none')], { description: "initial visibility; 'visible' unless the layer says otherwise" }) },
  { additionalProperties: true, description: 'map style layout properties' },
);

export const LrePropertiesSchema = Type.Object(
  {
    layerGroup: Nullable(Type.String({ description: 'group of the layers panel' })),
    legendGroup: Nullable(Type.String({ description: 'group of the legend' })),
    popup: Type.Object({ excludeFields: Type.Array(Type.String()) }, { additionalProperties: true }),
    titleField: Nullable(Type.String({ description: 'feature property used as the popup title' })),
    excludePopup: Type.Boolean(),
    excludeLayerCollapse: Type.Boolean(),
    alsoControlOpacityFor: Type.Array(Type.String({ description: 'layer id' })),
  },
  { additionalProperties: true, title: 'LreProperties' },
);

export const MapLayerSchema = Type.Object(
  {
    id: Type.String(),
    type: Type.String(),
    source: Type.String(),
    layout: LayerLayoutSchema,
    paint: Json,
    filter: Nullable(Json),
    drawOrder: Type.Integer(),
    legendOrder: Type.Integer(),
    lreProperties: LrePropertiesSchema,
  },
  { title: 'MapLayer' },
);
export const MapLayersResponseSchema = Type.Array(MapLayerSchema);

const Option = Type.Object({ value: Type.Union([Type.String(), Type.Integer()]), display: Type.String() });
export const MapFiltersSchema = Type.Object(
  {
    locationTypes: Type.Array(Option),
    parameterGroups: Type.Array(Option),
    parameters: Type.Array(Type.Object({ value: Type.Integer(), display: Type.String(), group: Type.Integer(), unit: Type.String() })),
    analysis: Type.Array(Option),
    flow: Type.Array(Option),
    startDate: IsoDateSchema,
    endDate: IsoDateSchema,
  },
  { title: 'MapFilters' },
);

export const TimeSeriesParamsSchema = Type.Object({
  locationId: IdSchema('location id'),
  parameterIds: IdListSchema('parameter ids', 50),
});

export const DailyPointSchema = Type.Object(
  {
    collect_date: IsoDateSchema,
    parameterid: Type.Integer(),
    result: Type.Number(),
    units: Type.String(),
    location_name: Type.String(),
    organization: Nullable(Type.String()),
    nondetect: Type.Boolean(),
    flow_conditions: Nullable(Type.Integer({ description: '1 storm, 2 base' })),
    status: ValueStatusSchema,
  },
  { title: 'DailyPoint' },
);
export const DailySeriesResponseSchema = Type.Array(DailyPointSchema);

export const AnnualPointSchema = Type.Object(
  {
    collect_year: Type.Integer({ description: 'water year (October-September, named by its end)' }),
    parameterid: Type.Integer(),
    result_median_alldata: Nullable(Type.Number()),
    result_pctile_alldata: Nullable(Type.Number()),
    result_median_baseflow: Nullable(Type.Number()),
    result_pctile_baseflow: Nullable(Type.Number()),
    result_median_stormflow: Nullable(Type.Number()),
    result_pctile_stormflow: Nullable(Type.Number()),
  },
  { title: 'AnnualPoint' },
);
export const AnnualSeriesResponseSchema = Type.Array(AnnualPointSchema);

export const BenchmarkScaleColorSchema = Type.Object(
  { bmk_value: Type.Integer({ minimum: 0, maximum: 4 }), dot_symbol_color: Type.String(), legend_text: Type.String() },
  { title: 'BenchmarkScaleColor' },
);
export const BenchmarkScaleColorsResponseSchema = Type.Array(BenchmarkScaleColorSchema);

export type MapLocation = Static<typeof MapLocationSchema>;
export type MapSource = Static<typeof MapSourceSchema>;
export type MapLayer = Static<typeof MapLayerSchema>;
export type MapFilters = Static<typeof MapFiltersSchema>;
export type DailyPoint = Static<typeof DailyPointSchema>;
export type AnnualPoint = Static<typeof AnnualPointSchema>;
export type BenchmarkScaleColor = Static<typeof BenchmarkScaleColorSchema>;
export type LreProperties = Static<typeof LrePropertiesSchema>;
