import type { Database } from '../../../db';

/** Whether the database answers a trivial query within `timeoutMs` (without waiting for one out of reach). */
export async function databaseAnswers(db: Database, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const answered = db.queryWithoutWaiting('SELECT 1').then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
