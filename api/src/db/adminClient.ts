import { Client } from 'pg';

/**
 * Runs `work` on a connection of its own to a PostgreSQL server, closed after: for statements that may not
 * run inside a pool's session or transaction, such as CREATE and DROP DATABASE (tests, benches).
 */
export async function withAdminClient<T>(connectionString: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
