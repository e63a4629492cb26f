import { SERIES_COLORS } from './seriesStyle';
import { buildTimeModel, lineSegments, placeReferences, statusRuns, timeLegend, timeTooltip, type TimeSeries } from './timeData';

const size = { width: 600, height: 300 };

describe('lineSegments', () => {
  const points = [
    { x: '2021-01-05', y: 3 },
    { x: '2021-01-01', y: 1 },
    { x: '2021-01-02', y: 2 },
    { x: '2021-01-20', y: 4 },
    { x: '2021-01-21', y: null },
    { x: '2021-01-22', y: 5 },
  ];
  const defined = (point: { y: number | null }) => point.y !== null;

  it('sorts by date and breaks at null values', () => {
    expect(lineSegments(points, defined).map((segment) => segment.map((point) => point.x))).toEqual([
      ['2021-01-01', '2021-01-02', '2021-01-05', '2021-01-20'],
      ['2021-01-22'],
    ]);
  });

  it('also breaks across gaps longer than gapDays', () => {
    expect(lineSegments(points, defined, 3).map((segment) => segment.map((point) => point.x))).toEqual([
      ['2021-01-01', '2021-01-02', '2021-01-05'],
      ['2021-01-20'],
      ['2021-01-22'],
    ]);
  });
});

