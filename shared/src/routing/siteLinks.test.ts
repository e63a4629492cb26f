import { ROUTE_TABLE } from './routeTable';
import { comparisonPath, downloadPath, isSitePath, SITE_ROUTE, sitePath } from './siteLinks';

describe('site links', () => {
  it('is in the route table, owned by the map remote, without a sidebar group', () => {
    const route = ROUTE_TABLE.find((entry) => entry.path === SITE_ROUTE);
    expect(route).toMatchObject({ remote: 'map', layout: 'portal' });
    expect(route?.group).toBeUndefined();
  });

  it('links a site by id or name, URL-encoded', () => {
    expect(sitePath(79)).toBe('/sites/79');
    expect(sitePath(' Cherry Creek at Parker ')).toBe('/sites/Cherry%20Creek%20at%20Parker');
    expect(sitePath(79, { start: '2001-10-01', end: '2011-09-30' })).toBe('/sites/79?start=2001-10-01&end=2011-09-30');
    expect(sitePath('CC/10')).toBe('/sites/CC%2F10');
    expect(isSitePath('/sites/79')).toBe(true);
    expect(isSitePath('/sites/')).toBe(false);
    expect(isSitePath('/sites/79/more')).toBe(false);
  });

  it('prefills the download page with readable lists', () => {
    expect(downloadPath({ locations: [79, 80] })).toBe('/tools/download?locations=79,80');
    expect(downloadPath({ locations: [79], parameters: [24, 28] })).toBe('/tools/download?locations=79&parameters=24,28');
    expect(downloadPath({ locations: [] })).toBe('/tools/download');
  });

  it('submits a comparison with both axes', () => {
    const path = comparisonPath({
      left: { group: 147, parameterId: 28, locationIds: [79, 80] },
      right: { group: 152, parameterId: 8, locationIds: [79], ccbwqa: true, other: false },
    });
    expect(path).toBe(
      '/explore/time-series-comparison?leftGroup=147&leftParameterId=28&leftLocationIds=79,80&leftCcbwqa=1&leftOther=1&rightGroup=152&rightParameterId=8&rightLocationIds=79&rightCcbwqa=1&rightOther=0&submitted=1',
    );
  });
});
