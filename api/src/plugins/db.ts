// Opens the database (PostgreSQL or the embedded PGlite worker), applies pending migrations, and
// decorates `app.db`; closing the app closes the pool and stops the worker.
import fp from 'fastify-plugin';
import { openDatabase, type Database } from '../db';
import { migrate } from '../db/migrate';

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
    } catch (error) {
      await db.end();
      throw error;
    }
    app.decorate('db', db);
    app.addHook('onClose', async () => db.end());
  },
  { name: 'db', dependencies: ['env'] },
);
