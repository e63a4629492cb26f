import { apiGetCallerQuery, apiGetQuery, apiUrl } from './apiGet';

describe('apiUrl', () => {
  it("fills path params, a list with its commas as the pages always sent them ('/68/28,29')", () => {
    expect(apiUrl('/public-map/wq-time-series/daily/:locationId/:parameterIds', { params: { locationId: 68, parameterIds: [28, 29] } })).toBe('/public-map/wq-time-series/daily/68/28,29');
    expect(apiUrl('/download-user-filters/:userSub', { params: { userSub: 'a b/c' } })).toBe('/download-user-filters/a%20b%2Fc');
  });

  it('writes the query fields in order, leaves out the absent ones, and nothing for an empty query', () => {
    expect(apiUrl('/public-map/wq-summary', { query: { startDate: '2011-10-01', endDate: '2021-09-30' } })).toBe('/public-map/wq-summary?startDate=2011-10-01&endDate=2021-09-30');
    expect(apiUrl('/public-map/wells', { query: {} })).toBe('/public-map/wells');
    expect(apiUrl('/public-map/wells', { query: { startDate: undefined } })).toBe('/public-map/wells');
  });

  it('says which path param is missing', () => {
    expect(() => apiUrl('/site-status/:locationId', { params: {} })).toThrow("path parameter 'locationId' is missing");
  });
});

describe('query keys', () => {
  it("are ['api', path, input], so a path's entries are reached by the prefix ['api', path]", () => {
    expect(apiGetQuery('/public-map/wq-summary', { query: { startDate: '2011-10-01', endDate: '2021-09-30' } }).queryKey).toEqual([
      'api',
      '/public-map/wq-summary',
      { query: { startDate: '2011-10-01', endDate: '2021-09-30' } },
    ]);
  });

  it('carry the caller for an answer that depends on who asks, and wait while the caller is not known', () => {
    const staff = apiGetCallerQuery('/public-map/layers', {}, 'u1');
    expect(staff.queryKey).toEqual(['api', '/public-map/layers', {}, { callerId: 'u1' }]);
    expect(staff.enabled).toBe(true);
    expect(apiGetCallerQuery('/public-map/layers', {}, null).enabled).toBe(false);
  });
});
