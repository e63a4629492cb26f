// GET /api/list-locations-telem: the locations with a telemetry gauge (spec 02 §3, §7).
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../contract/serve';
import { getTelemetryLocations } from './contract';
import { telemetryLocations } from './repository';

const listLocationsTelem: FastifyPluginAsync = async (app) => {
  serve(app, getTelemetryLocations, async () => telemetryLocations(app.db));
};

export default listLocationsTelem;
