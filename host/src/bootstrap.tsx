import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConfigProvider } from 'antd';
import { BrowserRouter } from 'react-router-dom';
import { loadRuntimeConfig, portalTheme, PortalProviders, rootErrorReporting, sharedCatalogue, startErrorReporting, startLanguage, useAntdLocale } from '@basin/shared';
import type { ReactNode } from 'react';
import { App } from './app/App';
import { configRequest } from './configRequest';
import { beginSessionRestore } from './auth/AuthSession';
import { registerPortalRemotes } from './federation/remotes';
import { catalogue } from './i18n/catalogue';

/** The host's own antd copy (antd is not a federation singleton), themed with the shared tokens, in the page's language. */
function HostAntd({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={portalTheme} locale={useAntdLocale()}>
      {children}
    </ConfigProvider>
  );
}

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  let config;
  try {
    // The language's first catalogues load beside the configuration: no page renders a message id.
    [config] = await Promise.all([loadRuntimeConfig(configRequest), startLanguage([sharedCatalogue, catalogue])]);
  } catch (error) {
    // No configuration, no remotes: say so on the page rather than leave it blank.
    container.innerHTML = '<main style="padding:24px"><h1>Basin Water Portal</h1><p role="alert"></p></main>';
    container.querySelector('p')!.textContent = `The portal could not start: ${(error as Error).message}. Please reload the page in a moment.`;
    return;
  }
  // The page's one error-reporting client; the remotes inside the host report through it.
  startErrorReporting(config.errorReporting, 'host');
  registerPortalRemotes(config);
  beginSessionRestore(config);
  createRoot(container, rootErrorReporting('host')).render(
    <StrictMode>
      <HostAntd>
        <PortalProviders>
          <BrowserRouter>
            <App />
          </BrowserRouter>
        </PortalProviders>
      </HostAntd>
    </StrictMode>,
  );
}

void start();
