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

/** A file of an import: its name, its kind (files.ts) and its rows. */
export const ImportedFileSchema = Type.Object({
  name: Type.String(),
  kind: Type.Union([
    Type.Literal('legacyResult'), Type.Literal('station'), Type.Literal('wqx3Narrow'), Type.Literal('detectionLimit'), Type.Literal('labResult'),
    Type.Literal('feed', { description: 'a gauge or rain-gauge feed: USGS NWIS RDB or Water Data, NOAA GHCN-Daily, CoCoRaHS, the plain CSV of values (docs/feeds.md)' }),
  ]),
  rows: Type.Integer(),
});

/** What POST /api/import answers (issue 18; routes/(staff)/import). */
export const ImportReportSchema = Type.Object(
  {
    files: Type.Array(ImportedFileSchema),
    added: Type.Integer({ description: 'results added' }),
    alreadyPresent: Type.Integer({ description: 'rows whose result was stored already (or came earlier in the upload)' }),
    pending: Type.Integer({ description: 'rows held for review: a value they carry is unknown (pendingValues); GET /api/import/pending, POST /api/import/aliases' }),
    rejected: Type.Integer(),
    pendingValues: Type.Array(PendingValueCountSchema, { description: "the values this import's held rows wait for, most rows first" }),
    heldRowsRetried: Type.Object(
      { loaded: Type.Integer(), alreadyPresent: Type.Integer(), rejected: Type.Integer(), stillPending: Type.Integer() },
      { description: 'rows held by earlier imports mapped again because a value of theirs became known (a station file brought the site, ...)' },
    ),
    nonDetectsWithoutLimit: Type.Integer({
      description:
        "rows of result files kept as non-detects whose detection limit is unknown ('Not Detected' without a limit or value, as in a narrowResult file), " +
        'added or present already: stored without a value and left out of statistics that need one until a detection-limit file fills them in',
    }),
    detectionLimitsFilled: Type.Integer({ description: 'results given a detection limit by a ResultDetectionQuantitationLimit file (joined by ResultIdentifier)' }),
    nonDetectsLimitFilled: Type.Integer({ description: 'of which non-detects whose limit was unknown: they now have the limit as their value' }),
    detectionLimitsNotUsed: Type.Integer({
      description: "rows of detection-limit files not used: the result's limit was known already, another of its limits was chosen, or an upper limit",
    }),
    feedValues: Type.Object(
      {
        added: Type.Integer({ description: 'values the portal did not have' }),
        revised: Type.Integer({ description: 'values the agency has changed since they were stored (a provisional value revised or approved): replaced' }),
        unchanged: Type.Integer({ description: 'values stored the same already' }),
      },
      { description: 'values of gauge and rain-gauge feed files (readings and daily rain)' },
    ),
    rejectedRows: Type.Array(
      Type.Object({ file: Type.String(), line: Type.Integer({ description: 'the header is line 1' }), column: Type.String(), reason: Type.String() }),
      { description: 'the first 1,000 rejected rows' },
    ),
    sitesCreated: Type.Integer(),
    organizationsCreated: Type.Integer(),
    committed: Type.Boolean({ description: 'false: nothing was changed (dryRun, or strict with rejected rows)' }),
    milliseconds: Type.Integer({ description: 'until the import committed' }),
    refreshMilliseconds: Type.Integer({
      description: 'after the commit, checking the foreign keys of a large import, rebuilding the series views and invalidating the summaries of the dates imported',
    }),
    countsMilliseconds: Type.Integer({ description: 'after that, rebuilding the record counts of Query & Download' }),
    afterCommitError: Type.Union([Type.String(), Type.Null()], {
      description: "why the work after the commit stopped (the import stands; the API's next start or the next import finishes it), or null",
    }),
  },
  { $id: 'ImportReport' },
);

const DateTimeSchema = Type.String({ format: 'date-time' });

/** An import in the history (issue 29, item 5; migrations/380): who, when, its files and its report's counts, and its undo. */
export const ImportRecordSchema = Type.Object({
  id: Type.Integer(),
  importedAt: DateTimeSchema,
  importedBy: Type.String({ description: "who ran it: the name of the caller's verified token, else its sub" }),
  files: Type.Array(ImportedFileSchema),
  added: Type.Integer({ description: 'results added' }),
  alreadyPresent: Type.Integer(),
  pending: Type.Integer({ description: 'rows held for review' }),
  rejected: Type.Integer(),
  undoneAt: Type.Union([DateTimeSchema, Type.Null()]),
  undoneBy: Type.Union([Type.String(), Type.Null()]),
  removed: Type.Union([Type.Integer(), Type.Null()], { description: 'results the undo deleted (held rows of it loaded later included); null until undone' }),
});

export const ImportListQuerySchema = Type.Object(
  { limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, description: 'how many of the newest imports (default 200)' })) },
  { additionalProperties: false },
);

export const ImportIdParamsSchema = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647, description: 'the id of an import in GET /api/imports' }) });

/** What POST /api/imports/:id/undo answers. */
export const UndoReportSchema = Type.Object({
  import: ImportRecordSchema,
  heldRowsRemoved: Type.Integer({ description: 'rows of it still held for review, deleted' }),
  refreshMilliseconds: Type.Integer({ description: 'after the commit: the series views rebuilt and the summaries of the dates invalidated' }),
  countsMilliseconds: Type.Integer({ description: 'after that: the record counts of Query & Download rebuilt' }),
  afterCommitError: Type.Union([Type.String(), Type.Null()], { description: "why the work after the commit stopped (the undo stands; the API's next start or the next import finishes it), or null" }),
});

export type ImportReport = Static<typeof ImportReportSchema>;
export type ImportRecord = Static<typeof ImportRecordSchema>;
export type UndoReport = Static<typeof UndoReportSchema>;
export type PendingKind = Static<typeof PendingKindSchema>;
export type PendingValueCount = Static<typeof PendingValueCountSchema>;
export type StoredPendingValue = Static<typeof StoredPendingValueSchema>;
export type Resolution = Static<typeof ResolutionSchema>;
export type ResolutionRequest = Static<typeof ResolutionRequestSchema>;
export type ResolutionReport = Static<typeof ResolutionReportSchema>;
