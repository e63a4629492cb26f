-- Gauges and rain gauges from the agencies' feeds (issue 31, docs/feeds.md): a value keeps how far its
-- agency stands behind it, and the telemetry's daily statistics become a table rebuilt for the days a
-- write changed instead of a materialized view refreshed whole.

-- status: 'approved' (USGS A; the generator's and every value loaded before feeds), 'provisional' (USGS P,
-- a CoCoRaHS report, a GHCN-D value failing a quality check: subject to revision) or 'estimated' (USGS e).
-- qualifiers: the agency's codes as it gave them, space-separated ('P e', 'A [4]', 'T'); null when none.
ALTER TABLE telemetry_readings
  ADD COLUMN status text NOT NULL DEFAULT 'approved' CHECK (status IN ('approved', 'provisional', 'estimated')),
  ADD COLUMN qualifiers text;
ALTER TABLE precipitation
  ADD COLUMN status text NOT NULL DEFAULT 'approved' CHECK (status IN ('approved', 'provisional', 'estimated')),
  ADD COLUMN qualifiers text;

-- The daily average, minimum and maximum of the readings per location, parameter and America/Denver day
-- (what migrations/260 made a materialized view), with how many of the day's readings are not approved.
DROP MATERIALIZED VIEW telemetry_daily;
CREATE TABLE telemetry_daily (
  location_id        integer NOT NULL,
  parameter_id       integer NOT NULL,
  day                date NOT NULL,
  daily_average      double precision NOT NULL,
  daily_min          double precision NOT NULL,
  daily_max          double precision NOT NULL,
  reading_count      integer NOT NULL,
  provisional_count  integer NOT NULL,
  estimated_count    integer NOT NULL,
  PRIMARY KEY (parameter_id, location_id, day)
);

-- Rebuilds the daily statistics of one location and parameter over the days first..last (inclusive); a
-- null argument means every location, every parameter, from the first or to the last day. A feed's write
-- rebuilds the days it touched; a basin package's load rebuilds all. Returns the rows written.
CREATE FUNCTION refresh_telemetry_daily(p_location integer, p_parameter integer, p_first date, p_last date) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  written integer;
BEGIN
  DELETE FROM telemetry_daily
   WHERE (p_location IS NULL OR location_id = p_location) AND (p_parameter IS NULL OR parameter_id = p_parameter)
     AND (p_first IS NULL OR day >= p_first) AND (p_last IS NULL OR day <= p_last);
  INSERT INTO telemetry_daily
  SELECT location_id, parameter_id, (reading_time AT TIME ZONE 'America/Denver')::date,
         avg(value), min(value), max(value), count(*)::integer,
         (count(*) FILTER (WHERE status = 'provisional'))::integer, (count(*) FILTER (WHERE status = 'estimated'))::integer
    FROM telemetry_readings
   WHERE (p_location IS NULL OR location_id = p_location) AND (p_parameter IS NULL OR parameter_id = p_parameter)
     -- The day's bounds as instants, so the primary key's range is used.
     AND (p_first IS NULL OR reading_time >= (p_first::timestamp AT TIME ZONE 'America/Denver'))
     AND (p_last IS NULL OR reading_time < ((p_last + 1)::timestamp AT TIME ZONE 'America/Denver'))
   GROUP BY location_id, parameter_id, (reading_time AT TIME ZONE 'America/Denver')::date;
  GET DIAGNOSTICS written = ROW_COUNT;
  RETURN written;
END
$$;

SELECT refresh_telemetry_daily(NULL, NULL, NULL, NULL);

-- A table now: its writes change the data revision like the others' (migrations/270).
CREATE TRIGGER telemetry_daily_data_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON telemetry_daily
  FOR EACH STATEMENT EXECUTE FUNCTION data_revision_trigger();

-- A result's status in the same words: its WQX ResultStatusIdentifier says whether it is still subject to
-- revision (Preliminary, Provisional, Unreviewed); Accepted, Final, Validated, Historical and none (the
-- authority's own, reviewed before they are published) are approved.
CREATE FUNCTION result_value_status(result_status text) RETURNS text LANGUAGE sql IMMUTABLE AS
  $$SELECT CASE WHEN lower(result_status) IN ('preliminary', 'provisional', 'unreviewed') THEN 'provisional' ELSE 'approved' END$$;
