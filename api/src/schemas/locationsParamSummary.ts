// GET /api/locations-param-summary: the Site Summary Table (spec 02, sections 3 and 7).
import { Type, type Static } from 'typebox';
import { IsoDateSchema } from './common';

export const LocationTypeNameSchema = Type.Union(
  [Type.Literal('Groundwater'), Type.Literal('Reservoir'), Type.Literal('Surface Water'), Type.Literal('Weather')],
  { description: 'location type' },
);

export const SiteSummaryQuerySchema = Type.Object(
  {
    is_ccbwqa: Type.Optional(
      Type.Boolean({ description: 'true: only CCBWQA locations; false: only other public locations; absent: both' }),
    ),
  },
  { additionalProperties: false },
);

/** One location x parameter that has results, with its period of record. */
export const SiteSummaryRowSchema = Type.Object(
  {
    locationid: Type.Integer(),
    parameterid: Type.Integer(),
    is_ccbwqa: Type.Boolean(),
    location_descrip: Type.String(),
    location_type: LocationTypeNameSchema,
    param_descrip: Type.String(),
    param_group: Type.String(),
    param_groupid: Type.Integer(),
    huc_8: Type.Union([Type.String(), Type.Null()]),
    por_start: IsoDateSchema,
    por_end: IsoDateSchema,
    years: Type.Integer({ minimum: 1, description: 'number of distinct water years (Oct-Sep) with data' }),
    loc_lat: Type.Number(),
    loc_lon: Type.Number(),
  },
  { title: 'SiteSummaryRow' },
);

export const SiteSummaryResponseSchema = Type.Array(SiteSummaryRowSchema);
export type LocationTypeName = Static<typeof LocationTypeNameSchema>;
export type SiteSummaryQuery = Static<typeof SiteSummaryQuerySchema>;
export type SiteSummaryRow = Static<typeof SiteSummaryRowSchema>;
