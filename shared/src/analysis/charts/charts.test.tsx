import { fireEvent, render, screen, within } from '@testing-library/react';
import { BarLineChart } from './BarLineChart';
import { GroupedBarChart } from './GroupedBarChart';
import { LineChart } from './LineChart';
import { ScatterChart } from './ScatterChart';
import { TimeChart } from './TimeChart';
import { YEAR_PALETTE } from './palette';


const svg = () => screen.getByRole('img');
const marks = () => svg().querySelector('[data-part="marks"]')!;

describe('LineChart', () => {
  const series = [
    {
      key: 'avg',
      label: 'Flow at CC-10',
      units: 'cfs',
      points: [
        { x: '2021-01-01', y: 10 },
        { x: '2021-01-02', y: 12 },
        { x: '2021-01-03', y: null },
        { x: '2021-01-04', y: 1, nondetect: true },
        { x: '2021-01-05', y: 9 },
      ],
      band: [
        { x: '2021-01-01', low: 8, high: 13 },
        { x: '2021-01-02', low: 9, high: 15 },
      ],
      bandLabel: 'Daily min-max',
    },
    { key: 'stage', label: 'Stage at CC-10', units: 'ft', axis: 'right' as const, points: [{ x: '2021-01-02', y: 3.5 }] },
  ];

  it('is one image named by the summary, with both axes labelled and an HTML legend', () => {
    render(<LineChart series={series} summary="Flow at CC-10 averaged 8 cfs in 2021." width={640} height={320} leftLabel="Flow (cfs)" rightLabel="Stage (ft)" />);
    expect(svg()).toHaveAttribute('aria-label', 'Flow at CC-10 averaged 8 cfs in 2021.');
    expect(svg()).toHaveAttribute('width', '640');
    expect(svg()).toHaveTextContent('Flow (cfs)');
    expect(svg()).toHaveTextContent('Stage (ft)');
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(within(legend).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Flow at CC-10',
      'Daily min-max',
      'Stage at CC-10',
      'Non-detect (< DL)',
    ]);
  });

  it('draws the line in two pieces around the null, the band, and the non-detect open', () => {
    render(<LineChart series={series} summary="s" width={640} />);
    expect(marks().querySelectorAll('[data-series="avg"] path.visx-linepath')).toHaveLength(2);
    expect(marks().querySelectorAll('path.visx-area')).toHaveLength(1);
    const open = marks().querySelectorAll('[data-open="true"]');
    expect(open).toHaveLength(1);
    expect(open[0]).toHaveAttribute('fill', '#ffffff');
    expect(open[0]).toHaveAttribute('stroke', '#0072b2');
  });

  it('labels at most 9 date ticks, MM-DD-YYYY', () => {
    render(<LineChart series={series} summary="s" width={2000} />);
    const bottom = svg().querySelector('.visx-axis-bottom')!;
    const labels = [...bottom.querySelectorAll('.visx-axis-tick text')].map((text) => text.textContent);
    expect(labels.length).toBeGreaterThan(1);
    expect(labels.length).toBeLessThanOrEqual(9);
    for (const label of labels) expect(label).toMatch(/^\d{2}-\d{2}-\d{4}$/);
  });

  it('shows the nearest date and values in a tooltip on pointer move, and hides it on leave', () => {
    render(<LineChart series={series} summary="s" width={640} height={320} />);
    const area = svg().querySelector('[data-part="pointer-area"]')!;
    // The plot starts 76 px in: this is near its right edge, the last date.
    fireEvent.pointerMove(area, { clientX: 600, clientY: 100 });
    const tooltip = document.querySelector('[data-part="tooltip"]') as HTMLElement;
    expect(tooltip).toHaveTextContent('01-05-2021');
    expect(tooltip).toHaveTextContent('Flow at CC-10: 9 cfs');
    fireEvent.pointerMove(area, { clientX: 76 + 540 * 0.75 - 2, clientY: 100 });
    expect(document.querySelector('[data-part="tooltip"]')).toHaveTextContent('Flow at CC-10: < DL (1 cfs)');
    fireEvent.pointerLeave(area);
    expect(document.querySelector('[data-part="tooltip"]')).toBeNull();
  });

  it('draws nothing until it has a width', () => {
    render(<LineChart series={series} summary="s" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});

describe('BarLineChart', () => {
  it('draws bars on the left axis and dashed lines in the same colour on the right', () => {
    const days = ['2024-04-01', '2024-04-02', '2024-04-03'];
    render(
      <BarLineChart
        summary="Precipitation"
        width={640}
        bars={[
          { key: '155', label: 'Weather station (daily)', units: 'in', points: days.map((x) => ({ x, y: 0.1 })) },
          { key: '156', label: 'Gauge (daily)', units: 'in', points: days.map((x) => ({ x, y: 0.2 })) },
        ]}
        lines={[
          { key: '155-c', label: 'Weather station (cumulative)', units: 'in', points: days.map((x, i) => ({ x, y: 0.1 * (i + 1) })) },
          { key: '156-c', label: 'Gauge (cumulative)', units: 'in', points: days.map((x, i) => ({ x, y: 0.2 * (i + 1) })) },
        ]}
      />,
    );
    const bars = [...marks().querySelectorAll('[data-part="bar"]')];
    expect(bars).toHaveLength(6);
    const lines = [...marks().querySelectorAll('path.visx-linepath')];
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line).toHaveAttribute('stroke-dasharray', '6 3');
    expect(lines[1]).toHaveAttribute('stroke', bars.find((bar) => bar.getAttribute('data-series') === '156')?.getAttribute('fill'));
    // Lines of cumulative totals carry no markers.
    expect(marks().querySelectorAll('[data-marker]')).toHaveLength(0);
    expect(svg().querySelector('.visx-axis-right')).not.toBeNull();
  });
});

describe('BarLineChart with values not approved (issue 31)', () => {
  it('hatches the bars of days not approved, dots the line from them on, crosses estimated days, and names both in the legend', () => {
    const days = ['2026-09-01', '2026-09-02', '2026-09-03', '2026-09-04'];
    const status = ['approved', 'approved', 'provisional', 'estimated'] as const;
    render(
      <BarLineChart
        summary="Precipitation"
        width={640}
        bars={[{ key: '156', label: 'Gauge (daily)', units: 'in', points: days.map((x, i) => ({ x, y: 0.2, status: status[i] })) }]}
        lines={[{ key: '156-c', label: 'Gauge (cumulative)', units: 'in', points: days.map((x, i) => ({ x, y: 0.2 * (i + 1), status: status[i] })) }]}
      />,
    );
    const bars = [...marks().querySelectorAll('[data-part="bar"]')];
    expect(bars.map((bar) => bar.getAttribute('data-status'))).toEqual([null, null, 'provisional', 'estimated']);
    const hatch = bars[2]!.getAttribute('fill')!;
    expect(hatch).toMatch(/^url\(#.+\)$/);
    expect(bars[3]).toHaveAttribute('fill', hatch);
    expect(marks().querySelector(`pattern[id="${hatch.slice(5, -1)}"]`)).not.toBeNull();
    expect(bars[0]).toHaveAttribute('fill', '#0072b2');
    // The cumulative line: dashed to the last approved day, dotted on.
    expect(marks().querySelector('[data-part="line-segment"]')).toHaveAttribute('stroke-dasharray', '6 3');
    expect(marks().querySelectorAll('[data-part="unsure-segment"]')).toHaveLength(1);
    expect(marks().querySelector('[data-part="unsure-segment"]')).toHaveAttribute('stroke-dasharray', '2 3');
    // The estimated day: a cross on its bar and on the line, not a marker.
    expect(marks().querySelectorAll('[data-part="estimated"]')).toHaveLength(2);
    expect(marks().querySelectorAll('[data-marker]')).toHaveLength(0);
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(within(legend).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Gauge (daily)',
      'Gauge (cumulative)',
      'Provisional (subject to revision)',
      'Estimated',
    ]);
  });
});

describe('GroupedBarChart', () => {
  it('draws one bar per year and month in the year palette, at most 18 px wide, with a 2-decimal tooltip', () => {
    render(
      <GroupedBarChart
        summary="Years"
        width={900}
        units="µg/L"
        categories={['Jan', 'Feb', 'Mar']}
        groups={[
          { key: '2024', label: '2024', values: [1, 2, 3] },
          { key: '2025', label: '2025', values: [4, null, 6.5] },
        ]}
      />,
    );
    const bars = [...marks().querySelectorAll('[data-part="bar"]')];
    expect(bars).toHaveLength(5);
    for (const bar of bars) expect(Number(bar.getAttribute('width'))).toBeLessThanOrEqual(18);
    expect(bars[0]).toHaveAttribute('fill', YEAR_PALETTE[0]);
    expect(bars[1]).toHaveAttribute('fill', YEAR_PALETTE[1]);
    const area = svg().querySelector('[data-part="pointer-area"]')!;
    // The last month's band is in the right third of the 800 px plot (starting at 76 px).
    fireEvent.pointerMove(area, { clientX: 76 + 700, clientY: 100 });
    const tooltip = document.querySelector('[data-part="tooltip"]');
    expect(tooltip).toHaveTextContent('Mar');
    expect(tooltip).toHaveTextContent('2024: 3.00 µg/L');
    expect(tooltip).toHaveTextContent('2025: 6.50 µg/L');
  });
});

describe('ScatterChart', () => {
  it('draws points, outliers as crosses, and each regression line with its band', () => {
    render(
      <ScatterChart
        summary="Correlation"
        width={640}
        xLabel="Total phosphorus (µg/L)"
        yLabel="Chlorophyll-a (µg/L)"
        series={[
          {
            key: '79',
            label: 'CCR-1',
            points: [
              { x: 1, y: 2 },
              { x: 2, y: 3, nondetect: true },
              { x: 3, y: 9, outlier: true },
            ],
            fit: { line: [{ x: 1, y: 2 }, { x: 3, y: 4 }], band: [{ x: 1, low: 1, high: 3 }, { x: 3, low: 3, high: 5 }] },
          },
        ]}
      />,
    );
    expect(marks().querySelectorAll('[data-marker="cross"]')).toHaveLength(1);
    expect(marks().querySelectorAll('[data-open="true"]')).toHaveLength(1);
    expect(marks().querySelectorAll('path.visx-area')).toHaveLength(1);
    expect(marks().querySelectorAll('path.visx-linepath')).toHaveLength(1);
    expect(svg()).toHaveTextContent('Total phosphorus (µg/L)');
    expect(svg()).toHaveTextContent('Chlorophyll-a (µg/L)');
    expect(screen.getByRole('list', { name: 'Legend' })).toHaveTextContent('Outlier');
  });
});

describe('TimeChart points and reference lines', () => {
  const series = [
    { key: 'base', label: 'CC-10, Base Flow', kind: 'point' as const, shape: 'circle' as const, color: '#0072b2', points: [{ x: '2021-01-01', y: 10 }, { x: '2021-02-01', y: 12 }] },
    { key: 'storm', label: 'CC-10, Storm Flow', kind: 'point' as const, shape: 'triangle' as const, color: '#0072b2', points: [{ x: '2021-01-15', y: 30 }] },
  ];
  const references = [{ key: 'limit', label: 'Limit 50', value: 50 }];

  it('draws markers in each series shape, no lines, and the reference line with its label on the plot and in the legend', () => {
    render(<TimeChart series={series} references={references} summary="s" width={640} height={320} />);
    expect(marks().querySelectorAll('path.visx-linepath')).toHaveLength(0);
    expect(marks().querySelectorAll('[data-series="base"] [data-marker="circle"]')).toHaveLength(2);
    expect(marks().querySelectorAll('[data-series="storm"] [data-marker="triangle"]')).toHaveLength(1);
    const reference = marks().querySelector('[data-part="reference"]')!;
    expect(reference.querySelector('line')).toHaveAttribute('stroke-dasharray', '8 4');
    // The label is drawn after every series (over the data), on a halo of the background.
    const label = marks().querySelector('[data-part="reference-label"]')!;
    expect(label).toHaveTextContent('Limit 50');
    expect(label).toHaveAttribute('paint-order', 'stroke');
    expect(marks().lastElementChild).toBe(label);
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(within(legend).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['CC-10, Base Flow', 'CC-10, Storm Flow', 'Limit 50']);
  });
});

describe('TimeChart with its own date format (water years)', () => {
  const series = [{ key: '28', label: 'Total phosphorus', kind: 'line' as const, units: 'µg/L', points: [{ x: '2019-01-01', y: 150 }, { x: '2020-01-01', y: 170 }, { x: '2021-01-01', y: 190 }] }];
  const waterYear = (date: Date) => `WY${date.getUTCFullYear()}`;

  it('ticks and names each year as the format reads it, in the axis and the tooltip', () => {
    render(
      <TimeChart
        series={series}
        references={[{ key: 'benchmark', label: 'Benchmark (170 µg/L)', value: 170, color: '#ff8800' }]}
        xUnit="year"
        formatDate={waterYear}
        summary="s"
        width={640}
        height={320}
      />,
    );
    const bottom = svg().querySelector('.visx-axis-bottom')!;
    expect([...bottom.querySelectorAll('.visx-axis-tick text')].map((text) => text.textContent)).toEqual(['WY2019', 'WY2020', 'WY2021']);
    expect(marks().querySelector('[data-reference="benchmark"] line')).toHaveAttribute('stroke', '#ff8800');
    fireEvent.pointerMove(svg().querySelector('[data-part="pointer-area"]')!, { clientX: 600, clientY: 100 });
    const tooltip = document.querySelector('[data-part="tooltip"]') as HTMLElement;
    expect(tooltip).toHaveTextContent('WY2021');
    expect(tooltip).toHaveTextContent('Total phosphorus: 190 µg/L');
  });
});
