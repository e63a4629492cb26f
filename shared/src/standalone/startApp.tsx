import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '../config/runtimeConfig';
import { rootErrorReporting, startErrorReporting, type ReportingApp } from '../error-reporting/errorReporting';
import { startLanguage } from '../i18n/catalogue';
import { sharedCatalogue } from '../i18n/sharedCatalogue';

/**
 * Starts an app (the host, or a remote on its own origin): loads its /config.json, then renders the
 * tree into #root. A missing configuration is said on the page instead of a blank screen. `app` names
 * the app in error reports (the page's one error-reporting client starts here).
 */
export async function startApp(renderTree: () => ReactNode, app: ReportingApp): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  let config;
  try {
    // The language's first catalogues load beside the configuration: no page renders a message id.
    [config] = await Promise.all([loadRuntimeConfig(), startLanguage([sharedCatalogue])]);
  } catch (error) {
    container.textContent = `The portal could not start: ${(error as Error).message}`;
    return;
  }
  startErrorReporting(config.errorReporting, app);
  createRoot(container, rootErrorReporting(app)).render(renderTree());
}