describe('buildTimeModel', () => {
  const flow: TimeSeries = {
    key: 'flow',
    label: 'Flow at CC-10',
    kind: 'line',
    units: 'cfs',
    points: [
      { x: '2021-01-01', y: 10 },
      { x: '2021-01-02', y: 20 },
      { x: '2021-01-03', y: null },
      { x: '2021-01-04', y: 5, nondetect: true },
      { x: '2021-01-05', y: 15 },
    ],
    band: [
      { x: '2021-01-01', low: 8, high: 12 },
      { x: '2021-01-02', low: 18, high: 30 },
    ],
  };

  it('places dates on a UTC x axis and values on the left axis (top at 0 px, bottom at the height)', () => {
    const model = buildTimeModel([flow], size);
    expect(model.days.map((day) => day.day)).toEqual(['2021-01-01', '2021-01-02', '2021-01-04', '2021-01-05']);
    expect(model.days[0]?.x).toBeCloseTo(0);
    expect(model.days[3]?.x).toBeCloseTo(600);
    const [bottom, top] = model.left.scale.domain() as [number, number];
    expect(bottom).toBeLessThanOrEqual(5);
    expect(top).toBeGreaterThanOrEqual(30);
    expect(model.left.label).toBe('cfs');
    expect(model.right).toBeUndefined();
    expect(model.x.ticks.length).toBeLessThanOrEqual(9);
    expect(model.left.ticks.length).toBeLessThanOrEqual(9);
    for (const tick of model.x.ticks) expect(tick.label).toMatch(/^\d{2}-\d{2}-\d{4}$/);
  });

  it('breaks the line at null, keeps markers, opens non-detects, draws the band', () => {
    const model = buildTimeModel([flow], size);
    const [line] = model.lines;
    expect(line?.segments.map((segment) => segment.length)).toEqual([2, 2]);
    expect(line?.markers).toHaveLength(4);
    expect(line?.markers.filter((marker) => marker.open)).toHaveLength(1);
    expect(line?.color).toBe(SERIES_COLORS[0]);
    const band = model.bands[0]?.segments[0];
    expect(band).toHaveLength(2);
    // The band's high is above (smaller y than) its low.
    expect(band?.[1]?.y1).toBeLessThan(band?.[1]?.y0 ?? 0);
  });

  it('breaks the line across gaps longer than gapDays', () => {
    const sparse: TimeSeries = { key: 's', label: 'S', kind: 'line', points: [{ x: '2021-01-01', y: 1 }, { x: '2021-01-08', y: 2 }, { x: '2021-03-01', y: 3 }] };
    expect(buildTimeModel([sparse], size).lines[0]?.segments).toHaveLength(1);
    expect(buildTimeModel([sparse], size, { gapDays: 30 }).lines[0]?.segments.map((segment) => segment.length)).toEqual([2, 1]);
  });

  it('omits markers when asked, but keeps them on lone points and non-detects', () => {
    const plain: TimeSeries = { ...flow, markers: false, band: undefined };
    expect(buildTimeModel([plain], size).lines[0]?.markers.map((marker) => marker.open)).toEqual([true]);
    const lone: TimeSeries = { key: 'l', label: 'L', kind: 'line', markers: false, points: [{ x: '2021-01-01', y: 1 }, { x: '2021-01-02', y: null }, { x: '2021-01-03', y: 2 }] };
    expect(buildTimeModel([lone], size).lines[0]?.markers).toHaveLength(2);
  });

  it('puts bars of several series on one date side by side, from 0, and right-axis lines on their own scale', () => {
    const days = ['2021-06-01', '2021-06-02', '2021-06-03'];
    const a: TimeSeries = { key: 'a', label: 'A', kind: 'bar', units: 'in', points: days.map((x, i) => ({ x, y: i + 1 })) };
    const b: TimeSeries = { key: 'b', label: 'B', kind: 'bar', units: 'in', points: days.map((x) => ({ x, y: 0.5 })) };
    const total: TimeSeries = { key: 't', label: 'Total', kind: 'line', axis: 'right', dashed: true, units: 'in', points: days.map((x, i) => ({ x, y: (i + 1) * 100 })) };
    const model = buildTimeModel([a, b, total], size, { rightLabel: 'Cumulative (in)' });
    const onFirst = model.bars.filter((bar) => bar.day === '2021-06-01');
    expect(onFirst.map((bar) => bar.seriesKey)).toEqual(['a', 'b']);
    const [barA, barB] = onFirst as [(typeof onFirst)[0], (typeof onFirst)[0]];
    expect(barB.x).toBeCloseTo(barA.x + barA.width);
    // The pair is centred on its date, and no wider than 18 px each.
    const center = model.days.find((day) => day.day === '2021-06-01')?.x ?? 0;
    expect((barA.x + barB.x + barB.width) / 2).toBeCloseTo(center);
    expect(barA.width).toBeLessThanOrEqual(18);
    // Bars stand on 0: the left axis starts at 0 and each bar ends at its bottom.
    expect(model.left.scale.domain()[0]).toBe(0);
    expect(barA.y + barA.height).toBeCloseTo(size.height);
    // The first bar is inside the plot: the domain leaves half a day each side.
    expect(barA.x).toBeGreaterThanOrEqual(0);
    expect(model.right?.label).toBe('Cumulative (in)');
    expect(model.right?.scale.domain()[1]).toBeGreaterThanOrEqual(300);
    expect(model.lines[0]?.dashed).toBe(true);
    // The line's last point (300 on the right axis) is at the top.
    expect(model.lines[0]?.segments[0]?.[2]?.y).toBeCloseTo(0);
  });
});

