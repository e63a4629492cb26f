// GET /api/public-map/wq-time-series/daily/{locationId}/{parameterIds}: every result of a location for
// the parameters, by date (spec 01 §3, §7). The annual series is computed from the same points.
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../../../../../contract/serve';
import { checkKnownIds } from '../../../../../../../db/knownIds';
import type { Database } from '../../../../../../../db/types';
import { decodeNumberList } from '../../../../../../../schemas/ids';
import { getDailySeries } from './contract';
import { dailySeries } from './repository';

/** The daily points; FieldError (400) naming an unknown location or parameter. */
export async function loadDailySeries(db: Database, locationId: number, parameterList: string) {
  const parameterIds = decodeNumberList(parameterList);
  await checkKnownIds(db, { locationId: ['locations', [locationId]], parameterIds: ['parameters', parameterIds] });
  return dailySeries(db, locationId, parameterIds);
}

const wqTimeSeriesDaily: FastifyPluginAsync = async (app) => {
  serve(app, getDailySeries, async (request) => loadDailySeries(app.db, request.params.locationId, request.params.parameterIds));
};

export default wqTimeSeriesDaily;
