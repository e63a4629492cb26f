// GET /api/depth-profile-additional-ratio-graph-data-crosstabbed: molar nutrient ratios and chlorophyll-a
// by sampling day at a reservoir station (spec 02 §7).
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../contract/serve';
import { checkRangeOrder } from '../../../dateRange';
import { checkKnownIds } from '../../../db/knownIds';
import { getNutrientRatios } from './contract';
import { nutrientRatios } from './repository';

const nutrientRatioGraph: FastifyPluginAsync = async (app) => {
  serve(app, getNutrientRatios, async (request) => {
    const { start_date, end_date, locationid } = request.query;
    checkRangeOrder(start_date, end_date);
    await checkKnownIds(app.db, { locationid: ['locations', [locationid]] });
    return nutrientRatios(app.db, locationid, start_date, end_date);
  });
};

export default nutrientRatioGraph;
