import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConfigProvider } from 'antd';
import { BrowserRouter } from 'react-router-dom';
import { loadRuntimeConfig, portalTheme, PortalProviders, rootErrorReporting, startErrorReporting } from '@basin/shared';
import { App } from './app/App';
import { configRequest } from './configRequest';
import { beginSessionRestore } from './auth/AuthSession';
import { registerPortalRemotes } from './federation/remotes';

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  let config;
  try {
    config = await loadRuntimeConfig(configRequest);
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
      {/* The host's own antd copy (antd is not a federation singleton), themed with the shared tokens. */}
      <ConfigProvider theme={portalTheme}>
        <PortalProviders>
          <BrowserRouter>
            <App />
          </BrowserRouter>
        </PortalProviders>
      </ConfigProvider>
    </StrictMode>,
  );
}

void start();
