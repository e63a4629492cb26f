import { loadRemote, registerRemotes } from '@module-federation/runtime';
import { FEDERATION_NAMES, getRuntimeConfig, type RemoteName, type RemoteRoute } from '@basin/shared';

/** What loading a remote's `./routes` gives: its route objects, or the runtime plugin's fallback. */
export type LoadedRoutes = { default: RemoteRoute[]; unavailable?: boolean };

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly reason: 'unavailable' | 'timeout' | 'missing-page',
  ) {
    super(`Remote ${remote}: ${reason}`);
    this.name = 'RemoteLoadError';
  }
}

/**
 * One load per remote, so moving between its pages does not refetch it. A failed load stays cached
 * (React may render a suspended component again; it must get the same promise) until `retryRemote`.
 */
const loads = new Map<RemoteName, Promise<RemoteRoute[]>>();
const attempts = new Map<RemoteName, number>();

function entryUrl(remote: RemoteName, attempt: number): string {
  const url = getRuntimeConfig().remotes[remote];
  // A retry asks for a fresh manifest: neither the browser nor the runtime may reuse the failure.
  return attempt === 0 ? url : `${url}${url.includes('?') ? '&' : '?'}attempt=${attempt}`;
}

export function registerPortalRemotes(): void {
  registerRemotes(
    (Object.keys(FEDERATION_NAMES) as RemoteName[]).map((remote) => ({ name: FEDERATION_NAMES[remote], entry: entryUrl(remote, 0) })),
  );
}

function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(onTimeout()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** For the Retry button: forget the failed load and register the remote afresh. */
export function retryRemote(remote: RemoteName): void {
  const attempt = (attempts.get(remote) ?? 0) + 1;
  attempts.set(remote, attempt);
  loads.delete(remote);
  registerRemotes([{ name: FEDERATION_NAMES[remote], entry: entryUrl(remote, attempt) }], { force: true });
}

/**
 * The route objects of a remote. Rejects with RemoteLoadError when the remote is down or does not
 * answer within `remoteTimeoutMs`.
 */
export function loadRemoteRoutes(remote: RemoteName): Promise<RemoteRoute[]> {
  const cached = loads.get(remote);
  if (cached) return cached;

  const load = withTimeout(
    loadRemote<LoadedRoutes>(`${FEDERATION_NAMES[remote]}/routes`),
    getRuntimeConfig().remoteTimeoutMs,
    () => new RemoteLoadError(remote, 'timeout'),
  ).then((module) => {
    if (!module || module.unavailable || !Array.isArray(module.default)) throw new RemoteLoadError(remote, 'unavailable');
    return module.default;
  });
  load.catch(() => undefined); // handled by RemoteBoundary; avoids an 'unhandled rejection' report
  loads.set(remote, load);
  return load;
}
