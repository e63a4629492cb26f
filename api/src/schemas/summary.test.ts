import type { Static } from 'typebox';
import { BENCHMARK_CLASSES, FLOWS, TREND_CLASSES, type Flow, type TrendClass } from '../domain';
import type { WqSummaryRow } from './index';
import { TrendSchema, WqSummaryRowSchema } from './summary';

// The schema spells out TypeBox literals (clients need the literal types); the domain module owns the lists.
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const trendSchemaIsTrendClass: Same<Static<typeof TrendSchema>, TrendClass> = true;
const summaryTrendIsTrendClass: Same<WqSummaryRow[`${Flow}_trend_dynamic`], TrendClass | null> = true;

describe('summary schema against the domain vocabulary', () => {
  it('has the type-level checks compiled in', () => {
    expect([trendSchemaIsTrendClass, summaryTrendIsTrendClass]).toEqual([true, true]);
  });

  it('allows exactly the domain trend classes', () => {
    const literals = TrendSchema.anyOf.map((schema) => schema.const);
    expect([...literals].sort()).toEqual([...TREND_CLASSES].sort());
  });

  it('has the fields of every domain flow and the domain benchmark class range', () => {
    for (const flow of FLOWS) {
      expect(WqSummaryRowSchema.properties).toHaveProperty(`has_${flow}`);
      expect(WqSummaryRowSchema.properties).toHaveProperty(`${flow}_trend_dynamic`);
    }
    const { minimum, maximum } = WqSummaryRowSchema.properties.alldata_bmk_median.anyOf[0] as { minimum?: number; maximum?: number };
    expect([minimum, maximum]).toEqual([Math.min(...BENCHMARK_CLASSES), Math.max(...BENCHMARK_CLASSES)]);
  });
});
