import type { Translate } from '@basin/shared';
import { FLOW_CONDITIONS, type FlowCondition } from '@basin/api/domain';

/** 'A', 'A and B', 'A, B and C' (no serial comma: the spec's English), in the language of `t`. */
export function listAnd(t: Translate, items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return t('wqUpdate.common.listAnd', { head: items.slice(0, -1).join(', '), last: items.at(-1)! });
}

/** The domain's flow condition labels (FLOW_CONDITION_LABELS: 'Storm Flow', 'Base Flow', 'All Data'), translated. */
const FLOW_CONDITION_KEYS: Record<number, string | undefined> = {
  [FLOW_CONDITIONS.storm]: 'wqUpdate.flow.storm',
  [FLOW_CONDITIONS.base]: 'wqUpdate.flow.base',
  [FLOW_CONDITIONS.all]: 'wqUpdate.flow.all',
};
export function flowConditionLabel(t: Translate, flow: FlowCondition | number): string {
  const key = FLOW_CONDITION_KEYS[flow];
  return key ? t(key) : String(flow);
}
