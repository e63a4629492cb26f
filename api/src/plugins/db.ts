// Opens the database (PostgreSQL or the embedded PGlite worker), applies pending migrations, finishes
// what an import that stopped after its commit left undone (db/derivedData.ts), and decorates
// `app.db`; closing the app closes the pool and stops the worker.
import fp from 'fastify-plugin';
import { openDatabase, type Database } from '../db';
import { migrate } from '../db/migrate';
import { refreshPendingDerived } from '../db/derivedData';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

export default fp(
  async (app) => {
    const db = await openDatabase(app.config.database);
    try {
      const applied = await migrate(db);
      if (applied.length > 0) app.log.info({ applied }, 'database migrations applied');
      if (await refreshPendingDerived(db)) app.log.warn('series views rebuilt for results an earlier import committed without rebuilding them');
    } catch (error) {
      await db.end();
      throw error;
    }
    app.decorate('db', db);
    app.addHook('onClose', async () => db.end());
  },
  { name: 'db', dependencies: ['env'] },
);