describe('timeTooltip and timeLegend', () => {
  const tp: TimeSeries = {
    key: 'tp',
    label: 'Total phosphorus',
    kind: 'line',
    units: 'µg/L',
    points: [
      { x: '2021-05-01', y: 120 },
      { x: '2021-06-01', y: 2.5, nondetect: true },
    ],
  };
  const tn: TimeSeries = { key: 'tn', label: 'Total nitrogen', kind: 'line', axis: 'right', units: 'mg/L', points: [{ x: '2021-06-01', y: 1.25 }] };

  it('shows the nearest date (MM-DD-YYYY) and each value there with its unit', () => {
    const model = buildTimeModel([tp, tn], size);
    const tooltip = timeTooltip([tp, tn], model, 590);
    expect(tooltip?.title).toBe('06-01-2021');
    expect(tooltip?.rows.map((row) => [row.label, row.value])).toEqual([
      ['Total phosphorus', '< DL (2.5 µg/L)'],
      ['Total nitrogen', '1.25 mg/L'],
    ]);
    expect(timeTooltip([tp, tn], model, 10)?.rows.map((row) => row.value)).toEqual(['120 µg/L']);
  });

  it("reads dates on the axis and in the tooltip the chart's own way (water years on 1 January)", () => {
    const annual: TimeSeries = { key: 'tp', label: 'Total phosphorus', kind: 'line', units: 'µg/L', points: [{ x: '2019-01-01', y: 150 }, { x: '2020-01-01', y: 170 }, { x: '2021-01-01', y: 190 }] };
    const waterYear = (date: Date) => `WY${date.getUTCFullYear()}`;
    const model = buildTimeModel([annual], size, { xUnit: 'year', formatDate: waterYear });
    expect(model.x.ticks.map((tick) => tick.label)).toEqual(['WY2019', 'WY2020', 'WY2021']);
    expect(timeTooltip([annual], model, 590, undefined, waterYear)?.title).toBe('WY2021');
  });

  it('names each series, with a non-detect entry when there are any', () => {
    expect(timeLegend([tp, tn]).map((item) => item.label)).toEqual(['Total phosphorus', 'Total nitrogen', 'Non-detect (< DL)']);
  });
});

