import { FILTERED, scrubEvent, scrubText, scrubUrl } from './scrubEvent';

describe('scrubUrl', () => {
  it('filters the sign-in redirect parameters in the query and the fragment, and keeps the others', () => {
    expect(scrubUrl('https://portal.example.org/auth/callback?code=abc&state=xyz&view=1')).toBe(
      `https://portal.example.org/auth/callback?code=${FILTERED}&state=${FILTERED}&view=1`,
    );
    expect(scrubUrl('/auth/callback#code=abc&client_info=e30&session_state=s')).toBe(`/auth/callback#code=${FILTERED}&client_info=${FILTERED}&session_state=${FILTERED}`);
    expect(scrubUrl('/api/x?access_token=t&locationid=80')).toBe(`/api/x?access_token=${FILTERED}&locationid=80`);
  });

  it('leaves a URL without secrets (and a plain fragment) as it is', () => {
    expect(scrubUrl('https://portal.example.org/tools/map?zoom=9#legend')).toBe('https://portal.example.org/tools/map?zoom=9#legend');
  });
});

describe('scrubText', () => {
  it('filters e-mail addresses and the secrets of URLs inside a message', () => {
    expect(scrubText('Failed for jane.doe@example.org at https://x.org/a?token=t&b=2')).toBe(`Failed for ${FILTERED} at https://x.org/a?token=${FILTERED}&b=2`);
  });
});

describe('scrubEvent', () => {
  it('drops the user, cookies and authorization headers, and filters URLs in the request and breadcrumbs', () => {
    const event = {
      message: 'boom for a@b.org',
      user: { email: 'a@b.org', username: 'Jane' },
      request: { url: 'https://p.example/cb?code=1', headers: { Authorization: 'Bearer t', Cookie: 'basin_visitor=1', 'User-Agent': 'UA' }, cookies: { a: '1' }, query_string: 'code=1&x=2' },
      breadcrumbs: [{ category: 'fetch', data: { url: '/api/session?token=t', status_code: 500 } }],
      tags: { remote: 'map' },
    };
    const scrubbed = scrubEvent(event);
    expect(scrubbed).toEqual({
      message: `boom for ${FILTERED}`,
      request: { url: `https://p.example/cb?code=${FILTERED}`, headers: { 'User-Agent': 'UA' }, query_string: `code=${FILTERED}&x=2` },
      breadcrumbs: [{ category: 'fetch', data: { url: `/api/session?token=${FILTERED}`, status_code: 500 } }],
      tags: { remote: 'map' },
    });
    expect(JSON.stringify(scrubbed)).not.toMatch(/Bearer|basin_visitor|Jane/);
  });
});
