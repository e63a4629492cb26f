import type { ComponentType, LazyExoticComponent } from 'react';
import type { RemoteName } from '../config/runtimeConfig';
import { withCatalogue, type Catalogue } from '../i18n/catalogue';
import { sharedKitCatalogue } from '../i18n/sharedCatalogue';
import { routesOfRemote, type RouteEntry } from './routeTable';

/** What a remote's `./routes` module exports by default: its pages, each a lazy component. */
export interface RemoteRoute extends RouteEntry {
  Component: LazyExoticComponent<ComponentType>;
}

export type RemoteRoutesModule = { default: RemoteRoute[] };

/**
 * Builds a remote's route objects from the shared route table, so paths and titles are written once.
 * Throws at build/test time when a remote forgets one of its pages or names a page it does not own.
 * Each page renders once the remote's catalogue and the shared kits' are loaded in the visitor's language.
 */
export function defineRemoteRoutes(
  remote: RemoteName,
  catalogue: Catalogue,
  components: Record<string, LazyExoticComponent<ComponentType>>,
): RemoteRoute[] {
  const owned = routesOfRemote(remote);
  const unknown = Object.keys(components).filter((path) => !owned.some((route) => route.path === path));
  if (unknown.length > 0) throw new Error(`Remote ${remote} does not own ${unknown.join(', ')}`);
  return owned.map((route) => {
    const Component = components[route.path];
    if (!Component) throw new Error(`Remote ${remote} has no page for ${route.path}`);
    return { ...route, Component: withCatalogue([catalogue, sharedKitCatalogue], Component) };
  });
}