describe('point series and reference lines', () => {
  const storm: TimeSeries = {
    key: 'storm',
    label: 'TN at CC-10, storm flow',
    kind: 'point',
    shape: 'triangle',
    color: '#0072b2',
    points: [
      { x: '2021-01-01', y: 10 },
      { x: '2021-06-01', y: null },
      { x: '2021-12-31', y: 30 },
    ],
  };

  it('draws each valued point as its own marker, in the series shape, never joined', () => {
    const model = buildTimeModel([storm], size, { gapDays: 1000 });
    const [line] = model.lines;
    expect(line!.shape).toBe('triangle');
    expect(line!.markers).toHaveLength(2);
    expect(line!.segments.every((segment) => segment.length === 1)).toBe(true);
    expect(timeLegend([storm])[0]).toMatchObject({ swatch: 'marker', shape: 'triangle', color: '#0072b2' });
  });

  it('stretches the axis to every reference and places the line at its value', () => {
    // Values 10..30 alone would make a 10-30 axis; the reference at 50 takes it to 50.
    const references = [
      { key: 'p', label: 'P-limited above 50', value: 50 },
      { key: 'n', label: 'N-limited below 20', value: 20 },
    ];
    const model = buildTimeModel([storm], size, { references });
    const top = model.left.scale.domain()[1] as number;
    expect(top).toBeGreaterThanOrEqual(50);
    const fifty = model.references.find((reference) => reference.key === 'p')!;
    expect(fifty.y).toBeCloseTo(model.left.scale(50) as number);
    // At the top of the plot (y 0), its label goes below the line, inside the plot.
    expect(fifty.y).toBeCloseTo(0);
    expect(fifty.labelY).toBeCloseTo(fifty.y + 12);
    expect(timeLegend([storm], references).map((item) => item.label)).toContain('N-limited below 20');
  });

  it('spans the period asked for on the date axis, beyond the first and last data', () => {
    const model = buildTimeModel([storm], size, { period: { start: '2020-10-01', end: '2022-09-30' } });
    expect((model.x.scale.domain() as Date[]).map((date) => date.toISOString().slice(0, 10))).toEqual(['2020-10-01', '2022-09-30']);
    const [marker] = model.lines[0]!.markers;
    expect(marker!.x).toBeGreaterThan(0);
  });

  it('never spans past today, even for a period asked for to a later day', () => {
    const model = buildTimeModel([storm], size, { period: { start: '2020-10-01', end: '2999-09-30' } });
    const [, end] = model.x.scale.domain() as Date[];
    expect(end!.getTime()).toBeLessThanOrEqual(Date.now());
    for (const tick of model.x.ticks) expect((tick.value as Date).getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('keeps every reference label inside the plot: a line at the top gets its label below', () => {
    const placed = placeReferences(
      [
        { key: 'top', label: 'pH 9.0', value: 9 },
        { key: 'bottom', label: 'pH 6.5', value: 6.5 },
      ],
      (reference) => (reference.value === 9 ? 2 : 299),
      300,
    );
    const byKey = Object.fromEntries(placed.map((reference) => [reference.key, reference]));
    expect(byKey.top!.labelY).toBe(2 + 12);
    expect(byKey.bottom!.labelY).toBe(299 - 4);
  });

  it('puts a label below its line when the next line up is too close for two labels', () => {
    // Scale: value v at y = 300 - v (two lines 5 px apart, two lines far apart).
    const placed = placeReferences(
      [
        { key: 'redfield', label: 'Redfield 16', value: 16 },
        { key: 'twenty', label: '20', value: 21 },
        { key: 'fifty', label: '50', value: 100 },
      ],
      (reference) => 300 - reference.value,
    );
    const byKey = Object.fromEntries(placed.map((reference) => [reference.key, reference]));
    expect(byKey.redfield!.labelY).toBe(284 + 12); // below its line (y 284)
    expect(byKey.twenty!.labelY).toBe(279 - 4); // above its line (y 279)
    expect(byKey.fifty!.labelY).toBe(200 - 4);
  });
});

describe('buildTimeModel: value bands, log scale and the shown period', () => {
  const ecoli: TimeSeries = {
    key: 'ecoli',
    label: 'E. coli',
    kind: 'point',
    units: 'MPN/100 mL',
    points: [
      { x: '2019-06-01', y: 0 },
      { x: '2020-06-01', y: 12 },
      { x: '2020-07-01', y: 4_000, nondetect: false },
      { x: '2021-07-01', y: 100_000 },
    ],
  };
  const bands = [
    { key: '1', label: 'Below benchmark: below 94.5 MPN/100 mL', low: null, high: 94.5, color: '#1a9850' },
    { key: '4', label: 'Above secondary benchmark: 410 MPN/100 mL or more', low: 410, high: null, color: '#d73027' },
  ];

  it('draws a log axis over powers of ten and leaves out values of zero or below', () => {
    const model = buildTimeModel([ecoli], size, { logScale: true });
    expect(model.left.ticks.map((tick) => tick.label)).toEqual(['10', '100', '1,000', '10,000', '100,000']);
    expect(model.lines[0]?.markers).toHaveLength(3);
    // Equal ratios are equal distances.
    const y = model.left.scale as (value: number) => number;
    expect(y(10) - y(100)).toBeCloseTo(y(1_000) - y(10_000), 6);
  });

  it('shades the value bands, clipped to the plot, and names them in the legend', () => {
    const model = buildTimeModel([ecoli], size, { valueBands: bands, logScale: true });
    const [below, above] = model.valueBands;
    expect(below).toMatchObject({ key: '1', y: expect.any(Number) });
    expect(below!.y + below!.height).toBeCloseTo(size.height, 6);
    expect(above).toMatchObject({ key: '4', y: 0 });
    expect(timeLegend([ecoli], [], bands, 'Non-detect: open symbol').map((item) => item.label)).toEqual(['E. coli', ...bands.map((band) => band.label)]);
  });

  it('shows exactly the shown period and fits the value axis to its points', () => {
    const model = buildTimeModel([ecoli], size, { shown: { start: '2020-01-01', end: '2020-12-31' } });
    const [from, to] = (model.x.scale.domain() as Date[]).map((date) => date.toISOString().slice(0, 10));
    expect([from, to]).toEqual(['2020-01-01', '2020-12-31']);
    expect(model.lines[0]?.markers).toHaveLength(2);
    expect(Math.max(...(model.left.scale.domain() as number[]))).toBeLessThan(100_000);
  });
});

describe('values not approved (issue 31)', () => {
  const day = (index: number) => `2026-09-${String(index + 1).padStart(2, '0')}`;
  // Days 1-4 approved, 5-8 provisional, day 7 estimated.
  const statusOf = (index: number) => (index === 6 ? 'estimated' : index >= 4 ? 'provisional' : 'approved');
  const flow: TimeSeries = {
    key: 'flow',
    label: 'CC-10',
    kind: 'line',
    units: 'cfs',
    markers: false,
    points: Array.from({ length: 8 }, (_, index) => ({ x: day(index), y: 10 + index, status: statusOf(index) })),
  };

  it('cuts a line where the status changes, the runs sharing their end point', () => {
    const runs = statusRuns(flow.points).map((run) => [run.unsure, run.points.map((point) => point.x.slice(8))]);
    expect(runs).toEqual([
      [false, ['01', '02', '03', '04']],
      [true, ['04', '05', '06', '07', '08']],
    ]);
    // An approved day between two days not approved: both its stretches are unsure.
    const island = statusRuns([
      { x: day(0), y: 1, status: 'provisional' as const },
      { x: day(1), y: 1 },
      { x: day(2), y: 1, status: 'estimated' as const },
    ]);
    expect(island.map((run) => [run.unsure, run.points.length])).toEqual([[true, 3]]);
    expect(statusRuns([{ x: day(0), y: 1 }])).toEqual([{ unsure: false, points: [{ x: day(0), y: 1 }] }]);
  });

  it('draws the approved stretch whole and the rest dotted, and crosses the estimated day', () => {
    const model = buildTimeModel([flow], size);
    const [line] = model.lines;
    expect(line!.segments.map((segment) => segment.length)).toEqual([4]);
    expect(line!.unsureSegments.map((segment) => segment.length)).toEqual([5]);
    expect(line!.unsureSegments[0]![0]).toEqual(line!.segments[0]![3]);
    expect(line!.estimated).toHaveLength(1);
    expect(line!.estimated[0]!.x).toBeCloseTo(model.days[6]!.x);
    // Telemetry has no markers, and the estimated day's cross is not one.
    expect(line!.markers).toEqual([]);
    // A line without statuses is all one approved stretch.
    const plain = buildTimeModel([{ ...flow, points: flow.points.map(({ x, y }) => ({ x, y })) }], size).lines[0]!;
    expect([plain.segments.length, plain.unsureSegments.length, plain.estimated.length]).toEqual([1, 0, 0]);
  });

  it('marks the bars of days not approved, names both in the legend and says so in the tooltip', () => {
    const rain: TimeSeries = { key: 'rain', label: 'PG-1, daily', kind: 'bar', units: 'in', points: flow.points.map((point) => ({ ...point, y: 0.1 })) };
    const model = buildTimeModel([rain], size);
    expect(model.bars.map((bar) => bar.status ?? 'approved')).toEqual(flow.points.map((point) => point.status));
    expect(timeLegend([rain]).slice(1)).toEqual([
      expect.objectContaining({ key: 'provisional', label: 'Provisional (subject to revision)', swatch: 'bar', hatched: true, dotted: false }),
      expect.objectContaining({ key: 'estimated', label: 'Estimated', swatch: 'marker', shape: 'cross' }),
    ]);
    expect(timeLegend([flow]).map((item) => [item.label, item.swatch, item.dotted])).toEqual([
      ['CC-10', 'line', undefined],
      ['Provisional (subject to revision)', 'line', true],
      ['Estimated', 'line', true],
    ]);
    expect(timeLegend([rain, flow]).find((item) => item.key === 'provisional')).toMatchObject({ swatch: 'bar', hatched: true, dotted: true });
    const lineModel = buildTimeModel([flow], size);
    expect(timeTooltip([flow], lineModel, lineModel.days[5]!.x)?.rows[0]?.value).toBe('15 cfs (provisional)');
    expect(timeTooltip([flow], lineModel, lineModel.days[6]!.x)?.rows[0]?.value).toBe('16 cfs (estimated)');
    expect(timeTooltip([flow], lineModel, 0)?.rows[0]?.value).toBe('10 cfs');
    // All approved: no status entries.
    expect(timeLegend([{ ...flow, points: flow.points.slice(0, 4) }]).map((item) => item.key)).toEqual(['flow']);
  });
});
