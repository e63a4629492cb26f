import { fireEvent, render, screen, within } from '@testing-library/react';
import { TimeSeriesChart, type TimeSeriesChartProps } from './TimeSeriesChart';
import type { TimeSeries } from './types';

jest.mock('./saveSvgAsPng', () => ({ saveSvgAsPng: jest.fn(() => Promise.resolve()) }));
const { saveSvgAsPng } = jest.requireMock<{ saveSvgAsPng: jest.Mock }>('./saveSvgAsPng');

const phosphorus: TimeSeries = {
  key: '28',
  label: 'Total phosphorus',
  units: 'µg/L',
  points: [
    { date: '2020-06-02', value: 180 },
    { date: '2020-05-05', value: 150 },
    { date: '2020-07-07', value: 5, flag: 'Non-detect' },
  ],
};
const nitrogen: TimeSeries = { key: '29', label: 'Total nitrogen', units: 'µg/L', points: [{ date: '2020-06-02', value: 1400 }] };

function renderChart(props: Partial<TimeSeriesChartProps> = {}) {
  return render(<TimeSeriesChart title="Daily results at CC-10" series={[phosphorus, nitrogen]} yLabel="Result" width={640} {...props} />);
}

const tableRows = () => within(screen.getByRole('table', { hidden: true })).getAllByRole('row', { hidden: true }).slice(1);
const rowTexts = () => tableRows().map((row) => within(row).getAllByRole('cell', { hidden: true }).map((cell) => cell.textContent));

describe('TimeSeriesChart', () => {
  it('draws an SVG with role img and an aria-label summarising the chart', () => {
    renderChart({ benchmarks: [{ value: 170, color: '#f07f2a', label: 'Benchmark (170 µg/L)' }] });
    const svg = screen.getByRole('img');
    expect(svg.tagName.toLowerCase()).toBe('svg');
    expect(svg).toHaveAttribute(
      'aria-label',
      'Daily results at CC-10. 2 series: Total phosphorus, Total nitrogen. 4 points from 2020-05-05 to 2020-07-07. Reference lines: Benchmark (170 µg/L). The data table below lists every point.',
    );
    // The legend is part of the SVG, so a saved PNG explains itself.
    expect(svg).toHaveTextContent('Total phosphorus (µg/L)');
    expect(svg).toHaveTextContent('Benchmark (170 µg/L)');
    expect(svg).toHaveTextContent('Open marker: Non-detect');
  });

  it('draws one marker per point, non-detects open, and the benchmark as a dashed line', () => {
    renderChart({ series: [phosphorus], benchmarks: [{ value: 170, color: '#f07f2a', label: 'Benchmark (170 µg/L)' }] });
    const svg = screen.getByRole('img');
    // Series markers of the first series are circles in its colour; the legend's markers sit in its own group.
    const markers = [...svg.querySelectorAll('circle')].filter((circle) => circle.getAttribute('stroke') === '#0072b2' || circle.getAttribute('fill') === '#0072b2');
    const plotted = markers.filter((circle) => !circle.closest('[data-part="legend"]'));
    expect(plotted).toHaveLength(3);
    expect(plotted.filter((circle) => circle.getAttribute('fill') === '#ffffff')).toHaveLength(1);
    const dashed = [...svg.querySelectorAll('line[stroke-dasharray="6 3"]')].filter((line) => !line.closest('[data-part="legend"]'));
    expect(dashed).toHaveLength(1);
    expect(dashed[0]).toHaveAttribute('stroke', '#f07f2a');
  });

  it('always renders a table alternative listing the same points by series and date', () => {
    renderChart();
    const table = screen.getByRole('table', { hidden: true });
    expect(within(table).getByText('Daily results at CC-10 (data table)')).toBeInTheDocument();
    expect(rowTexts()).toEqual([
      ['2020-05-05', 'Total phosphorus', '150 µg/L', ''],
      ['2020-06-02', 'Total phosphorus', '180 µg/L', ''],
      ['2020-07-07', 'Total phosphorus', '5 µg/L', 'Non-detect'],
      ['2020-06-02', 'Total nitrogen', '1,400 µg/L', ''],
    ]);
  });

  it('shows and hides the table with a toggle button that reports its state', () => {
    renderChart();
    const toggle = screen.getByRole('button', { name: /show data table/i });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: /hide data table/i })).toHaveAttribute('aria-expanded', 'true');
    // Visible now: found without `hidden`.
    expect(screen.getByRole('table')).toBeInTheDocument();
  });

  it('keeps to the date domain in the chart and the table', () => {
    renderChart({ dateDomain: ['2020-05-01', '2020-06-30'] });
    expect(rowTexts().map((cells) => cells[0])).toEqual(['2020-05-05', '2020-06-02', '2020-06-02']);
    expect(screen.getByRole('img')).toHaveAttribute('aria-label', expect.stringContaining('3 points from 2020-05-05 to 2020-06-02'));
  });

  it('uses the given date and value formats', () => {
    renderChart({ series: [nitrogen], formatDate: (date) => `WY${date.getUTCFullYear()}`, formatValue: (value) => value.toFixed(1) });
    expect(rowTexts()).toEqual([['WY2020', 'Total nitrogen', '1400.0 µg/L']]);
    expect(screen.getByRole('img')).toHaveAttribute('aria-label', expect.stringContaining('1 point on WY2020'));
  });

  it('offers Save graph as PNG only with a file name, and saves the chart SVG', () => {
    const { rerender } = renderChart();
    expect(screen.queryByRole('button', { name: /save graph as png/i })).not.toBeInTheDocument();
    rerender(<TimeSeriesChart title="Daily results at CC-10" series={[phosphorus]} yLabel="Result" width={640} exportFileName="cc-10-daily" />);
    fireEvent.click(screen.getByRole('button', { name: /save graph as png/i }));
    expect(saveSvgAsPng).toHaveBeenCalledWith(screen.getByRole('img'), 'cc-10-daily');
  });

  it('draws no chart without points but still has the table alternative', () => {
    renderChart({ series: [{ key: 'empty', label: 'Empty', points: [] }], exportFileName: 'empty' });
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(within(screen.getByRole('table', { hidden: true })).getByText('No data')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /save graph as png/i })).toBeDisabled();
  });
});
