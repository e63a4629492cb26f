// POST /api/import/aliases (issue 29, item 4): staff (Administrator or Developer) map pending values to
// existing entries (remembered as aliases) or add them as new, and the held rows load (docs/import.md
// "Pending values"). One transaction: a mapping that is refused is a 400 naming it, and nothing changes.
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../../contract/serve';
import { answerLanguage, inLanguage } from '../../../../i18n/apiMessages';
import { resolvePending } from '../../../../wqx/import/pending';
import { postImportAliases } from './contract';

const aliasesRoute: FastifyPluginAsync = async (app) => {
  serve(app, postImportAliases, async (request) => {
    // Rows still refused are reported in the caller's language.
    const report = await inLanguage(answerLanguage(request.headers['accept-language']), () => resolvePending(app.db, request.body.mappings, { acceptNew: request.body.acceptNew ?? false }));
    request.log.info({ event: 'import-aliases', sub: request.identity, aliases: report.aliases, loaded: report.loaded, stillPending: report.stillPending }, 'pending values resolved');
    return report;
  });
};

export default aliasesRoute;
