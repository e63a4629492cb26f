import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '../config/runtimeConfig';

/**
 * Starts an app (the host, or a remote on its own origin): loads its /config.json, then renders the
 * tree into #root. A missing configuration is said on the page instead of a blank screen.
 */
export async function startApp(renderTree: () => ReactNode): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  try {
    await loadRuntimeConfig();
  } catch (error) {
    container.textContent = `The portal could not start: ${(error as Error).message}`;
    return;
  }
  createRoot(container).render(renderTree());
}
