import { createRoot } from 'react-dom/client';
import { App as AntApp, ConfigProvider } from 'antd';
import { BrowserRouter } from 'react-router-dom';
import { loadRuntimeConfig, portalTheme, PortalProviders } from '@basin/shared';
import { App } from './app/App';
import { registerPortalRemotes } from './federation/remotes';

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  try {
    await loadRuntimeConfig();
  } catch (error) {
    container.textContent = `The portal could not start: ${(error as Error).message}`;
    return;
  }
  registerPortalRemotes();
  createRoot(container).render(
    <ConfigProvider theme={portalTheme}>
      <AntApp>
        <PortalProviders>
          <BrowserRouter>
            <App />
          </BrowserRouter>
        </PortalProviders>
      </AntApp>
    </ConfigProvider>,
  );
}

void start();
