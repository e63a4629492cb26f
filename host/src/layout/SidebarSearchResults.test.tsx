import { matchPages } from './SidebarSearchResults';

describe('the sidebar search of pages', () => {
  it('finds pages whose title holds every word, in any case', () => {
    expect(matchPages('summary').map((page) => page.path)).toEqual(expect.arrayContaining(['/tools/site-summary-table', '/water-quality-update/water-quality-parameter-viewer']));
    expect(matchPages('SITE table').map((page) => page.path)).toEqual(['/tools/site-summary-table']);
    expect(matchPages('map').map((page) => page.path)).toContain('/tools/map');
    expect(matchPages('no such page')).toEqual([]);
  });

  it('lists only sidebar pages (not the embeds or the site page route)', () => {
    const paths = matchPages('').map((page) => page.path);
    expect(paths.some((path) => path.startsWith('/data-access/') || path.includes(':'))).toBe(false);
  });
});
