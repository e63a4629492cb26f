-- Secrets the API generates once and every replica shares (issue 15): e.g. the key that signs each
-- anonymous browser's visitor cookie. Written by the first process that needs one (INSERT … ON
-- CONFLICT DO NOTHING, so two replicas starting together agree); an environment variable may override.
CREATE TABLE server_secrets (
  name        text PRIMARY KEY,
  value       bytea NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
