// GET /reservoir-standard-tracker: the reservoir's chlorophyll-a standard, season by season (DOMAIN.md).
import { Type, type Static } from 'typebox';
import { IsoDateSchema } from './common';
import { requestDate } from './analysis';

export const StandardTrackerQuerySchema = Type.Object(
  {
    as_of: Type.Optional(
      requestDate('the day the assessment is made (YYYY-MM-DD); default today in America/Denver. A growing season is complete once its September 30 has passed.'),
    ),
  },
  { additionalProperties: false },
);

export const StandardSeasonSchema = Type.Object(
  {
    year: Type.Integer({ description: 'the growing season, July 1 to September 30 of this year' }),
    mean: Type.Union([Type.Number(), Type.Null()], { description: 'mean of every photic-zone result of the season (a non-detect as half its detection limit); null without samples' }),
    mean_reported: Type.Union([Type.Number(), Type.Null()], { description: 'the mean with one decimal, as it is reported and compared with the standard' }),
    samples: Type.Integer({ description: 'results averaged' }),
    nondetects: Type.Integer({ description: 'of which non-detects' }),
    nondetects_limit_unknown: Type.Integer({
      description: 'non-detects whose detection limit is unknown (no value): left out of the mean and not in samples',
    }),
    exceeded: Type.Union([Type.Boolean(), Type.Null()], { description: 'mean_reported above the standard; null without samples' }),
  },
  { title: 'StandardSeason' },
);

export const StandardTrackerSchema = Type.Object(
  {
    as_of: IsoDateSchema,
    parameterid: Type.Integer(),
    parameter: Type.String(),
    unit_name: Type.String(),
    standard: Type.Number({ description: 'the growing-season mean must not exceed this (µg/L)' }),
    locationids: Type.Array(Type.Integer()),
    location_names: Type.Array(Type.String()),
    photic_zone_depth_m: Type.Number({ description: 'results at this depth or shallower, or without a depth (composites), count' }),
    allowed_exceedances: Type.Integer(),
    assessment_years: Type.Integer(),
    latest_season: Type.Integer({ description: 'the latest complete growing season on as_of' }),
    seasons: Type.Array(StandardSeasonSchema, { description: 'the tracked seasons up to latest_season, oldest first (every year, with or without samples)' }),
    exceedances: Type.Integer({ description: 'seasons above the standard among the last assessment_years seasons' }),
    seasons_without_samples: Type.Integer({ description: 'seasons without samples among the last assessment_years seasons' }),
  },
  { title: 'StandardTracker' },
);

export type StandardTrackerQuery = Static<typeof StandardTrackerQuerySchema>;
export type StandardSeason = Static<typeof StandardSeasonSchema>;
export type StandardTracker = Static<typeof StandardTrackerSchema>;
