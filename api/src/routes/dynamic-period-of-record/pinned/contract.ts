import { defineRoute } from '../../../contract/defineRoute';
import { BASELINE_PERIOD } from '../../../domain';
import { PeriodQuerySchema, PinBodySchema, PinResponseSchema } from '../../../schemas/summary';

export const putPinned = defineRoute({
  method: 'PUT',
  url: '/dynamic-period-of-record/pinned',
  summary: 'Pin a period: its summary is kept forever (staff: role Administrator or Developer)',
  description:
    'Computes the period first when it is not (as the rebuild does): 202 while it computes, 200 when it is there. ' +
    'Dates are checked as the rebuild checks them (400 naming the field). Pinned periods are never evicted.',
  tags: ['summaries'],
  body: PinBodySchema,
  response: PinResponseSchema,
  otherResponses: { 202: PinResponseSchema },
  errors: [400, 429],
});

export const deletePinned = defineRoute({
  method: 'DELETE',
  url: '/dynamic-period-of-record/pinned',
  summary: 'Unpin a period: it is evicted again like any other once unused (staff: role Administrator or Developer)',
  description: `The period is the query's startDate and endDate. The baseline (${BASELINE_PERIOD.start} to ${BASELINE_PERIOD.end}) stays pinned: 400. A period without a summary: 404.`,
  tags: ['summaries'],
  query: PeriodQuerySchema,
  response: PinResponseSchema,
  errors: [400, 404, 429],
});
