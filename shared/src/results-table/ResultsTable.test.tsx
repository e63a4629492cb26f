import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import esES from 'antd/locale/es_ES';
import { useI18nStore } from '../i18n/translate';
import { useBasinStore } from '../store/store';
import type { ResultsTableColumn } from './columns';
import { ResultsTable, type ResultsTableProps } from './ResultsTable';

interface Row {
  id: number;
  site: string;
  value: number;
}

// 12 rows: one more page than the default page size, few enough to keep antd's Table quick in jsdom.
const rows: Row[] = Array.from({ length: 12 }, (_, index) => ({ id: index, site: index % 2 ? `CC-${index}` : `CT-${index}`, value: index - 3 }));
const columns: ResultsTableColumn<Row>[] = [
  { key: 'site', title: 'Site' },
  { key: 'value', title: 'Value' },
];

function renderTable(props: Partial<ResultsTableProps<Row>> = {}) {
  return render(<ResultsTable<Row> rows={rows} columns={columns} rowKey="id" caption="Results" fileName="results" {...props} />);
}

const bodyRows = () => [...document.querySelectorAll('tbody tr.ant-table-row')];
const headers = () => [...document.querySelectorAll('thead th')].map((cell) => cell.textContent);

beforeEach(() => useBasinStore.setState({ toasts: [] }));

