-- Non-detects whose detection limit is unknown (issue 29): a WQP narrowResult carries no detection
-- limits (WQP serves them as the separate ResultDetectionQuantitationLimit profile), so a 'Not Detected'
-- row of it has neither a value nor a limit. It is an observation all the same (censored at a level not
-- yet known), kept as a non-detect with value and detection_limit null; a detection-limit file joined by
-- ResultIdentifier fills both in later (docs/import.md). Every other result keeps a value, as before:
-- a null value means exactly "non-detect, limit unknown".
ALTER TABLE results ALTER COLUMN value DROP NOT NULL;
ALTER TABLE results ADD CONSTRAINT results_value_or_limit_unknown
  CHECK (value IS NOT NULL OR (nondetect AND detection_limit IS NULL));

-- summary_series (330_results_insert_speed.sql) packs one float8 per result: string_agg skips nulls, so
-- a null value would shift every later value against its date. Such a result is packed as NaN with the
-- flag + 32 ("limit unknown", besides + 16 for a non-detect): the summary leaves it out of the
-- statistics that need a value and counts it (docs/statistics.md).
DROP MATERIALIZED VIEW summary_series;
CREATE MATERIALIZED VIEW summary_series AS
SELECT location_id,
       parameter_id,
       count(*)::integer AS result_count,
       string_agg(int4send(sample_date - DATE '1970-01-01'), ''::bytea ORDER BY sample_date, id) AS days,
       string_agg(int4send(water_year * 4 + CASE WHEN date_part('month', sample_date) >= 10 THEN 0
                                                 ELSE ceil(date_part('month', sample_date) / 3)::integer END),
                  ''::bytea ORDER BY sample_date, id) AS season_years,
       string_agg(float8send(coalesce(value, 'NaN'::float8)), ''::bytea ORDER BY sample_date, id) AS result_values,
       string_agg(int2send((coalesce(flow_condition_id, 0) + CASE WHEN nondetect THEN 16 ELSE 0 END
                            + CASE WHEN value IS NULL THEN 32 ELSE 0 END)::smallint), ''::bytea ORDER BY sample_date, id) AS flags
  FROM results
 WHERE depth_m IS NULL OR depth_m <= 3
 GROUP BY location_id, parameter_id;
CREATE UNIQUE INDEX summary_series_location_parameter ON summary_series (location_id, parameter_id);

-- The summary of a period counts, per flow, the non-detects of unknown limit it left out of the median,
-- percentile and trend (not in record_count, which counts the values those statistics used).
ALTER TABLE wq_summary ADD COLUMN nondetect_limit_unknown_count integer NOT NULL DEFAULT 0;
