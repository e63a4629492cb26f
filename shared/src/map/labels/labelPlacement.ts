// Site labels without collisions (issue 30): which locations are labelled first, at which zoom a tier of
// locations gets labels at all, and a greedy placement of label boxes in screen pixels that never lets
// two labels overlap or a label sit under a map control, the attribution or a panel over the map.
// Pure: the map hook (useMapLabels.ts) projects the points and measures the obstacles.
import { LOCATIONS } from '@basin/api/domain';
import type { MapLocation } from '@basin/api/schemas';

/** An axis-aligned box in the map container's pixels. */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The basin's key sites: the reservoir stations (1-3 and composite) and the two main inflows. */
export const KEY_SITE_IDS: ReadonlySet<number> = new Set([LOCATIONS.ccr1, LOCATIONS.ccr2, LOCATIONS.ccr3, LOCATIONS.ccrComposite, LOCATIONS.cc10, LOCATIONS.ct2]);

/** Priority tiers, most important first: 0 key sites, 1 active telemetry gauges, 2 the rest. */
export type LabelTier = 0 | 1 | 2;

export function labelTier(location: Pick<MapLocation, 'locationid' | 'telem' | 'active'>): LabelTier {
  if (KEY_SITE_IDS.has(location.locationid)) return 0;
  if (location.telem && location.active) return 1;
  return 2;
}

/**
 * The least zoom at which each tier is labelled: fewer labels at lower zooms. From `minZoom` (spec 02
 * §9: the simpler map labels from zoom 7) the key sites, one zoom later the telemetry gauges, two
 * zooms later everything (the placement still drops what would collide).
 */
export function tiersShownAt(zoom: number, minZoom: number): LabelTier | -1 {
  if (zoom < minZoom) return -1;
  if (zoom < minZoom + 1) return 0;
  if (zoom < minZoom + 2) return 1;
  return 2;
}

/** A location to label: its name, tier and coordinates. */
export interface MapLabelSite {
  id: number;
  text: string;
  tier: LabelTier;
  position: [number, number];
  /** The chosen site: labelled before the others of its tier. */
  first?: boolean;
}

/** The label sites of a map's points (any point type that carries its location). */
export function labelSitesOf(points: ReadonlyArray<{ id: number; position: [number, number]; location: Pick<MapLocation, 'locationid' | 'location_name' | 'telem' | 'active'> }>, chosenId: number | null = null): MapLabelSite[] {
  return points.map((point) => ({ id: point.id, text: point.location.location_name, tier: labelTier(point.location), position: point.position, first: point.id === chosenId }));
}

export interface LabelCandidate {
  id: number;
  text: string;
  tier: LabelTier;
  /** The point's position in container pixels. */
  x: number;
  y: number;
  /** The label's size in pixels (text and padding). */
  width: number;
  height: number;
  /** Placed before every other label of its tier (the selected site). */
  first?: boolean;
}

export interface PlacedLabel {
  id: number;
  text: string;
  box: Box;
}

export interface PlacementOptions {
  /** The visible area; a label must lie wholly inside it. */
  viewport: Box;
  /** Boxes no label may touch: controls, attribution, scale bar, panels over the map. */
  obstacles: readonly Box[];
  /** Gap in pixels between the point and its label, and kept around each label. */
  gap?: number;
}

export const boxesOverlap = (a: Box, b: Box): boolean => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

const inside = (box: Box, area: Box): boolean => box.left >= area.left && box.top >= area.top && box.right <= area.right && box.bottom <= area.bottom;

const grow = (box: Box, by: number): Box => ({ left: box.left - by, top: box.top - by, right: box.right + by, bottom: box.bottom + by });

/** Where a label may go around its point, in order of preference: right, left, above, below. */
function positionsAround(candidate: LabelCandidate, gap: number): Box[] {
  const { x, y, width, height } = candidate;
  const middle = y - height / 2;
  return [
    { left: x + gap, top: middle, right: x + gap + width, bottom: middle + height },
    { left: x - gap - width, top: middle, right: x - gap, bottom: middle + height },
    { left: x - width / 2, top: y - gap - height, right: x + width / 2, bottom: y - gap },
    { left: x - width / 2, top: y + gap, right: x + width / 2, bottom: y + gap + height },
  ];
}

/** The order labels are placed in: tier, then the chosen site first, then by name (stable under panning). */
export function placementOrder(a: LabelCandidate, b: LabelCandidate): number {
  return a.tier - b.tier || Number(b.first ?? false) - Number(a.first ?? false) || a.text.localeCompare(b.text) || a.id - b.id;
}

/**
 * Greedy placement in priority order: each label takes the first of its four positions that stays in
 * the viewport and clear of the obstacles and of every label placed before it; a label with no free
 * position is left out. Boxes are grown by half the gap, so placed labels never touch.
 */
export function placeLabels(candidates: readonly LabelCandidate[], { viewport, obstacles, gap = 8 }: PlacementOptions): PlacedLabel[] {
  const placed: PlacedLabel[] = [];
  const taken: Box[] = obstacles.map((box) => grow(box, gap / 2));
  for (const candidate of [...candidates].sort(placementOrder)) {
    const box = positionsAround(candidate, gap).find((option) => inside(option, viewport) && !taken.some((other) => boxesOverlap(grow(option, gap / 2), other)));
    if (!box) continue;
    placed.push({ id: candidate.id, text: candidate.text, box });
    taken.push(box);
  }
  return placed;
}
