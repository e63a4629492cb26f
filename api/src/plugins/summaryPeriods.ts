// Decorates `app.summaryPeriods`: the computed water-quality summaries by period (summary/summaryPeriods.ts),
// which the summary, locations and rebuild routes share. Closing the app waits for computations in flight.
import fp from 'fastify-plugin';
import { SummaryPeriods } from '../summary/summaryPeriods';

declare module 'fastify' {
  interface FastifyInstance {
    summaryPeriods: SummaryPeriods;
  }
}

export default fp(
  async (app) => {
    const periods = new SummaryPeriods(app.db, app.log, { maxPeriods: app.config.summaryPeriodsMax });
    app.decorate('summaryPeriods', periods);
    app.addHook('onClose', async () => periods.settled());
  },
  { name: 'summary-periods', dependencies: ['db', 'env'] },
);
