import { mapLocationsQuery } from '@basin/shared';
import { annualSeriesQuery } from './annualSeries';
import { dailySeriesQuery } from './dailySeries';
import { wellsQuery } from './wells';
import { wqSummaryQuery } from './wqSummary';

it("asks the locations with the other pages' key: one cache entry for GET /public-map/wells", () => {
  expect(wellsQuery.queryKey).toEqual(mapLocationsQuery.queryKey);
  expect(wellsQuery.queryKey).toEqual(['api', '/public-map/wells', { query: {} }]);
});

it('keys a series by its parameters once each in ascending order, whatever order they were chosen in', () => {
  expect(dailySeriesQuery(68, [29, 28, 29]).queryKey).toEqual(dailySeriesQuery(68, [28, 29]).queryKey);
  expect(annualSeriesQuery(68, [29, 28]).queryKey).toEqual(['api', '/public-map/wq-time-series/annual/:locationId/:parameterIds', { params: { locationId: 68, parameterIds: [28, 29] } }]);
});

it('keys a summary by its period', () => {
  expect(wqSummaryQuery({ start: '2011-10-01', end: '2021-09-30' }).queryKey).toEqual(['api', '/public-map/wq-summary', { query: { startDate: '2011-10-01', endDate: '2021-09-30' } }]);
});
