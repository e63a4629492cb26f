import { flowConditionLabel as domainFlowConditionLabel, type Translate } from '@basin/shared';
import { FLOW_CONDITION_LABELS, type FlowCondition } from '@basin/api/domain';

/** 'A', 'A and B', 'A, B and C' (no serial comma: the spec's English), in the language of `t`. */
export function listAnd(t: Translate, items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return t('wqUpdate.common.listAnd', { head: items.slice(0, -1).join(', '), last: items.at(-1)! });
}

/** A sample's flow condition in words ('Storm Flow', 'Base Flow', 'All Data'); a code the domain does not know, as the data has it. */
export function flowConditionLabel(t: Translate, flow: FlowCondition | number): string {
  return flow in FLOW_CONDITION_LABELS ? domainFlowConditionLabel(t, flow as FlowCondition) : String(flow);
}
