-- Standards interop (issue 18): what the Water Quality Portal (WQP/WQX) calls the portal's parameters,
-- the site identifiers files use, and what an import keeps of each result.

-- WQX CharacteristicName + ResultSampleFractionText of each parameter. sample_fraction '' means "any or
-- none": it matches a file row whose fraction has no exact row here ('Phosphorus' has only Total and
-- Dissolved rows, so a Phosphorus row without a fraction is rejected as ambiguous). `preferred` marks
-- the one name an export writes for the parameter. Every parameter also maps from its own portal name,
-- so a WQX export of any parameter (ratios and logger series included) imports again.
CREATE TABLE characteristic_map (
  characteristic   text NOT NULL,
  sample_fraction  text NOT NULL DEFAULT '',
  parameter_id     integer NOT NULL REFERENCES parameters (id),
  preferred        boolean NOT NULL DEFAULT false,
  PRIMARY KEY (characteristic, sample_fraction)
);
CREATE UNIQUE INDEX characteristic_map_preferred ON characteristic_map (parameter_id) WHERE preferred;

-- A site's WQX MonitoringLocationIdentifier. Null for the authority's own sites, whose identifier is
-- 'CCBWQA-' || name (see location_identifiers): the one rule import, export and OGC API share.
ALTER TABLE locations ADD COLUMN identifier text UNIQUE;
CREATE VIEW location_identifiers AS
  SELECT id AS location_id, coalesce(identifier, 'CCBWQA-' || name) AS identifier FROM locations;

-- Imported results keep their source's ResultIdentifier (unique per organisation: importing a file
-- again adds nothing), status (ResultStatusIdentifier: Accepted, Preliminary, ...) and the time zone
-- of sample_time (ActivityStartTime/TimeZoneCode; null: the basin's local time, as generated data).
ALTER TABLE results ADD COLUMN result_identifier text;
ALTER TABLE results ADD COLUMN status text;
ALTER TABLE results ADD COLUMN time_zone text;
CREATE UNIQUE INDEX results_organization_identifier ON results (organization_id, result_identifier) WHERE result_identifier IS NOT NULL;
