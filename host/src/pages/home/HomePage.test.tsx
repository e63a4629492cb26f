import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ROUTE_TABLE, setRuntimeConfig, type RuntimeConfig } from '@basin/shared';
import HomePage from './HomePage';

beforeAll(() => {
  setRuntimeConfig({
    links: { annualReportInteractive: 'https://r/i', annualReportPdf: 'https://r/p', annualReportExecutiveSummary: 'https://r/s' },
    contact: { email: 'info@example.org', phone: '303-555-0100' },
  } as unknown as RuntimeConfig);
});

const GROUPS: Record<string, string[]> = {
  'Water Quality Update': ['Reservoir Water Quality Summary', 'Reservoir Depth Profile', 'Nutrient Ratios', 'Reservoir Inflow Comparisons', 'Watershed Water Quality'],
  Explore: ['Time Series Comparisons', 'Year Comparison Graph', 'Correlation Graph', 'Precipitation in the Basin', 'Streamflow Data'],
  'Tools & Reports': ['PRF Statistics Tool', 'Query & Download', 'Site Summary Table'],
};

function renderHome() {
  render(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
  );
}

describe('HomePage', () => {
  it('has a card for every page of the three groups, in the spec order, with the route table description', () => {
    renderHome();
    for (const [group, titles] of Object.entries(GROUPS)) {
      const section = screen.getByRole('region', { name: group });
      const cards = within(section).getAllByRole('heading', { level: 3 });
      expect(cards.map((card) => card.textContent)).toEqual(titles);
      for (const title of titles) {
        const route = ROUTE_TABLE.find((entry) => entry.title === title)!;
        expect(within(section).getByRole('link', { name: title })).toHaveAttribute('href', route.path);
        expect(within(section).getByText(route.description!)).toBeInTheDocument();
      }
    }
    // Every grouped page of the route table has its card.
    for (const route of ROUTE_TABLE.filter((entry) => entry.group)) {
      expect(screen.getByRole('link', { name: route.title })).toHaveAttribute('href', route.path);
    }
  });

  it('has the hero, About the Portal and the featured resources', () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: 'Basin Water Portal' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const heading of ['About the Portal', 'Featured Resources']) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    expect(screen.getByText(/30 years/)).toBeInTheDocument();
    expect(screen.getByText(/provisional and may change after review/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'info@example.org' })).toHaveAttribute('href', 'mailto:info@example.org');
    for (const [name, href] of [
      ['Interactive Report', 'https://r/i'],
      ['Accessible PDF', 'https://r/p'],
      ['Executive Summary PDF', 'https://r/s'],
    ]) {
      const link = screen.getByRole('link', { name: `${name} (opens in a new tab)` });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getByRole('link', { name: 'Open the Interactive Map' })).toHaveAttribute('href', '/tools/map');
    expect(screen.getByRole('link', { name: 'Explore the map' })).toHaveAttribute('href', '/tools/map');
  });
});
