-- Feeds kept current (issue 31, docs/feeds.md "Kept current"): the sources a basin package configures
-- (feeds.json), and what `npm run refresh-feeds` remembers of each between its runs.

-- A configured source, as the basin package gives it (basin/tables.ts 'feed_sources'): its format
-- (feeds/formats.ts FeedFormat), the URL template with {sites}, {start} and {end}, the agency's site codes
-- it asks for, and its optional settings (ghcnUnits, initialDays, lookbackDays, revisionHours, times).
CREATE TABLE feed_sources (
  id       text PRIMARY KEY,
  format   text NOT NULL,
  url      text NOT NULL,
  sites    jsonb NOT NULL CHECK (jsonb_typeof(sites) = 'array'),
  options  jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(options) = 'object')
);

-- What the refresher knows of a source: its last run and last successful run, the newest value its
-- answers gave per site (the feed's identifier, 'USGS-06713500': the instant, or a day's value at its
-- day's 00:00 UTC) and the newest of all, when it last reached back for revisions, the source as it was
-- configured at its last successful run (format, url, sites: another one starts over from the initial
-- period), and the last run's report. A source the package no longer has takes its state with it.
CREATE TABLE feed_source_state (
  source_id             text PRIMARY KEY REFERENCES feed_sources (id) ON DELETE CASCADE,
  last_run_at           timestamptz NOT NULL,
  last_success_at       timestamptz,
  newest_value_at       timestamptz,
  newest_by_site        jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(newest_by_site) = 'object'),
  revisions_checked_at  timestamptz,
  configured            jsonb,
  last_report           jsonb NOT NULL
);

-- A feed's value already held for staff is not held again when a later answer repeats it (whatever its
-- file and line: each run's window overlaps the last): the import looks it up by its cells.
CREATE INDEX import_held_rows_feed_fields ON import_held_rows (fields) WHERE kind = 'feed';
