import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { unavailableRoutesModule } from './unavailable';

/** Pause before the one retry of a failed manifest or entry fetch (e.g. a remote restarting during a deploy). */
const RETRY_DELAY_MS = 400;

type LoadEntryErrorResult = ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * First layer of remote-failure handling (the second is `RemoteBoundary`), registered in
 * webpack.config.js. This module is part of the host's entry chunk, before the async boundary: it must
 * not import React or anything else that is a federation shared module.
 *
 * - A manifest fetch that fails on the network or answers with an error status is retried once.
 * - A remote entry script (remoteEntry.js) that fails to load is retried once.
 * - A remote module that still cannot be loaded resolves to a fallback routes module marked
 *   `unavailable` instead of an unhandled rejection; `RemoteBoundary` renders the failure message
 *   (page title, text, Retry) for the pages of that remote only.
 */
export default function portalRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'basin-portal-remote-resilience',

    async fetch(url, init) {
      try {
        const response = await fetch(url, init);
        if (response.ok) return response;
      } catch {
        // network failure (connection refused, DNS, CORS): retried below
      }
      await pause(RETRY_DELAY_MS);
      return fetch(url, init);
    },

    loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) {
      // The failed load is still registered under this key; without deleting it the retry would await it.
      delete globalLoading[uniqueKey];
      const retried = pause(RETRY_DELAY_MS)
        .then(() => getRemoteEntry({ origin, remoteInfo, remoteEntryExports }))
        .then((exports) => exports || undefined);
      // (The hook's declared type nests the promise; the runtime awaits whatever it gets.)
      return retried as unknown as LoadEntryErrorResult;
    },

    async errorLoadRemote({ id, error, lifecycle }) {
      // Other lifecycles expect other values (a manifest, request arguments, entry exports); there we
      // let the error travel on, and it reaches this hook again as 'onLoad' for the module request.
      if (lifecycle !== 'onLoad') return undefined;
      console.warn(`The portal could not load ${id}; its pages show a message with Retry.`, error);
      return unavailableRoutesModule(error);
    },
  };
}
