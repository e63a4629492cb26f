-- The history of imports (issue 29, item 5; docs/import.md "The Import Data page"): every import through
-- POST /api/import that committed is recorded with who ran it (the verified token's sub and name, never a
-- field the client sends), when, its files and its report's counts. The results it added and the rows it
-- held carry its id, so staff can undo it (POST /api/imports/:id/undo): its results and held rows are
-- deleted, the record is marked undone, and what is derived from results is rebuilt as after an import.
CREATE TABLE imports (
  id               integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  imported_at      timestamptz NOT NULL DEFAULT now(),
  imported_by      text NOT NULL,            -- the caller's verified sub
  imported_by_name text,                     -- its name claim, when the token has one
  files            jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(files) = 'array'),  -- [{name, kind, rows}], as the report has them
  added            integer NOT NULL DEFAULT 0,
  already_present  integer NOT NULL DEFAULT 0,
  pending          integer NOT NULL DEFAULT 0,
  rejected         integer NOT NULL DEFAULT 0,
  undone_at        timestamptz,
  undone_by        text,
  undone_by_name   text,
  removed          integer,                  -- results deleted by the undo (its held rows loaded later included)
  CHECK ((undone_at IS NULL) = (undone_by IS NULL) AND (undone_at IS NULL) = (removed IS NULL))
);
CREATE INDEX imports_imported_at ON imports (imported_at DESC, id DESC);

-- The import a result came from: the one whose file held its row (a held row keeps its import's id when it
-- loads later, by a resolution or another import). Null for the generated and seeded results. No foreign
-- key: it would cost every import a lookup per row, and the history is never deleted (an undo marks it).
ALTER TABLE results ADD COLUMN import_id integer;
CREATE INDEX results_import_id ON results (import_id) WHERE import_id IS NOT NULL;
ALTER TABLE import_held_rows ADD COLUMN import_id integer;
CREATE INDEX import_held_rows_import_id ON import_held_rows (import_id) WHERE import_id IS NOT NULL;
