import { render, screen } from '@testing-library/react';
import { useBasinStore } from '@basin/shared';
import { NoMonitoringData } from './NoMonitoringData';

const signInAs = (roles: string[]) => useBasinStore.getState().signIn({ sub: 'someone', roles }, { getAccessToken: async () => 'token', expire: () => undefined });

afterEach(() => useBasinStore.getState().signOut());

describe('NoMonitoringData', () => {
  it('is a status titled "No monitoring data yet", with no import instructions for the public', () => {
    render(<NoMonitoringData />);
    const status = screen.getByRole('status', { name: 'No monitoring data yet' });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('No monitoring data yet');
    expect(status).toHaveTextContent('fill in as soon as data is imported');
    expect(status).not.toHaveTextContent('npm run import');
  });

  it.each([['an Administrator', ['Administrator']], ['a Developer', ['Developer', 'User']]])('tells %s where to import', (_who, roles) => {
    signInAs(roles);
    render(<NoMonitoringData compact />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('No monitoring data yet');
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Import Data in the sidebar');
    expect(status).toHaveTextContent('npm run import -- <files>');
    expect(status).toHaveTextContent('npm run load-basin -- <folder>');
    expect(status).toHaveTextContent('docs/basin-package.md');
  });

  it('tells a signed-in user without a data role nothing more than the public', () => {
    signInAs(['User']);
    render(<NoMonitoringData />);
    expect(screen.getByRole('status')).not.toHaveTextContent('npm run import');
  });
});
