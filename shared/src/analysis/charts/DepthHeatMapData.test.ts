import {
  buildHeatMapModel,
  colourClassIndex,
  colourClassLabels,
  describeCell,
  describeDepthHeatMap,
  dynamicBreaks,
  lineRuns,
  spansAround,
  type ColourScale,
} from './DepthHeatMapData';

const DAY = 24 * 60 * 60 * 1000;
const utc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const OXYGEN: ColourScale = { breaks: [2, 5, 8], colors: ['#a', '#b', '#c', '#d'], names: ['hypoxic', undefined, undefined, undefined] };

describe('colour classes', () => {
  it('puts a value on a break into the class above it', () => {
    expect([0.1, 1.99, 2, 4.9, 5, 7.99, 8, 12].map((value) => colourClassIndex(value, OXYGEN.breaks))).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
    expect(colourClassIndex(3, [])).toBe(0);
  });

  it('names each class by its range, with its meaning', () => {
    expect(colourClassLabels(OXYGEN, 'mg/L')).toEqual(['< 2 mg/L (hypoxic)', '2 to 5 mg/L', '5 to 8 mg/L', '≥ 8 mg/L']);
    expect(colourClassLabels({ breaks: [], colors: ['#a'] })).toEqual(['All values']);
  });

  it('spreads a dynamic scale evenly between the lowest and the highest value', () => {
    // 10..70 in 6 steps of 10: breaks 20, 30, 40, 50, 60.
    expect(dynamicBreaks([40, 10, 70, 25])).toEqual([20, 30, 40, 50, 60]);
    const [first, second] = dynamicBreaks([0, 1]);
    expect(first).toBeCloseTo(1 / 6, 12);
    expect(second).toBeCloseTo(2 / 6, 12);
    expect(dynamicBreaks([5, 5])).toEqual([]);
    expect(dynamicBreaks([])).toEqual([]);
    expect(dynamicBreaks([0, 4], 4)).toEqual([1, 2, 3]);
  });
});

describe('spans', () => {
  it('reaches half-way to each neighbour, at most maxHalf, within the bounds', () => {
    // 0, 10, 14 and 40 with at most 5 either side: 0 -> [-5, 5] clipped at 0; 10 -> [5, 12]; 14 -> [12, 19]; 40 -> [35, 45].
    expect(spansAround([0, 10, 14, 40], 5, [0, 100])).toEqual([
      { start: 0, end: 5 },
      { start: 5, end: 12 },
      { start: 12, end: 19 },
      { start: 35, end: 45 },
    ]);
    expect(spansAround([3], 0.5)).toEqual([{ start: 2.5, end: 3.5 }]);
  });
});

