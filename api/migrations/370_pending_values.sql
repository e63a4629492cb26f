-- Imports reviewed by staff (issue 29, item 4; docs/import.md "Pending values"). A result row whose site,
-- characteristic (with its fraction), unit, flow condition or depth category the portal does not know is
-- no longer rejected: it is HELD here with the values that stopped it, until a staff member maps each
-- such value to an existing entry (an alias, remembered, so the next file matches by itself) or adds it
-- as new. Then the held rows load through the import's own path (api/src/wqx/import/pending.ts).
-- No foreign keys to the catalogue tables: a reseed replaces them (generator/load.ts), and an alias whose
-- target is gone is ignored by the import (catalog.ts), never an error.

-- One held row: the kind of its file (files.ts: legacyResult, wqx3Narrow, labResult) and the cells the
-- import reads of it, by column name as in the file ({"CharacteristicName": "Glyphosate", ...}), enough to
-- map it again the same way; the file and line it came from; and `pending`, the values that hold it: a
-- JSON array of {kind, value, fraction, column, reason}, kind one of site, characteristic, unit,
-- flow_condition, depth_category; fraction is the sample fraction of a characteristic, '' otherwise.
CREATE TABLE import_held_rows (
  id        bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind      text NOT NULL,
  file      text NOT NULL,
  line      integer NOT NULL,
  fields    jsonb NOT NULL,
  pending   jsonb NOT NULL CHECK (jsonb_typeof(pending) = 'array' AND jsonb_array_length(pending) > 0),
  held_at   timestamptz NOT NULL DEFAULT now()
);
-- A file imported again does not hold its rows twice: a row of the same file, line and cells is held once.
CREATE INDEX import_held_rows_file_line ON import_held_rows (file, line);

-- The pending values: each distinct (kind, value, fraction) of the held rows, with the number of rows
-- it holds (a row held by two values counts for both) and where and when it was first seen.
CREATE VIEW import_pending_values AS
SELECT p.kind, p.value, p.fraction, count(*)::integer AS rows,
       (array_agg(h.file ORDER BY h.id))[1] AS first_file, min(h.held_at) AS first_seen
  FROM import_held_rows h
 CROSS JOIN LATERAL jsonb_to_recordset(h.pending) AS p(kind text, value text, fraction text)
 GROUP BY p.kind, p.value, p.fraction;

-- What staff mapped a file's value to (matched case-insensitively, spaces at the ends ignored):
--   site            value: a MonitoringLocationIdentifier or a lab file's location_name; target: locations.id
--   unit            value: a unit code; target: a unit code units.ts converts (e.g. 'mg/L')
--   flow_condition  value: a HydrologicEvent or a lab file's flow_condition; target: flow_conditions.id (1 storm, 2 base)
--   depth_category  value: a depth that is not a number ('Bottom'); target: a depth in metres, or '' for none
--                   (a surface grab or a composite, as results.depth_m null means)
-- Characteristics are mapped where the import has always looked them up: rows of characteristic_map
-- (migrations/320), characteristic + fraction to the parameter.
CREATE TABLE import_aliases (
  kind        text NOT NULL CHECK (kind IN ('site', 'unit', 'flow_condition', 'depth_category')),
  value       text NOT NULL,
  target      text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX import_aliases_kind_value ON import_aliases (kind, lower(value));
