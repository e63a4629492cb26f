-- The period the water-quality summary was computed for (one row), and the staging table a rebuild
-- fills before it replaces wq_summary in one transaction, so readers never see a half-built summary.
CREATE TABLE wq_summary_period (
  singleton     boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  period_start  date NOT NULL,
  period_end    date NOT NULL,
  computed_at   timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE wq_summary_staging (LIKE wq_summary INCLUDING DEFAULTS);
