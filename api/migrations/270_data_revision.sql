-- One number that changes whenever the public data changes: the API's response cache keys its
-- entries by it (src/plugins/response-cache.ts), so a cached answer is never served after an import,
-- a reseed or a summary rebuild, whichever process or replica made the change.
-- Statement-level triggers bump it on every write to a table the public reads answer from; saved
-- download filters (per visitor, never cached) and the summary's staging table are left out.
-- Materialized views change without triggers: whatever refreshes one bumps the revision itself
-- (bump_data_revision() after REFRESH, as the seeder does).
CREATE TABLE data_revision (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  revision bigint NOT NULL
);
INSERT INTO data_revision (singleton, revision) VALUES (true, 1);

CREATE FUNCTION bump_data_revision() RETURNS void LANGUAGE sql AS
  'UPDATE data_revision SET revision = revision + 1';

CREATE FUNCTION data_revision_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_data_revision();
  RETURN NULL;
END
$$;

DO $$
DECLARE
  data_table text;
BEGIN
  FOREACH data_table IN ARRAY ARRAY[
    'location_types', 'locations', 'parameter_groups', 'parameters', 'parameter_benchmarks', 'flow_conditions',
    'organizations', 'sources', 'results', 'telemetry_readings', 'precipitation', 'map_sources', 'map_layers',
    'map_features', 'pollution_abatement_projects', 'wq_summary', 'wq_summary_period'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION data_revision_trigger()',
      data_table || '_data_revision', data_table);
  END LOOP;
END
$$;
