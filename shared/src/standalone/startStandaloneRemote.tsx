import type { RemoteName } from '../config/runtimeConfig';
import { reportingAppOf } from '../error-reporting/errorReporting';
import type { RemoteRoute } from '../routing/remoteRoutes';
import { StandaloneFrame } from './StandaloneFrame';
import { startApp } from './startApp';

/** Bootstraps a remote on its own origin: its pages without the host's layout. */
export function startStandaloneRemote({ remote, remoteTitle, routes }: { remote: RemoteName; remoteTitle: string; routes: RemoteRoute[] }) {
  return startApp(() => <StandaloneFrame remoteTitle={remoteTitle} routes={routes} />, reportingAppOf(remote));
}
