import type { Database } from '../../../db/types';
import type { ParameterGroupItem } from '../../../schemas/dropdowns';

export async function parameterGroups(db: Database): Promise<ParameterGroupItem[]> {
  return (await db.query<ParameterGroupItem>('SELECT id AS param_groupid, name AS param_group FROM parameter_groups ORDER BY sort_order, name')).rows;
}
