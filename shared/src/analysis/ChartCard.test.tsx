import { fireEvent, render, screen, within } from '@testing-library/react';
import { ChartCard, type ChartCardProps } from './ChartCard';
import { LineChart } from './charts';

jest.mock('./charts/saveSvgAsPng', () => ({ saveSvgAsPng: jest.fn(() => Promise.resolve()) }));
const { saveSvgAsPng } = jest.requireMock<{ saveSvgAsPng: jest.Mock }>('./charts/saveSvgAsPng');

interface Row {
  id: string;
  rdate: string;
  result: number;
}
const rows: Row[] = [
  { id: '1', rdate: '2021-06-01', result: 212 },
  { id: '2', rdate: '2021-07-01', result: 250 },
];
const summary = 'Total phosphorus at CC-10 averaged 231 µg/L in 2021, highest in July.';

function renderCard(props: Partial<ChartCardProps<Row>> = {}) {
  const draw = jest.fn((size: { width: number; height: number; summary: string }) => (
    <LineChart {...size} series={[{ key: 'tp', label: 'Total phosphorus', units: 'µg/L', points: rows.map((row) => ({ x: row.rdate, y: row.result })) }]} />
  ));
  const view = render(
    <ChartCard<Row>
      title="Total phosphorus at CC-10"
      status={{ isPending: false, error: null }}
      isEmpty={false}
      emptyText="No data"
      summary={summary}
      exportFileName="cc-10-total-phosphorus"
      width={640}
      height={320}
      table={{
        rows,
        columns: [
          { key: 'rdate', title: 'Date' },
          { key: 'result', title: 'Result' },
        ],
        rowKey: 'id',
        fileName: 'cc-10',
        caption: 'Total phosphorus at CC-10 (data)',
      }}
      {...props}
    >
      {draw}
    </ChartCard>,
  );
  return { ...view, draw };
}

describe('ChartCard', () => {
  beforeEach(() => saveSvgAsPng.mockClear());

  it('shows a named spinner while loading, and no chart', () => {
    const { draw } = renderCard({ status: { isPending: true, error: null } });
    expect(screen.getByRole('heading', { level: 2, name: 'Total phosphorus at CC-10' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading Total phosphorus at CC-10' })).toBeInTheDocument();
    expect(draw).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /save png/i })).not.toBeInTheDocument();
  });

  it("shows 'An error has occurred: ' and the message as an alert", () => {
    renderCard({ status: { isPending: false, error: new Error('Request failed with status 500') } });
    expect(screen.getByRole('alert')).toHaveTextContent(/^An error has occurred: Request failed with status 500$/);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows the page’s empty text and nothing else', () => {
    const { draw } = renderCard({ isEmpty: true, emptyText: 'No data for current selections' });
    expect(screen.getByText('No data for current selections')).toBeInTheDocument();
    expect(draw).not.toHaveBeenCalled();
    expect(screen.queryByText(summary)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Table' })).not.toBeInTheDocument();
  });

  it('draws the chart at its size, named by the summary, with the summary as a visible paragraph', () => {
    const { draw } = renderCard();
    expect(draw).toHaveBeenLastCalledWith({ width: 640, height: 320, summary });
    expect(screen.getByRole('img')).toHaveAttribute('aria-label', summary);
    expect(screen.getByText(summary).tagName).toBe('P');
  });

  it('saves the chart SVG as PNG under the export name', () => {
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: /save png/i }));
    expect(saveSvgAsPng).toHaveBeenCalledWith(screen.getByRole('img'), 'cc-10-total-phosphorus', 2, screen.getByRole('list', { name: 'Legend' }));
  });

  it('switches between the graph and the table of the rows behind it, with pressed states', () => {
    renderCard();
    const graph = screen.getByRole('button', { name: /graph/i });
    const tableButton = screen.getByRole('button', { name: /table/i });
    expect(graph).toHaveAttribute('aria-pressed', 'true');
    expect(tableButton).toHaveAttribute('aria-pressed', 'false');

    fireEvent.click(tableButton);
    expect(screen.getByRole('button', { name: /table/i })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /graph/i })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('img', { name: summary })).not.toBeInTheDocument();
    const table = screen.getByRole('table');
    const cells = within(table).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells).toEqual(['2021-06-01', '212', '2021-07-01', '250']);
    // Spec 02 §9: raw tables page by 10, 20 or 50.
    expect(screen.getByText('10 / page')).toBeInTheDocument();
    // The summary stays.
    expect(screen.getByText(summary)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: /graph/i }));
    expect(screen.getByRole('img', { name: summary })).toBeInTheDocument();
  });

  it('takes another heading level and header controls', () => {
    renderCard({ headingLevel: 3, extra: <button type="button">2025</button> });
    expect(screen.getByRole('heading', { level: 3, name: 'Total phosphorus at CC-10' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '2025' })).toBeInTheDocument();
  });

  it('offers no table switch without a table', () => {
    renderCard({ table: undefined });
    expect(screen.queryByRole('button', { name: /table/i })).not.toBeInTheDocument();
    expect(screen.getByRole('img')).toBeInTheDocument();
  });
});