describe('heat map model', () => {
  // Twice a month in summer, then one winter sample: 2025-06-01, 06-15, 07-01 and 2025-12-01.
  const values = [
    { date: '2025-06-15', depth: 0, value: 9 },
    { date: '2025-06-15', depth: 1, value: 6 },
    { date: '2025-06-15', depth: 2, value: 1.5 },
    { date: '2025-06-01', depth: 1, value: 8 },
    { date: '2025-06-01', depth: 7, value: 4 },
    { date: '2025-07-01', depth: 0, value: 1 },
    { date: '2025-07-01', depth: 0, value: 3 },
    { date: '2025-12-01', depth: 0, value: Number.NaN },
    { date: '2025-12-01', depth: 1, value: 10 },
  ];
  const model = buildHeatMapModel(values, { scale: OXYGEN, period: ['2025-05-01', '2026-04-30'], maxHalfSpanDays: 31, maxHalfLayer: 0.5 });

  it('gives each date a column as wide as the time it represents', () => {
    expect(model.columns.map((column) => column.date)).toEqual(['2025-06-01', '2025-06-15', '2025-07-01', '2025-12-01']);
    // 06-01: 31 days before (no neighbour), 7 days after (half of 14); 06-15: 7 before, 8 after (half of 16);
    // 07-01: 8 before, 31 after (the 153-day gap to December is capped); 12-01: 31 either side.
    expect(model.columns.map((column) => [(column.start - utc(column.date)) / DAY, (column.end - utc(column.date)) / DAY])).toEqual([
      [-31, 7],
      [-7, 8],
      [-8, 31],
      [-31, 31],
    ]);
    // The winter sample is as wide as the summer ones together: not squeezed.
    const widthOf = (index: number) => (model.columns[index]!.end - model.columns[index]!.start) / DAY;
    expect(widthOf(3)).toBe(62);
    expect(model.timeDomain).toEqual([utc('2025-05-01'), utc('2026-04-30') + DAY]);
  });

  it('gives each depth a cell as deep as its layer, averages repeats and colours by class', () => {
    const [june1, june15, july1, december] = model.columns;
    expect(june1!.cells.map((cell) => [cell.depth, cell.top, cell.bottom, cell.classIndex, cell.color])).toEqual([
      [1, 0.5, 1.5, 3, '#d'], // 8 is on the break: the class above
      [7, 6.5, 7.5, 1, '#b'],
    ]);
    expect(june15!.cells.map((cell) => [cell.depth, cell.top, cell.bottom, cell.value, cell.classIndex])).toEqual([
      [0, 0, 0.5, 9, 3],
      [1, 0.5, 1.5, 6, 2],
      [2, 1.5, 2.5, 1.5, 0],
    ]);
    expect(july1!.cells.map((cell) => [cell.value, cell.classIndex, cell.row, cell.column])).toEqual([[2, 1, 0, 2]]);
    // The NaN at 0 m is left out.
    expect(december!.cells.map((cell) => cell.depth)).toEqual([1]);
    expect(model.depthDomain).toEqual([0, 7.5]);
  });

  it('breaks a line across dates whose columns do not touch, and at dates without a depth', () => {
    const runs = lineRuns(
      {
        key: 'thermocline',
        label: 'Thermocline',
        color: '#000',
        points: [
          { date: '2025-06-15', depth: 3 },
          { date: '2025-06-01', depth: 2 },
          { date: '2025-07-01', depth: null },
          { date: '2025-12-01', depth: 4 },
        ],
      },
      model.columns,
    );
    expect(runs).toEqual([
      [
        { date: '2025-06-01', depth: 2 },
        { date: '2025-06-15', depth: 3 },
      ],
      [{ date: '2025-12-01', depth: 4 }],
    ]);
  });

  it('describes a cell and the whole map in words', () => {
    const labels = colourClassLabels(OXYGEN, 'mg/L');
    expect(describeCell(model.columns[1]!.cells[2]!, labels, 'mg/L')).toBe('06-15-2025, 2 m: 1.5 mg/L, class < 2 mg/L (hypoxic)');
    expect(describeDepthHeatMap({ subject: 'Dissolved oxygen at CCR2', units: 'mg/L', model })).toBe(
      'Dissolved oxygen at CCR2 on 4 sampling dates from 06-01-2025 to 12-01-2025, at 0 to 7 m: from 1.5 mg/L (2 m, 06-15-2025) to 10 mg/L (1 m, 12-01-2025).',
    );
    const two = buildHeatMapModel([{ date: '2025-06-01', depth: 1, value: 800 }, { date: '2025-06-01', depth: 7, value: 900 }], { scale: OXYGEN });
    expect(describeDepthHeatMap({ subject: 'Total nitrogen at CCR2', units: 'µg/L', model: two })).toBe(
      'Total nitrogen at CCR2 on 06-01-2025, at 1 and 7 m: from 800 µg/L (1 m, 06-01-2025) to 900 µg/L (7 m, 06-01-2025).',
    );
    expect(describeDepthHeatMap({ subject: 'pH at CCR1', model: buildHeatMapModel([], { scale: OXYGEN }) })).toBe('There is no pH at CCR1 data for the current selections.');
  });
});
