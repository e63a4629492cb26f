// POST /api/download-user-selected-data/wqx: the records of the caller's saved filter as a WQX 3.0 narrow
// CSV (issue 18, downloads/wqx.ts, docs/exports.md), under the same caller rules and cap as the portal's CSV.
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../../contract/serve';
import { WQX_CSV } from '../../../../downloads/wqx';
import { WQX_FILE_NAME } from '../../../../schemas/downloads';
import { RATE_LIMITED } from '../../../../plugins/rateLimits';
import { csvDownload } from '../sendCsv';
import { postDownloadUserSelectedDataWqx } from './contract';

const downloadSelectedDataWqx: FastifyPluginAsync = async (app) => {
  serve(app, postDownloadUserSelectedDataWqx, csvDownload(app, WQX_CSV, WQX_FILE_NAME), { config: RATE_LIMITED.downloads });
};

export default downloadSelectedDataWqx;
