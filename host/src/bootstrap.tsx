import { ConfigProvider } from 'antd';
import { BrowserRouter } from 'react-router-dom';
import { portalTheme, PortalProviders, startApp } from '@basin/shared';
import { App } from './app/App';
import { registerPortalRemotes } from './federation/remotes';

void startApp(() => {
  registerPortalRemotes();
  return (
    <ConfigProvider theme={portalTheme}>
      <PortalProviders>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </PortalProviders>
    </ConfigProvider>
  );
});
