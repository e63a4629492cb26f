import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ROUTE_TABLE, setRuntimeConfig, type RuntimeConfig } from '@basin/shared';
import HomePage from './HomePage';

beforeAll(() => {
  setRuntimeConfig({
    links: { annualReportInteractive: 'https://r/i', annualReportPdf: 'https://r/p', annualReportExecutiveSummary: 'https://r/s' },
    contact: { email: 'info@example.org', phone: '303-555-0100' },
  } as unknown as RuntimeConfig);
});

describe('HomePage', () => {
  it('has a card linking to every page of the three groups, and the featured resources', () => {
    render(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
    );
    for (const route of ROUTE_TABLE.filter((entry) => entry.group)) {
      expect(screen.getByRole('link', { name: route.title })).toHaveAttribute('href', route.path);
    }
    for (const group of ['Water Quality Update', 'Explore', 'Tools & Reports', 'About the Portal', 'Featured Resources']) {
      expect(screen.getByRole('heading', { level: 2, name: group })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: /Accessible PDF/ })).toHaveAttribute('href', 'https://r/p');
    expect(screen.getByRole('link', { name: 'info@example.org' })).toHaveAttribute('href', 'mailto:info@example.org');
  });
});
