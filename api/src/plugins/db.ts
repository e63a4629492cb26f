// Opens the database (PostgreSQL or the embedded PGlite worker), applies pending migrations, finishes
// what an import that stopped after its commit left undone (db/derivedData.ts), and decorates
// `app.db`; closing the app closes the pool and stops the worker.
import fp from 'fastify-plugin';
import { openDatabase, type Database } from '../db';
import { migrate } from '../db/migrate';
import { finishResultWrites } from '../db/derivedData';

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
      try {
        if (await finishResultWrites(db)) app.log.warn('finished what an import that stopped after its commit left: foreign keys checked, series views rebuilt');
      } catch (error) {
        // The API still serves the data as it is; the next import or start tries again.
        app.log.error({ err: error }, 'could not finish what an earlier import left after its commit');
      }
    } catch (error) {
      await db.end();
      throw error;
    }
    app.decorate('db', db);
    app.addHook('onClose', async () => db.end());
  },
  { name: 'db', dependencies: ['env'] },
);
