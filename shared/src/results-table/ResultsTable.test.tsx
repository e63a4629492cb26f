import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useBasinStore } from '../store/store';
import { ResultsTable, type ResultsTableColumn } from './ResultsTable';

interface Row {
  id: number;
  site: string;
  value: number;
}

const rows: Row[] = Array.from({ length: 25 }, (_, index) => ({ id: index, site: index % 2 ? `CC-${index}` : `CT-${index}`, value: index - 3 }));
const columns: ResultsTableColumn<Row>[] = [
  { key: 'site', title: 'Site' },
  { key: 'value', title: 'Value' },
];

function renderTable(props: Partial<Parameters<typeof ResultsTable<Row>>[0]> = {}) {
  return render(<ResultsTable<Row> rows={rows} columns={columns} rowKey={(row) => String(row.id)} caption="Results" fileName="results" {...props} />);
}

const bodyRows = () => document.querySelectorAll('tbody tr.ant-table-row');

describe('ResultsTable', () => {
  it('shows 10 rows a page by default', () => {
    renderTable();
    expect(bodyRows()).toHaveLength(10);
  });

  it('honours another default page size', () => {
    renderTable({ defaultPageSize: 60, pageSizeOptions: [10, 60] });
    expect(bodyRows()).toHaveLength(25);
  });

  it('filters rows by the search text', () => {
    renderTable();
    fireEvent.change(screen.getByLabelText('Search Results'), { target: { value: 'ct-2' } });
    expect([...bodyRows()].map((row) => row.textContent)).toEqual(['CT-2-1', 'CT-2017', 'CT-2219', 'CT-2421']);
  });

  it('hides a column chosen in the column picker', async () => {
    renderTable();
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const picker = await screen.findByRole('group', { name: 'Columns to show' });
    fireEvent.click(within(picker).getByLabelText('Value'));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: /Value/ })).not.toBeInTheDocument());
  });

  it('copies the rows and toasts', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    renderTable();
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalled());
    expect(writeText.mock.calls[0][0].split('\n')).toHaveLength(26);
    await waitFor(() => expect(useBasinStore.getState().toasts.map((toast) => toast.message)).toContain('Data was copied to your clipboard.'));
  });

  it('says so when the query failed', () => {
    renderTable({ error: new Error('boom') });
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading table.');
  });
});
