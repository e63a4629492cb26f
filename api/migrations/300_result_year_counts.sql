-- Record counts of Query & Download without counting every result (issue 15).
-- Counting the results a filter selects read every one of them: ~975,000 for "everything" at scale 1,
-- 85 ms p50 / 120 ms p95 at 10 connections on PostgreSQL and 0.5 s on PGlite, and the download counts
-- once more before it streams. Counts precomputed per series (location x parameter), water year and
-- month turn the whole months of a selection into two lookups per series; only the days of the two
-- partial months at its edges are counted from results (index results_location_parameter_date).
--
-- result_count_years: one row per series that has results and per water year from the first one with
-- results to the year after the last (so every month of that span falls in a row):
--   storm_before, base_before, unknown_before: the series' results in earlier water years, storm
--       (flow condition 1), base flow (2) and without a flow condition;
--   months: the months of this water year that have results, ascending (1 = October ... 12 = September);
--   storm, base, unknown: the results of this water year up to and including each of those months.
-- The results before month k of a water year are then storm_before + storm[width_bucket(k - 1, months)]
-- (width_bucket counts the listed months before k; none: the element is null, 0), and the results of a
-- series in the whole months [m0, m1) are the value at m1 minus the value at m0, whatever the span.
-- Only months with results are listed, so a rebuild is a pass over the monthly counts, not over every
-- month of every series. Flow condition 3 of a filter ('all') takes the three kinds; results hold no
-- other flow condition (their CHECK allows 1, 2 or none).
CREATE TABLE result_count_years (
  water_year      smallint NOT NULL,
  location_id     integer NOT NULL,
  parameter_id    integer NOT NULL,
  storm_before    integer NOT NULL,
  base_before     integer NOT NULL,
  unknown_before  integer NOT NULL,
  months          smallint[] NOT NULL,
  storm           integer[] NOT NULL,
  base            integer[] NOT NULL,
  unknown         integer[] NOT NULL,
  -- Water year first: a count reads the rows of two water years (one per cut).
  PRIMARY KEY (water_year, location_id, parameter_id)
);

-- The span the table covers and whether it still matches results. A statement-level trigger marks it
-- stale on every write to results; refresh_result_counts() rebuilds it and clears the mark in the same
-- transaction as the write that made it stale or a later one. While stale, countRecords counts the
-- results themselves (exact, as slow as before), so no writer can make a count wrong, only slower
-- until it refreshes. The seeder refreshes after loading (src/generator/load.ts).
CREATE TABLE result_count_state (
  singleton         boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  stale             boolean NOT NULL,
  first_water_year  smallint,  -- the first water year with results (null: no results)
  end_water_year    smallint   -- the year after the last one with results
);
INSERT INTO result_count_state (singleton, stale) VALUES (true, true);

CREATE FUNCTION result_counts_stale_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE result_count_state SET stale = true WHERE NOT stale;
  RETURN NULL;
END
$$;

CREATE TRIGGER results_result_counts_stale AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON results
  FOR EACH STATEMENT EXECUTE FUNCTION result_counts_stale_trigger();

-- Rebuilds result_count_years from results (a few seconds at scale 1) and marks it current.
-- Its groupings (~620,000 series-months at scale 1) stay in memory with a larger work_mem.
CREATE FUNCTION refresh_result_counts() RETURNS void LANGUAGE sql SET work_mem = '128MB' AS $$
  -- First lock the state row, which every write to results updates (the trigger above): a writer
  -- that has not committed yet makes this wait, and the statements below (each with a fresh
  -- snapshot, the function being volatile) then see its rows; a writer after this point marks the
  -- counts stale again once this commits. Without it a refresh could read results without a
  -- concurrent write and still mark the counts current.
  SELECT stale FROM result_count_state FOR UPDATE;

  DELETE FROM result_count_years;

  INSERT INTO result_count_years
    (water_year, location_id, parameter_id, storm_before, base_before, unknown_before, months, storm, base, unknown)
  WITH monthly AS (
    -- Month k of the water year: October (10) -> 1, ..., September (9) -> 12.
    SELECT location_id, parameter_id, water_year, (extract(month FROM sample_date)::integer + 2) % 12 + 1 AS k,
           count(*) FILTER (WHERE flow_condition_id = 1) AS storm,
           count(*) FILTER (WHERE flow_condition_id = 2) AS base,
           count(*) FILTER (WHERE flow_condition_id IS NULL) AS unknown
      FROM results
     GROUP BY 1, 2, 3, 4
  ),
  data_years AS (
    -- The water years with results: their months and running counts through each month.
    SELECT location_id, parameter_id, water_year,
           array_agg(k::smallint ORDER BY k) AS months,
           array_agg(storm_through::integer ORDER BY k) AS storm,
           array_agg(base_through::integer ORDER BY k) AS base,
           array_agg(unknown_through::integer ORDER BY k) AS unknown,
           sum(storm) AS storm_total, sum(base) AS base_total, sum(unknown) AS unknown_total
      FROM (SELECT *, sum(storm) OVER months_so_far AS storm_through, sum(base) OVER months_so_far AS base_through,
                   sum(unknown) OVER months_so_far AS unknown_through
              FROM monthly
            WINDOW months_so_far AS (PARTITION BY location_id, parameter_id, water_year ORDER BY k)) running
     GROUP BY location_id, parameter_id, water_year
  ),
  all_years AS (
    -- Every water year of the span for every series (years without results too), with what came before.
    SELECT series.location_id, series.parameter_id, year.water_year, d.months, d.storm, d.base, d.unknown,
           coalesce(sum(d.storm_total) OVER earlier_years, 0) AS storm_before,
           coalesce(sum(d.base_total) OVER earlier_years, 0) AS base_before,
           coalesce(sum(d.unknown_total) OVER earlier_years, 0) AS unknown_before
      FROM (SELECT DISTINCT location_id, parameter_id FROM data_years) series
     CROSS JOIN (SELECT min(water_year) AS first_water_year, max(water_year) + 1 AS end_water_year FROM data_years) span
     CROSS JOIN generate_series(span.first_water_year, span.end_water_year) AS year(water_year)
      LEFT JOIN data_years d USING (location_id, parameter_id, water_year)
    WINDOW earlier_years AS (PARTITION BY series.location_id, series.parameter_id ORDER BY year.water_year
                             ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING)
  )
  SELECT water_year, location_id, parameter_id, storm_before, base_before, unknown_before,
         coalesce(months, '{}'), coalesce(storm, '{}'), coalesce(base, '{}'), coalesce(unknown, '{}')
    FROM all_years
   -- Stored in key order: the rows a count reads (one water year) share a few pages.
   ORDER BY water_year, location_id, parameter_id;

  UPDATE result_count_state
     SET stale = false,
         first_water_year = (SELECT min(water_year) FROM result_count_years),
         end_water_year = (SELECT max(water_year) FROM result_count_years);
$$;

-- Current from the start for a database migrated with its data already loaded.
SELECT refresh_result_counts();
