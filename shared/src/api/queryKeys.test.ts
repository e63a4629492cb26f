import { queryKeys } from './queryKeys';

describe('queryKeys', () => {
  it('namespaces keys per remote', () => {
    const keys = queryKeys('tools');
    expect(keys.all).toEqual(['tools']);
    expect(keys.of('site-summary')).toEqual(['tools', 'site-summary']);
    expect(keys.of('counts', { id: 1 })).toEqual(['tools', 'counts', { id: 1 }]);
  });
});
