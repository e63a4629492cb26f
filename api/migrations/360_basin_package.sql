-- Basin packages (issue 29, docs/basin-package.md): what a package says about the basin itself, and
-- the parameter setting the map's legend read from a fixed list until now.

-- The basin: its name and the rest of basin.json (map centre and zoom, contact, external links).
CREATE TABLE basin (
  id        smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  name      text NOT NULL,
  document  jsonb NOT NULL
);

-- Whether the legend's lowest class of the parameter reads '< line1' instead of 'line0 - line1'
-- (spec 01 §9: parameter indices 73, 7, 8, 1902, 3, 10, 6).
ALTER TABLE parameters ADD COLUMN less_than_range boolean NOT NULL DEFAULT false;
UPDATE parameters SET less_than_range = true WHERE id IN (73, 7, 8, 1902, 3, 10, 6);

-- The fixed vocabulary (spec 01: location types; flow conditions Storm, Base, All): every portal has it,
-- so a freshly migrated database takes an import before any basin package is loaded. A package's
-- location-types.csv and flow-conditions.csv may rename them.
INSERT INTO location_types (id, name) VALUES (1, 'Groundwater'), (2, 'Reservoir'), (3, 'Surface Water'), (4, 'Weather') ON CONFLICT DO NOTHING;
INSERT INTO flow_conditions (id, name) VALUES (1, 'Storm'), (2, 'Base'), (3, 'All') ON CONFLICT DO NOTHING;
