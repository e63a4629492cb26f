// POST /api/download-user-selected-data: the caller's saved filter as a CSV file 'Time Series Data.csv',
// streamed as it is written (spec 02 §3 "Download row", §7, §9; downloads/csvStream.ts). ./wqx: the same
// records as a WQX 3.0 narrow CSV.
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../contract/serve';
import { PORTAL_CSV } from '../../../downloads/rows';
import { RATE_LIMITED } from '../../../plugins/rateLimits';
import { PORTAL_CSV_FILE_NAME, postDownloadUserSelectedData } from './contract';
import { csvDownload } from './sendCsv';

const downloadSelectedData: FastifyPluginAsync = async (app) => {
  serve(app, postDownloadUserSelectedData, csvDownload(app, PORTAL_CSV, PORTAL_CSV_FILE_NAME), { config: RATE_LIMITED.downloads });
};

export default downloadSelectedData;
