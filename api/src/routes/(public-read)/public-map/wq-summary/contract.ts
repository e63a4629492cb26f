import { defineRoute } from '../../../../contract/defineRoute';
import { BASELINE_PERIOD } from '../../../../domain';
import { PeriodQuerySchema, WqSummaryResponseSchema } from '../../../../schemas/summary';

export const getWqSummary = defineRoute({
  method: 'GET',
  url: '/public-map/wq-summary',
  summary: 'Median, 85th percentile, record counts, benchmark classes and trend per location, parameter and flow, for a period',
  description:
    `The period is startDate..endDate (default the baseline ${BASELINE_PERIOD.start} to ${BASELINE_PERIOD.end}). A period nobody ` +
    'has asked for yet is computed first (about a second; POST /dynamic-period-of-record/rebuild does the same in the background). ' +
    '503 when it cannot be computed.',
  tags: ['summaries'],
  query: PeriodQuerySchema,
  response: WqSummaryResponseSchema,
  errors: [400, 503],
});
