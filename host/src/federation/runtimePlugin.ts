import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';

/** Pause before the one retry of a failed manifest fetch (a remote restarting during a deploy). */
const RETRY_DELAY_MS = 400;

/**
 * First layer of remote-failure handling (the second is RemoteBoundary):
 * - a manifest fetch that fails on the network is retried once;
 * - a remote that still cannot be loaded resolves to an empty routes module marked `unavailable`
 *   instead of an unhandled rejection, so the host renders its failure message for that remote only.
 */
export default function portalRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'basin-portal-remote-resilience',
    async fetch(url, init) {
      try {
        return await fetch(url, init);
      } catch {
        await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
        return fetch(url, init);
      }
    },
    async errorLoadRemote({ id, error }) {
      console.warn(`Remote module ${id} could not be loaded`, error);
      return { default: [], unavailable: true };
    },
  };
}
