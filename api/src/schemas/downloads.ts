// Query & Download: saved filters, record counts and the CSV download (spec 02 §3, §7, §9).
import { Type, type Static } from 'typebox';
import { IsoDateSchema } from './common';
import { IdArraySchema } from './ids';

export { DOWNLOAD_CAP as DOWNLOAD_RECORD_CAP } from '../domain';


export const SavedDownloadFilterSchema = Type.Object(
  {
    user_uuid: Type.String({ minLength: 1, maxLength: 200, description: "the caller's user id, or 'public' when not signed in" }),
    parameters: IdArraySchema('parameter ids', 500),
    locations: IdArraySchema('location ids', 500),
    flow_conditions: Type.Array(Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]), {
      minItems: 1,
      maxItems: 3,
      uniqueItems: true,
      description: '1 storm, 2 base, 3 all',
    }),
    start_date: IsoDateSchema,
    end_date: IsoDateSchema,
  },
  { additionalProperties: false, title: 'SavedDownloadFilter' },
);

/** GET /download-user-filters/{userSub}: the saved filter, or null when none is saved. */
export const SavedFilterOrNoneSchema = Type.Union([SavedDownloadFilterSchema, Type.Null()]);

export const UserSubParamsSchema = Type.Object({ userSub: Type.String({ minLength: 1, maxLength: 200 }) });
export const UuidBodySchema = Type.Object({ uuid: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false });
export const RecordCountResponseSchema = Type.Array(
  Type.Object({
    sel_recordcount: Type.Integer({ minimum: 0 }),
    max_records: Type.Integer({ minimum: 1, description: 'the most records one download may hold (the server\'s configured cap, 110,000 by default)' }),
  }),
);

/**
 * The columns of a downloaded row, in file order (spec 02 §3 "Download row"), then the result's status
 * (issue 31: approved or provisional, from its WQX ResultStatusIdentifier; docs/feeds.md).
 */
export const DOWNLOAD_COLUMNS = [
  'location_name', 'parameter', 'parameter_group', 'collect_date', 'result', 'result_units', 'flow_condition',
  'location_type', 'data_source', 'taxa', 'depth', 'depth_units', 'depth_category', 'flag', 'status',
] as const;

export type SavedDownloadFilter = Static<typeof SavedDownloadFilterSchema>;
export type RecordCount = Static<typeof RecordCountResponseSchema>[number];

/** The names of the download files, part of the routes' contracts (Content-Disposition). */
export const GEOJSON_FILE_NAME = 'Locations.geojson';
export const WQX_FILE_NAME = 'Time Series Data (WQX).csv';
