-- Summaries belong to a period, not to the server (issue 14). Every computed period is kept here,
-- shared by every replica: the map asks for a period by its dates, and whoever asks first computes it.
--   state: 'running' while one process computes it (the row is its claim: inserting it is atomic, so
--          two replicas asked at the same moment compute it once), then 'complete' in the same
--          transaction that writes its rows, or 'failed' with nothing written.
--   pinned: never evicted (the baseline; staff may pin others once sign-in exists).
--   last_used_at: when the summary was last read; beyond SUMMARY_PERIODS_MAX the least recently used
--          unpinned periods are deleted (their rows go with them).
-- No data-revision trigger here or on wq_summary: a period's numbers depend only on the results
-- (whose writes bump the revision), so a cached answer for a period stays right after another period
-- is computed or evicted.
CREATE TABLE wq_summary_periods (
  period_start  date NOT NULL,
  period_end    date NOT NULL,
  state         text NOT NULL CHECK (state IN ('running', 'complete', 'failed')),
  claim_id      text,
  pinned        boolean NOT NULL DEFAULT false,
  requested_at  timestamptz NOT NULL DEFAULT now(),
  finished_at   timestamptz,
  last_used_at  timestamptz NOT NULL DEFAULT now(),
  milliseconds  integer,
  reason        text,
  PRIMARY KEY (period_start, period_end),
  CHECK (period_start < period_end)
);

-- A summary of the engine before has no corrected p-value: it is dropped, and the first read of a period
-- computes it again (the baseline in about a second).
DELETE FROM wq_summary;

DROP TRIGGER wq_summary_data_revision ON wq_summary;
ALTER TABLE wq_summary DROP CONSTRAINT wq_summary_pkey;
ALTER TABLE wq_summary ADD PRIMARY KEY (period_start, period_end, location_id, parameter_id, flow);
ALTER TABLE wq_summary ADD FOREIGN KEY (period_start, period_end) REFERENCES wq_summary_periods ON DELETE CASCADE;
-- Hirsch and Slack (1984): the trend's p with the covariance between seasons (serial dependence).
ALTER TABLE wq_summary ADD COLUMN trend_p_corrected double precision;

DROP TABLE wq_summary_staging;
DROP TABLE wq_summary_period;

-- The summary's input, one row per location x parameter: its photic-zone results (depth <= 3 m or
-- none; DOMAIN.md "Statistics") ordered by date, packed as big-endian binary columns (int4 days since
-- 1970-01-01, int4 water year x 4 + quarter - 1, float8 value, int2 flow condition (0 = none) + 16 for
-- a non-detect). A period is then one read of about 14 MB at scale 1 instead of a million rows
-- through the driver. Whatever writes results must run REFRESH MATERIALIZED VIEW summary_series
-- (the seeder does).
CREATE MATERIALIZED VIEW summary_series AS
SELECT location_id,
       parameter_id,
       count(*)::integer AS result_count,
       string_agg(int4send(sample_date - DATE '1970-01-01'), ''::bytea ORDER BY sample_date, id) AS days,
       string_agg(int4send(water_year * 4 + CASE WHEN extract(month FROM sample_date) >= 10 THEN 0
                                                 ELSE ceil(extract(month FROM sample_date) / 3)::integer END),
                  ''::bytea ORDER BY sample_date, id) AS season_years,
       string_agg(float8send(value), ''::bytea ORDER BY sample_date, id) AS result_values,
       string_agg(int2send((coalesce(flow_condition_id, 0) + CASE WHEN nondetect THEN 16 ELSE 0 END)::smallint), ''::bytea ORDER BY sample_date, id) AS flags
  FROM results
 WHERE depth_m IS NULL OR depth_m <= 3
 GROUP BY location_id, parameter_id;

CREATE UNIQUE INDEX summary_series_location_parameter ON summary_series (location_id, parameter_id);
