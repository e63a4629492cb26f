// Pending values of imports reviewed by staff (issue 29, item 4; docs/import.md "Pending values"): what
// GET /api/import/pending lists and POST /api/import/aliases takes and answers.
import { Type, type Static } from 'typebox';

export const PendingKindSchema = Type.Union(
  [Type.Literal('site'), Type.Literal('characteristic'), Type.Literal('unit'), Type.Literal('flow_condition'), Type.Literal('depth_category')],
  { description: 'what the value is: a site (identifier, or a lab file\'s location_name), a characteristic (with its fraction), a unit code, a flow condition, a depth category (a depth that is not a number)' },
);

/** A value rows wait for, with its count of held rows. */
export const PendingValueCountSchema = Type.Object({
  kind: PendingKindSchema,
  value: Type.String({ description: 'as the file wrote it' }),
  fraction: Type.String({ description: "the sample fraction of a characteristic; '' for the other kinds" }),
  rows: Type.Integer({ description: 'held rows waiting for it (a row waiting for two values counts for both)' }),
});

export const StoredPendingValueSchema = Type.Object({
  ...PendingValueCountSchema.properties,
  firstFile: Type.String({ description: 'the file of the first row held for it' }),
  firstSeen: Type.String({ format: 'date-time', description: 'when that row was held' }),
});

/** Mapping a pending value to an existing entry (`target`) or adding it as new (`new`). */
export const ResolutionSchema = Type.Object(
  {
    kind: PendingKindSchema,
    value: Type.String({ minLength: 1, description: 'the value as a file wrote it (matched case-insensitively)' }),
    fraction: Type.Optional(Type.String({ description: "a characteristic's sample fraction ('' or absent: any fraction)" })),
    target: Type.Optional(
      Type.String({
        description:
          "the existing entry: a parameter's id or name (characteristic), a site's id, name or identifier (site), a unit code the import converts (unit), " +
          "a flow condition's name or id, Storm or Base (flow_condition), a depth in metres or 'none' (depth_category)",
      }),
    ),
    new: Type.Optional(
      Type.Object(
        {
          name: Type.Optional(Type.String({ minLength: 1, description: "the new parameter's or site's name (default: the value)" })),
          group: Type.Optional(Type.String({ minLength: 1, description: "a characteristic's parameter group, by name (default 'Other', created when missing)" })),
          unit: Type.Optional(Type.String({ minLength: 1, description: "a characteristic's unit (default: the unit most of its held rows have)" })),
          latitude: Type.Optional(Type.Number({ minimum: -90, maximum: 90 })),
          longitude: Type.Optional(Type.Number({ minimum: -180, maximum: 180 })),
          type: Type.Optional(Type.String({ description: "a site's WQX MonitoringLocationTypeName (default: a stream)" })),
        },
        { additionalProperties: false, description: 'add the value as new: a site (latitude and longitude required) or a characteristic (a new parameter)' },
      ),
    ),
  },
  { additionalProperties: false },
);

export const ResolutionRequestSchema = Type.Object(
  {
    mappings: Type.Array(ResolutionSchema, { maxItems: 1000 }),
    acceptNew: Type.Optional(Type.Boolean({ description: "also add every pending characteristic not mapped as a new parameter (group 'Other', the unit of its rows)" })),
  },
  { additionalProperties: false },
);

export const ResolutionReportSchema = Type.Object({
  aliases: Type.Integer({ description: 'aliases written (characteristics in characteristic_map, the other kinds in import_aliases)' }),
  parametersCreated: Type.Integer(),
  sitesCreated: Type.Integer(),
  loaded: Type.Integer({ description: 'held rows loaded as results' }),
  alreadyPresent: Type.Integer({ description: 'held rows whose result was stored already' }),
  rejected: Type.Integer({ description: 'held rows rejected now that their values are known (a unit that does not convert, ...)' }),
  stillPending: Type.Integer({ description: 'held rows still waiting for a value' }),
  rejectedRows: Type.Array(Type.Object({ file: Type.String(), line: Type.Integer(), column: Type.String(), reason: Type.String() })),
  pendingValues: Type.Array(StoredPendingValueSchema, { description: 'the values still pending' }),
  afterCommitError: Type.Union([Type.String(), Type.Null()]),
});

export type PendingKind = Static<typeof PendingKindSchema>;
export type PendingValueCount = Static<typeof PendingValueCountSchema>;
export type StoredPendingValue = Static<typeof StoredPendingValueSchema>;
export type Resolution = Static<typeof ResolutionSchema>;
export type ResolutionRequest = Static<typeof ResolutionRequestSchema>;
export type ResolutionReport = Static<typeof ResolutionReportSchema>;
