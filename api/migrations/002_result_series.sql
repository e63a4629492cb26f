-- One row per location x parameter with results: period of record, water years with data and record
-- counts per flow condition. Aggregating a million results takes about half a second on PGlite, so
-- the pages that list series (site summary, dropdowns, map record counts) read this instead.
-- Whatever writes results must run: REFRESH MATERIALIZED VIEW result_series (the seeder does).
CREATE MATERIALIZED VIEW result_series AS
SELECT location_id,
       parameter_id,
       min(sample_date) AS por_start,
       max(sample_date) AS por_end,
       count(DISTINCT water_year)::integer AS water_years,
       count(*)::integer AS record_count,
       (count(*) FILTER (WHERE flow_condition_id = 1))::integer AS storm_count,
       (count(*) FILTER (WHERE flow_condition_id = 2))::integer AS base_count
  FROM results
 GROUP BY location_id, parameter_id;

CREATE UNIQUE INDEX result_series_location_parameter ON result_series (location_id, parameter_id);
