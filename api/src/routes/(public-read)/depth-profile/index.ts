// GET /api/depth-profile: values by depth and date at a reservoir station (spec 02 §7), the rows of
// /depth-profile-graph-data too (that route answers with depthProfileRows).
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../../db/types';
import { serve, type ContractRequest } from '../../../contract/serve';
import { checkRangeOrder } from '../../../dateRange';
import { checkKnownIds } from '../../../db/knownIds';
import { getDepthProfile } from './contract';
import { depthProfile } from './repository';

/** The handler of both depth profile paths: FieldError (400) for a reversed range or an unknown parameter. */
export const depthProfileRows = (db: Database) => async (request: Pick<ContractRequest<typeof getDepthProfile>, 'query'>) => {
  const { start_date, end_date, locationid, parameterid } = request.query;
  checkRangeOrder(start_date, end_date);
  await checkKnownIds(db, { parameterid: ['parameters', [parameterid]] });
  return depthProfile(db, locationid, parameterid, start_date, end_date);
};

const depthProfileRoute: FastifyPluginAsync = async (app) => {
  serve(app, getDepthProfile, depthProfileRows(app.db));
};

export default depthProfileRoute;
