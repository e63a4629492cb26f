import { fireEvent, render, screen, within } from '@testing-library/react';
import { DepthHeatMap } from './DepthHeatMap';

const SCALE = { breaks: [2, 5], colors: ['#b2182b', '#f4a582', '#2166ac'], names: ['hypoxic', undefined, undefined] };
// Two summer dates 14 days apart and one winter date 92 days later (each date stands for at most 31 days either side).
const VALUES = [
  { date: '2025-07-01', depth: 0, value: 8 },
  { date: '2025-07-01', depth: 1, value: 4 },
  { date: '2025-07-01', depth: 2, value: 1 },
  { date: '2025-07-15', depth: 0, value: 7 },
  { date: '2025-07-15', depth: 2, value: 1.5 },
  { date: '2025-10-15', depth: 0, value: 9 },
];
const LINE = { key: 'hypoxic', label: 'Top of the hypoxic layer', color: '#111111', dashed: true, points: [{ date: '2025-07-01', depth: 1.6 }, { date: '2025-07-15', depth: 1.5 }, { date: '2025-10-15', depth: null }] };

function draw() {
  return render(
    <DepthHeatMap summary="Dissolved oxygen at CCR2." values={VALUES} scale={SCALE} units="mg/L" period={['2025-06-01', '2025-11-30']} lines={[LINE]} width={700} height={300} />,
  );
}
const cells = () => [...document.querySelectorAll<SVGRectElement>('rect[data-part="cell"]')];
const size = (cell: SVGRectElement, attribute: 'width' | 'height') => Number(cell.getAttribute(attribute));

describe('DepthHeatMap', () => {
  it('is one image named by the summary, one cell per date and depth, coloured by class', () => {
    draw();
    expect(screen.getByRole('img')).toHaveAttribute('aria-label', 'Dissolved oxygen at CCR2.');
    expect(cells()).toHaveLength(6);
    expect(cells().map((cell) => cell.getAttribute('fill'))).toEqual(['#2166ac', '#f4a582', '#b2182b', '#2166ac', '#b2182b', '#2166ac']);
    expect(screen.getByRole('img')).toHaveTextContent('Depth (m)');
  });

  it('makes a column as wide as the time it stands for and a cell as deep as its layer', () => {
    draw();
    const [july1Top, , , july15Top, july15Bottom, october] = cells();
    // July 1: 30 days before (none earlier in June... capped at 31, clipped to the June 1 start) + 7 after = 37 days;
    // July 15: 7 before + 31 after = 38 days; October 15: 31 + 31 = 62 days.
    expect(size(october!, 'width') / size(july1Top!, 'width')).toBeCloseTo(62 / 37, 2);
    expect(size(july15Top!, 'width') / size(july1Top!, 'width')).toBeCloseTo(38 / 37, 2);
    // 0 m stands for 0-0.5 m, 2 m at July 15 (no 1 m that day) for 1.5-2.5 m: twice as deep.
    expect(size(july15Bottom!, 'height') / size(july15Top!, 'height')).toBeCloseTo(2, 5);
    // The gap from mid-August to mid-September is not sampled: hatched behind the cells.
    expect(document.querySelector('[data-part="not-sampled"]')).toHaveAttribute('fill', expect.stringMatching(/^url\(#/));
  });

  it('draws the depth line across the touching dates and leaves the date without one', () => {
    draw();
    expect(document.querySelectorAll('[data-part="depth-point"]')).toHaveLength(2);
    expect(document.querySelector('[data-line="hypoxic"] path[stroke-dasharray]')).not.toBeNull();
  });

  it('names every class, the hatching and the line in the legend', () => {
    draw();
    const items = within(screen.getByRole('list', { name: 'Legend' })).getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['< 2 mg/L (hypoxic)', '2 to 5 mg/L', '≥ 5 mg/L', 'Not sampled', 'Top of the hypoxic layer']);
  });

  it('reads the cells out by keyboard: arrows move within a date and across dates', () => {
    draw();
    const grid = screen.getByRole('group', { name: 'Heat map cells' });
    const announced = () => document.querySelector('[data-part="cell-announcement"]')!.textContent;
    grid.focus();
    fireEvent.keyDown(grid, { key: 'ArrowDown' });
    expect(announced()).toBe('07-01-2025, 0 m: 8 mg/L, class ≥ 5 mg/L');
    fireEvent.keyDown(grid, { key: 'ArrowDown' });
    fireEvent.keyDown(grid, { key: 'ArrowDown' });
    expect(announced()).toBe('07-01-2025, 2 m: 1 mg/L, class < 2 mg/L (hypoxic)');
    fireEvent.keyDown(grid, { key: 'ArrowRight' });
    expect(announced()).toBe('07-15-2025, 2 m: 1.5 mg/L, class < 2 mg/L (hypoxic)');
    fireEvent.keyDown(grid, { key: 'End' });
    expect(announced()).toBe('10-15-2025, 0 m: 9 mg/L, class ≥ 5 mg/L');
    expect(screen.getByText('Stands for: 09-14-2025 to 11-14-2025')).toBeInTheDocument();
    expect(document.querySelector('[data-part="active-cell"]')).not.toBeNull();
    fireEvent.keyDown(grid, { key: 'Escape' });
    expect(document.querySelector('[data-part="active-cell"]')).toBeNull();
  });

  it("shows a cell's tooltip under the pointer (the frame's pointer area) and outlines it until the pointer leaves", () => {
    draw();
    const area = screen.getByRole('img').querySelector('[data-part="pointer-area"]')!;
    // The plot starts 76 px in and 16 px down, 580 px wide for June 1 to November 30: October 15 near 0 m.
    fireEvent.pointerMove(area, { clientX: 76 + (136 / 182) * 580, clientY: 21 });
    const tooltip = document.querySelector('[data-part="tooltip"]') as HTMLElement;
    expect(tooltip).toHaveTextContent('10-15-2025');
    expect(tooltip).toHaveTextContent('Value: 9 mg/L');
    expect(document.querySelector('[data-part="active-cell"]')).not.toBeNull();
    fireEvent.pointerLeave(area);
    expect(document.querySelector('[data-part="tooltip"]')).toBeNull();
    expect(document.querySelector('[data-part="active-cell"]')).toBeNull();
  });
});
