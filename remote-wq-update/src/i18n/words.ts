import type { Translate } from '@basin/shared';

/** 'A', 'A and B', 'A, B and C' (no serial comma: the spec's English), in the language of `t`. */
export function listAnd(t: Translate, items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return t('wqUpdate.common.listAnd', { head: items.slice(0, -1).join(', '), last: items.at(-1)! });
}
