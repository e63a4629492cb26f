import type { RemoteRoute } from '@basin/shared';

/**
 * The fallback module the runtime plugin returns for a remote that cannot be loaded. It has no pages:
 * `RemoteBoundary` sees `unavailable` and renders the failure message with Retry for the page asked for.
 * (Type-only import above: this file runs before the async boundary and must not load shared modules.)
 */
export interface UnavailableRoutesModule {
  default: RemoteRoute[];
  unavailable: true;
  error: unknown;
}

export function unavailableRoutesModule(error: unknown): UnavailableRoutesModule {
  return { default: [], unavailable: true, error };
}

export function isUnavailable(module: unknown): module is UnavailableRoutesModule {
  return typeof module === 'object' && module !== null && (module as { unavailable?: unknown }).unavailable === true;
}