describe('ResultsTable', () => {
  it('shows 10 rows a page by default, the row count and a caption naming the table', () => {
    renderTable();
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('12 rows')).toBeInTheDocument();
    expect(document.querySelector('caption')).toHaveTextContent('Results');
  });

  it("pages in the portal's language with no ConfigProvider above it (a federation singleton runs with another app's antd)", () => {
    act(() => useI18nStore.setState({ antdLocale: esES }));
    try {
      renderTable();
      expect(document.querySelector('.ant-pagination-options')).toHaveTextContent('10 / página');
    } finally {
      act(() => useI18nStore.setState({ antdLocale: undefined }));
    }
  });

  it('honours another default page size', () => {
    renderTable({ defaultPageSize: 60 });
    expect(bodyRows()).toHaveLength(12);
  });

  it('filters rows by the search text across the visible columns', () => {
    renderTable();
    fireEvent.change(screen.getByLabelText('Search Results'), { target: { value: 'ct-1' } });
    expect(bodyRows().map((row) => row.firstElementChild?.textContent)).toEqual(['CT-10']);
    fireEvent.change(screen.getByLabelText('Search Results'), { target: { value: '-2' } });
    expect(bodyRows().map((row) => row.textContent)).toEqual(['CC-1-2', 'CT-2-1']);
    expect(screen.getByText('2 rows')).toBeInTheDocument();
  });

  it('filters by column with a labelled box per filterable column, on top of the search', () => {
    renderTable({ columns: [{ key: 'site', title: 'Site', filterable: true }, { key: 'value', title: 'Value' }] });
    const group = screen.getByRole('group', { name: 'Filter Results by column' });
    // Only the filterable column gets a box.
    expect(within(group).getAllByRole('textbox')).toHaveLength(1);
    fireEvent.change(within(group).getByLabelText('Filter by Site'), { target: { value: 'ct' } });
    expect(bodyRows().map((row) => row.firstElementChild?.textContent)).toEqual(['CT-0', 'CT-2', 'CT-4', 'CT-6', 'CT-8', 'CT-10']);
    expect(screen.getByText('6 rows')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Search Results'), { target: { value: '7' } });
    expect(bodyRows().map((row) => row.textContent)).toEqual(['CT-107']);
  });

  it('shows no column filters when no column is filterable', () => {
    renderTable();
    expect(screen.queryByRole('group', { name: /by column/ })).not.toBeInTheDocument();
  });

  it('hides a column unticked in the column picker', async () => {
    renderTable();
    const button = screen.getByText('Columns').closest('button')!;
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const picker = within(document.getElementById(button.getAttribute('aria-controls')!)!);
    fireEvent.click(picker.getByLabelText('Value'));
    expect(headers()).toEqual(['Site']);
    // The last visible column cannot be hidden.
    expect(picker.getByLabelText('Site')).toBeDisabled();
  });

  it('sorts by a column', () => {
    renderTable();
    const valueHeader = within(document.querySelector('thead')!).getByText('Value');
    fireEvent.click(valueHeader);
    fireEvent.click(valueHeader);
    expect(bodyRows()[0]?.textContent).toBe('CC-118');
  });

  it('copies the matching rows of the visible columns and toasts', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    renderTable();
    fireEvent.change(screen.getByLabelText('Search Results'), { target: { value: 'CC-1' } });
    await act(async () => fireEvent.click(screen.getByText('Copy')));
    expect(writeText).toHaveBeenCalledWith('Site\tValue\nCC-1\t-2\nCC-11\t8');
    expect(useBasinStore.getState().toasts.map((toast) => toast.message)).toEqual(['Data was copied to your clipboard.']);
  });

  it('toasts an error when the clipboard refuses', async () => {
    Object.assign(navigator, { clipboard: { writeText: jest.fn().mockRejectedValue(new Error('denied')) } });
    renderTable();
    await act(async () => fireEvent.click(screen.getByText('Copy')));
    await waitFor(() => expect(useBasinStore.getState().toasts[0]).toMatchObject({ severity: 'error' }));
  });

  it('says "No data" without rows and "Error loading table." after a failed query', () => {
    const { rerender } = renderTable({ rows: [] });
    expect(screen.getByText('No data')).toBeInTheDocument();
    rerender(<ResultsTable<Row> rows={rows} columns={columns} rowKey="id" caption="Results" fileName="results" error={new Error('boom')} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading table.');
  });

  describe('the viewport layout', () => {
    const matchMedia = window.matchMedia;
    afterEach(() => {
      window.matchMedia = matchMedia;
    });
    const phone = (matches: boolean) => {
      window.matchMedia = ((query: string) => ({ matches, media: query, addEventListener: () => {}, removeEventListener: () => {} })) as unknown as typeof window.matchMedia;
    };

    it('scrolls in a named, focusable box with sticky header cells and the pagination under the box', () => {
      phone(false);
      renderTable({ fitViewport: true, cards: true });
      const box = screen.getByRole('region', { name: 'Results (scrollable)' });
      expect(box).toHaveAttribute('tabindex', '0');
      expect(box.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(10);
      expect(box.querySelector('thead th')).toHaveStyle({ position: 'sticky', top: '0px' });
      // The pagination is outside the box, and pages the rows.
      expect(box.querySelector('.ant-pagination')).toBeNull();
      fireEvent.click(screen.getByTitle('2'));
      expect([...box.querySelectorAll('tbody tr.ant-table-row')].map((row) => row.firstElementChild?.textContent)).toEqual(['CT-10', 'CC-11']);
    });

    it('shows the rows as cards on a phone: the title column as heading, the others listed or behind More details', () => {
      phone(true);
      renderTable({
        cards: true,
        columns: [
          { key: 'site', title: 'Site', card: 'title' },
          { key: 'value', title: 'Value' },
          { key: 'id', title: 'Id', card: 'more' },
        ],
      });
      expect(document.querySelector('table')).toBeNull();
      const cards = within(screen.getByRole('list', { name: 'Results' })).getAllByRole('listitem');
      expect(cards).toHaveLength(10);
      expect(within(cards[0]!).getByRole('heading', { level: 3 })).toHaveTextContent('CT-0');
      expect(within(cards[0]!).getByText('Value').nextElementSibling).toHaveTextContent('-3');
      expect(within(cards[0]!).getByText('More details').closest('details')).toContainElement(within(cards[0]!).getByText('Id'));
    });
  });
});

