import { defineRoute } from '../../../contract/defineRoute';
import { BASELINE_PERIOD } from '../../../domain';
import { PeriodQuerySchema, RebuildStatusSchema } from '../../../schemas/summary';

export const getRebuildStatus = defineRoute({
  method: 'GET',
  url: '/dynamic-period-of-record/status',
  summary: "State of a period's computation: idle (never asked for), running, complete or failed (with the reason)",
  description:
    'The period is startDate..endDate; without them, the period this browser last asked to compute, else the baseline ' +
    `(${BASELINE_PERIOD.start} to ${BASELINE_PERIOD.end}).`,
  tags: ['summaries'],
  query: PeriodQuerySchema,
  response: RebuildStatusSchema,
  errors: [400],
});
