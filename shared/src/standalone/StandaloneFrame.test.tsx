import { lazy } from 'react';
import { render, screen } from '@testing-library/react';
import type { RemoteRoute } from '../routing/remoteRoutes';
import { StandaloneFrame } from './StandaloneFrame';

const routes: RemoteRoute[] = [
  {
    path: '/tools/site-summary-table',
    title: 'Site Summary Table',
    remote: 'tools',
    layout: 'portal',
    Component: lazy(async () => ({ default: () => <h1>Site summary page</h1> })),
  },
];

function renderAt(path: string) {
  window.history.pushState({}, '', path);
  return render(<StandaloneFrame remoteTitle="Tools" routes={routes} />);
}

describe('StandaloneFrame', () => {
  it('lists the remote’s pages at /', () => {
    renderAt('/');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Tools (standalone)');
    expect(screen.getByRole('link', { name: 'Site Summary Table' })).toHaveAttribute('href', '/tools/site-summary-table');
  });

  it('renders a page at its path, without host chrome', async () => {
    renderAt('/tools/site-summary-table');
    expect(await screen.findByRole('heading', { name: 'Site summary page' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('says when a path is unknown', () => {
    renderAt('/nowhere');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
  });
});
