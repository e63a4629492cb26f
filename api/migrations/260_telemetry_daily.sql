-- Daily average, minimum and maximum of the 15-minute telemetry per location, parameter and
-- America/Denver calendar day: what the stream logger daily stats answer. Aggregating the ~1.2 million
-- readings took 0.8-1 s per call; this view is read instead (an index range per parameter and location).
-- Created here from whatever readings exist; whatever writes telemetry_readings must run
-- REFRESH MATERIALIZED VIEW telemetry_daily (the seeder does, like result_series).
CREATE MATERIALIZED VIEW telemetry_daily AS
SELECT location_id,
       parameter_id,
       (reading_time AT TIME ZONE 'America/Denver')::date AS day,
       avg(value) AS daily_average,
       min(value) AS daily_min,
       max(value) AS daily_max,
       count(*)::integer AS reading_count
  FROM telemetry_readings
 GROUP BY location_id, parameter_id, (reading_time AT TIME ZONE 'America/Denver')::date;

CREATE UNIQUE INDEX telemetry_daily_parameter_location_day ON telemetry_daily (parameter_id, location_id, day);
