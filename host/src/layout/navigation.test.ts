import { ROUTE_TABLE } from '@basin/shared';
import { groupOfPath, NAV_GROUPS } from './navigation';

describe('sidebar navigation', () => {
  it('lists every grouped page once and the map under Tools', () => {
    const paths = NAV_GROUPS.flatMap((group) => group.links.map((link) => link.path));
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of ROUTE_TABLE.filter((entry) => entry.group)) expect(paths).toContain(route.path);
    expect(NAV_GROUPS.find((group) => group.key === 'tools')?.links[0]?.path).toBe('/tools/map');
  });

  it('finds the group of the current path', () => {
    expect(groupOfPath('/explore/precipitation')).toBe('explore');
    expect(groupOfPath('/water-quality-update/nutrient-ratios')).toBe('wqUpdate');
    expect(groupOfPath('/tools/site-summary-table')).toBe('tools');
    expect(groupOfPath('/')).toBeNull();
  });
});
