-- The index results (parameter_id, sample_date) goes (issue 18: the import's speed). Every read of
-- results filters by location as well, and the planner chose (location_id, parameter_id, sample_date)
-- for all of them even with both indexes present, including a download of one parameter at every
-- location (location_id = ANY of all ids). Checked on a seeded database at scale 1 by sending every
-- operation of the API's OpenAPI document once and reading pg_stat_user_indexes. Each index costs
-- every inserted row a B-tree insertion: without this one a 200,000-row import took about a tenth less.
DROP INDEX IF EXISTS results_parameter_date;
