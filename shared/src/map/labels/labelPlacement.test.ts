import { boxesOverlap, labelSitesOf, labelTier, placeLabels, tiersShownAt, type Box, type LabelCandidate } from './labelPlacement';
import { CC10, CCR1, CT2, makeLocation } from '../testLocations';

const viewport: Box = { left: 0, top: 0, right: 400, bottom: 300 };
const candidate = (id: number, x: number, y: number, extra: Partial<LabelCandidate> = {}): LabelCandidate => ({ id, text: `Site ${id}`, tier: 2, x, y, width: 60, height: 16, ...extra });

function expectNoOverlaps(boxes: Box[]) {
  for (const [index, a] of boxes.entries()) for (const b of boxes.slice(index + 1)) expect(boxesOverlap(a, b)).toBe(false);
}

describe('labelTier', () => {
  it('puts the reservoir stations and the two inflows first, active telemetry next, the rest last', () => {
    expect(labelTier(CC10)).toBe(0);
    expect(labelTier(CT2)).toBe(0);
    expect(labelTier(CCR1)).toBe(0);
    expect(labelTier(makeLocation({ locationid: 120 }))).toBe(0);
    expect(labelTier(makeLocation({ locationid: 5, telem: true, active: true }))).toBe(1);
    expect(labelTier(makeLocation({ locationid: 5, telem: true, active: false }))).toBe(2);
    expect(labelTier(makeLocation({ locationid: 5, telem: false, active: true }))).toBe(2);
  });

  it('gives label sites the location name, tier and position, the chosen one first', () => {
    const sites = labelSitesOf([{ id: 68, position: [-104.83, 39.59], location: CC10 }, { id: 7, position: [-104.8, 39.5], location: makeLocation({ locationid: 7, location_name: 'MW-1' }) }], 7);
    expect(sites).toEqual([
      { id: 68, text: 'CC-10', tier: 0, position: [-104.83, 39.59], first: false },
      { id: 7, text: 'MW-1', tier: 2, position: [-104.8, 39.5], first: true },
    ]);
  });
});

describe('tiersShownAt', () => {
  it('labels nothing below the least zoom, then key sites, then telemetry, then everything', () => {
    expect(tiersShownAt(6.9, 7)).toBe(-1);
    expect(tiersShownAt(7, 7)).toBe(0);
    expect(tiersShownAt(8.5, 7)).toBe(1);
    expect(tiersShownAt(9, 7)).toBe(2);
    expect(tiersShownAt(16, 7)).toBe(2);
  });
});

describe('placeLabels', () => {
  it('places a lone label to the right of its point', () => {
    expect(placeLabels([candidate(1, 100, 100)], { viewport, obstacles: [], gap: 8 })).toEqual([{ id: 1, text: 'Site 1', box: { left: 108, top: 92, right: 168, bottom: 108 } }]);
  });

  it('never overlaps labels: a crowd of points keeps the labels that fit, each clear of the others', () => {
    const crowd = Array.from({ length: 146 }, (_, index) => candidate(index, 150 + (index % 12) * 9, 120 + Math.floor(index / 12) * 5));
    const placed = placeLabels(crowd, { viewport, obstacles: [] });
    expect(placed.length).toBeGreaterThan(3);
    expect(placed.length).toBeLessThan(146);
    expectNoOverlaps(placed.map((label) => label.box));
  });

  it('labels the higher tier when two points compete, whatever the input order', () => {
    const rest = candidate(1, 100, 100, { text: 'Aardvark' });
    const key = candidate(2, 102, 100, { tier: 0, text: 'CC-10' });
    // Room for one label only: right of the points (the left is covered, below is outside the viewport).
    const options = { viewport: { left: 0, top: 0, right: 175, bottom: 116 }, obstacles: [{ left: 0, top: 0, right: 95, bottom: 300 }] };
    expect(placeLabels([rest, key], options).map((label) => label.id)).toEqual([2]);
    expect(placeLabels([key, rest], options).map((label) => label.id)).toEqual([2]);
  });

  it('places the chosen site before the others of its tier', () => {
    const placed = placeLabels([candidate(1, 100, 100, { text: 'A' }), candidate(2, 101, 100, { text: 'B', first: true })], { viewport, obstacles: [] });
    expect(placed[0]?.id).toBe(2);
  });

  it('keeps labels off obstacles (the attribution, controls) and inside the viewport', () => {
    const attribution: Box = { left: 300, top: 270, right: 400, bottom: 300 };
    const placed = placeLabels([candidate(1, 330, 285), candidate(2, 395, 100), candidate(3, 2, 150)], { viewport, obstacles: [attribution] });
    for (const label of placed) {
      expect(boxesOverlap(label.box, attribution)).toBe(false);
      expect(label.box.left).toBeGreaterThanOrEqual(0);
      expect(label.box.right).toBeLessThanOrEqual(400);
    }
    // The point at the right edge gets its label on the left; the one at the left edge on the right.
    expect(placed.find((label) => label.id === 2)?.box.right).toBeLessThanOrEqual(395);
    expect(placed.find((label) => label.id === 3)?.box.left).toBeGreaterThan(2);
  });

  it('drops a label that has no free position', () => {
    expect(placeLabels([candidate(1, 100, 100)], { viewport, obstacles: [{ left: 0, top: 0, right: 400, bottom: 300 }] })).toEqual([]);
  });
});
