import { defineRoute } from '../../contract/defineRoute';
import { StandardTrackerQuerySchema, StandardTrackerSchema } from '../../schemas/standardTracker';

export const getStandardTracker = defineRoute({
  method: 'GET',
  url: '/reservoir-standard-tracker',
  summary: 'Growing-season (July-September) photic-zone chlorophyll-a means at CCR-1, CCR-2 and CCR-3 against the 18 µg/L standard, for the last ten complete seasons',
  tags: ['analysis'],
  query: StandardTrackerQuerySchema,
  response: StandardTrackerSchema,
  errors: [400],
});
