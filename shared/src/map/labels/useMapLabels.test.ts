import { paintMapLabels, placeMapLabels } from './useMapLabels';
import type { MapLabelSite } from './labelPlacement';

/** A map whose projection is plain: longitude and latitude are already pixels. */
const flatMap = (zoom: number) => ({ getZoom: () => zoom, project: ([x, y]: [number, number]) => ({ x, y }) }) as Parameters<typeof placeMapLabels>[0];
const viewport = { left: 0, top: 0, right: 400, bottom: 300 };
const SITES: MapLabelSite[] = [
  { id: 1, text: 'CCR-1', tier: 0, position: [100, 100] },
  { id: 2, text: 'Gauge', tier: 1, position: [200, 200] },
  { id: 3, text: 'Well', tier: 2, position: [300, 250] },
  { id: 4, text: 'Outside', tier: 0, position: [500, 100] },
];

describe('placeMapLabels', () => {
  it('labels the tiers the zoom shows, inside the view only', () => {
    const ids = (zoom: number) => placeMapLabels(flatMap(zoom), SITES, { minZoom: 8, gap: 10 }, viewport).map((label) => label.id);
    expect(ids(7.9)).toEqual([]);
    expect(ids(8)).toEqual([1]);
    expect(ids(9)).toEqual([1, 2]);
    expect(ids(10)).toEqual([1, 2, 3]);
  });

  it('keeps labels off the obstacles', () => {
    const placed = placeMapLabels(flatMap(8), SITES.slice(0, 1), { minZoom: 8, gap: 10 }, viewport, [{ left: 105, top: 80, right: 200, bottom: 120 }]);
    expect(placed).toHaveLength(1);
    expect(placed[0]!.box.right).toBeLessThanOrEqual(100);
  });
});

describe('paintMapLabels', () => {
  it('writes each label with its halo at the canvas scale, where the overlay shows it', () => {
    const calls: string[] = [];
    const context = {
      save: () => calls.push('save'),
      restore: () => calls.push('restore'),
      strokeText: (text: string, x: number, y: number) => calls.push(`stroke ${text} ${x} ${y}`),
      fillText: (text: string, x: number, y: number) => calls.push(`fill ${text} ${x} ${y}`),
    } as unknown as CanvasRenderingContext2D;
    paintMapLabels(context, [{ id: 1, text: 'CCR-1', box: { left: 110, top: 92, right: 160, bottom: 108 } }], { text: '#111', halo: '#fff' }, 2);
    // 3 px of padding, the middle of a 16 px line; twice as many canvas pixels.
    expect(calls).toEqual(['save', 'stroke CCR-1 226 200', 'fill CCR-1 226 200', 'restore']);
    expect(context.font).toMatch(/^600 24px /);
    expect(context.strokeStyle).toBe('#fff');
    expect(context.fillStyle).toBe('#111');
  });
});
