-- Rate-limit counters every API replica shares (issue 17): one row per limited group and client IP,
-- the requests counted in its current window and when the window ends. Updated by one atomic upsert
-- per request (plugins/rate-limits.ts); rows of ended windows are deleted now and then.
CREATE TABLE rate_limit_hits (
  key          text PRIMARY KEY,
  hits         integer NOT NULL,
  window_ends  timestamptz NOT NULL
);
CREATE INDEX rate_limit_hits_window_ends ON rate_limit_hits (window_ends);
