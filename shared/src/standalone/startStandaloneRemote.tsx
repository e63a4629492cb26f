import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '../config/runtimeConfig';
import type { RemoteRoute } from '../routing/remoteRoutes';
import { StandaloneFrame } from './StandaloneFrame';

/** Bootstraps a remote on its own origin: loads its /config.json, then renders its pages. */
export async function startStandaloneRemote({ remoteTitle, routes }: { remoteTitle: string; routes: RemoteRoute[] }) {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  try {
    await loadRuntimeConfig();
  } catch (error) {
    container.textContent = `The portal could not start: ${(error as Error).message}`;
    return;
  }
  createRoot(container).render(<StandaloneFrame remoteTitle={remoteTitle} routes={routes} />);
}
