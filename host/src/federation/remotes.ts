import { loadRemote, registerRemotes } from '@module-federation/runtime';
import { FEDERATION_NAMES, getRuntimeConfig, type RemoteName, type RemoteRoute, type RuntimeConfig } from '@basin/shared';
import { isUnavailable } from './unavailable';

export type RemoteFailureReason = 'unavailable' | 'timeout' | 'missing-page';

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly reason: RemoteFailureReason,
    options?: { cause?: unknown },
  ) {
    super(`Remote ${remote}: ${reason}`, options);
    this.name = 'RemoteLoadError';
  }
}

const REMOTE_NAMES = Object.keys(FEDERATION_NAMES) as RemoteName[];

/**
 * One load of `./routes` per remote, so moving between the pages of a remote does not fetch it again.
 * A failed load stays cached (React renders a suspended component again and must get the same
 * promise) until `retryRemote` forgets it.
 */
const loads = new Map<RemoteName, Promise<RemoteRoute[]>>();
const attempts = new Map<RemoteName, number>();

/** The manifest URL of a remote; a retry adds `?attempt=N`, so neither the browser nor the runtime reuses a failure. */
export function remoteEntryUrl(remote: RemoteName, attempt = 0, config: RuntimeConfig = getRuntimeConfig()): string {
  const url = config.remotes[remote];
  if (attempt === 0) return url;
  const hash = url.indexOf('#');
  const [base, fragment] = hash === -1 ? [url, ''] : [url.slice(0, hash), url.slice(hash)];
  return `${base}${base.includes('?') ? '&' : '?'}attempt=${attempt}${fragment}`;
}

/** Registers the four remotes with the federation runtime (bootstrap, after /config.json loaded). */
export function registerPortalRemotes(config: RuntimeConfig = getRuntimeConfig()): void {
  registerRemotes(REMOTE_NAMES.map((remote) => ({ name: FEDERATION_NAMES[remote], entry: remoteEntryUrl(remote, 0, config) })));
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

/**
 * For the Retry button: forgets the failed load and registers the remote again (`force` drops the
 * runtime's cached manifest, entry and module of that remote; the new URL bypasses the HTTP cache).
 */
export function retryRemote(remote: RemoteName): void {
  const attempt = (attempts.get(remote) ?? 0) + 1;
  attempts.set(remote, attempt);
  loads.delete(remote);
  registerRemotes([{ name: FEDERATION_NAMES[remote], entry: remoteEntryUrl(remote, attempt) }], { force: true });
}

/**
 * The route objects of a remote's `./routes`. Rejects with `RemoteLoadError` when the remote is down
 * (the runtime plugin's fallback module, or an error it let through) or does not answer within
 * `remoteTimeoutMs`.
 */
export function loadRemoteRoutes(remote: RemoteName): Promise<RemoteRoute[]> {
  const cached = loads.get(remote);
  if (cached) return cached;

  let request: Promise<unknown>;
  try {
    request = Promise.resolve(loadRemote<unknown>(`${FEDERATION_NAMES[remote]}/routes`));
  } catch (error) {
    request = Promise.reject(error);
  }
  const load = withTimeout(request, getRuntimeConfig().remoteTimeoutMs, () => new RemoteLoadError(remote, 'timeout')).then(
    (module) => {
      if (isUnavailable(module)) throw new RemoteLoadError(remote, 'unavailable', { cause: module.error });
      const routes = (module as { default?: unknown } | null | undefined)?.default;
      if (!Array.isArray(routes)) throw new RemoteLoadError(remote, 'unavailable');
      return routes as RemoteRoute[];
    },
    (error: unknown) => {
      throw error instanceof RemoteLoadError ? error : new RemoteLoadError(remote, 'unavailable', { cause: error });
    },
  );
  load.catch(() => undefined); // RemoteBoundary handles it; no 'unhandled rejection' report
  loads.set(remote, load);
  return load;
}

/** Tests only: forget every cached load and attempt count. */
export function forgetRemoteLoads(): void {
  loads.clear();
  attempts.clear();
}
