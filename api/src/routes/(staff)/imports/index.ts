// GET /api/imports (issue 29, item 5): staff (Administrator or Developer) list the imports made through
// POST /api/import, newest first: who, when, files, the report's counts, and whether one was undone
// (./_id/undo; docs/import.md "The Import Data page").
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../contract/serve';
import { getImports } from './contract';
import { listImports } from './repository';

const DEFAULT_LIMIT = 200;

const importsRoute: FastifyPluginAsync = async (app) => {
  serve(app, getImports, async (request) => listImports(app.db, request.query.limit ?? DEFAULT_LIMIT));
};

export default importsRoute;
