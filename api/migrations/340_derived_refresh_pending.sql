-- What a write of results leaves for after its commit (issue 18): the materialized views of series
-- rebuilt and the water-quality summaries of the dates it touched invalidated (src/db/derivedData.ts).
-- An import notes its dates here in its own transaction and does that work after committing, so its
-- transaction (and the locks a large import holds on results) does not last through the rebuilds; a
-- process that stopped in between leaves the note, and the next start of the API or the next import
-- does the work. The record counts have their own stale mark (300_result_year_counts.sql).
CREATE TABLE derived_refresh_pending (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  first_date  date NOT NULL,
  last_date   date NOT NULL,
  noted_at    timestamptz NOT NULL DEFAULT now(),
  CHECK (first_date <= last_date)
);
