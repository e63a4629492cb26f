import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { setRuntimeConfig, useBasinStore, type RuntimeConfig } from '@basin/shared';
import { SidebarMenu } from './SidebarMenu';

function renderSidebar(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <nav aria-label="Main">
        <SidebarMenu />
      </nav>
    </MemoryRouter>,
  );
}

const group = (name: string) => screen.getByRole('button', { name });

beforeAll(() => {
  setRuntimeConfig({ links: { importData: 'https://import.example/', floodAlert: 'https://flood.example/' } } as unknown as RuntimeConfig);
});
beforeEach(() => {
  act(() => {
    useBasinStore.getState().setOpenGroup(null);
    useBasinStore.getState().signOut();
  });
});

describe('SidebarMenu', () => {
  it('opens the group of the current page by itself and marks the current page', () => {
    renderSidebar('/water-quality-update/nutrient-ratios');
    expect(group('Water Quality Update')).toHaveAttribute('aria-expanded', 'true');
    expect(group('Explore')).toHaveAttribute('aria-expanded', 'false');
    expect(group('Tools')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'Nutrient Ratios' })).toHaveAttribute('aria-current', 'page');
  });

  it('keeps only one group open at a time', () => {
    renderSidebar('/explore/precipitation');
    expect(group('Explore')).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(group('Tools'));
    expect(group('Tools')).toHaveAttribute('aria-expanded', 'true');
    expect(group('Explore')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Precipitation in the Basin' })).not.toBeInTheDocument();
    fireEvent.click(group('Tools'));
    expect(group('Tools')).toHaveAttribute('aria-expanded', 'false');
  });

  it('lists the Public Map Explorer under Tools', () => {
    renderSidebar('/tools/map');
    const tools = document.getElementById(group('Tools').getAttribute('aria-controls')!)!;
    expect(within(tools).getByRole('link', { name: 'Public Map Explorer' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens the external links in a new tab and says so; Import Data is the staff\'s page, for those who manage data', () => {
    act(() => useBasinStore.getState().signIn({ sub: 'a', roles: ['Administrator'] }, { getAccessToken: async () => 't', expire: () => undefined }));
    renderSidebar('/import-data');
    const flood = screen.getByRole('link', { name: 'Flood Alert (opens in a new tab)' });
    expect(flood).toHaveAttribute('href', 'https://flood.example/');
    expect(flood).toHaveAttribute('target', '_blank');
    expect(flood).toHaveAttribute('rel', 'noopener noreferrer');
    const importData = screen.getByRole('link', { name: 'Import Data' });
    expect(importData).toHaveAttribute('href', '/import-data');
    expect(importData).toHaveAttribute('aria-current', 'page');
  });

  it.each([
    ['the public', null],
    ['a signed-in User', ['User']],
  ])('hides Import Data from %s', (_who, roles) => {
    act(() => (roles ? useBasinStore.getState().signIn({ sub: 'u', roles }, { getAccessToken: async () => 't', expire: () => undefined }) : useBasinStore.getState().signOut()));
    renderSidebar('/');
    expect(screen.queryByRole('link', { name: /Import Data/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Flood Alert/ })).toBeInTheDocument();
  });
});
