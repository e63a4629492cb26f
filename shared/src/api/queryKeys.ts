/**
 * Query-key factory namespaced per remote, so two remotes never share a cache entry by accident:
 * `const keys = queryKeys('tools'); keys.of('site-summary')` → `['tools', 'site-summary']`.
 */
export function queryKeys<Namespace extends string>(namespace: Namespace) {
  return {
    all: [namespace] as const,
    of: <Resource extends string, Params extends object | undefined = undefined>(resource: Resource, params?: Params) =>
      (params === undefined ? [namespace, resource] : [namespace, resource, params]) as
        | readonly [Namespace, Resource]
        | readonly [Namespace, Resource, Params],
  };
}
