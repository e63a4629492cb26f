import type { Database } from '../../../db/types';

export async function flowConditions(db: Database): Promise<Array<{ flow_conditionsid: number; flow_conditions: string }>> {
  return (await db.query<{ flow_conditionsid: number; flow_conditions: string }>('SELECT id AS flow_conditionsid, name AS flow_conditions FROM flow_conditions ORDER BY id DESC')).rows;
}
