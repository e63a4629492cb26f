// One layout for both exports: title, date, the map with its scale bar and north arrow, the legend
// beside it, then what the map shows and the credits. Drawn through a Painter: a canvas for the PNG,
// jsPDF (real text) for the PDF. Units are points in the PDF and CSS pixels in the PNG.
import type { LegendShape } from '../layers/layerLegend';
import type { ReportText } from './reportText';
import type { ScaleBar } from './scaleBar';

export interface TextStyle {
  size: number;
  bold?: boolean;
  color?: string;
}

export interface Painter {
  text(text: string, x: number, y: number, style: TextStyle): void;
  textWidth(text: string, style: TextStyle): number;
  rect(x: number, y: number, width: number, height: number, style: { fill?: string; stroke?: string; lineWidth?: number }): void;
  circle(x: number, y: number, radius: number, style: { fill: string; stroke?: string }): void;
  line(x1: number, y1: number, x2: number, y2: number, style: { color: string; width: number }): void;
  polygon(points: ReadonlyArray<[number, number]>, style: { fill: string; stroke?: string }): void;
  image(image: HTMLCanvasElement, x: number, y: number, width: number, height: number): void;
}

export interface ReportLegendSection {
  title: string;
  items: ReadonlyArray<{ label: string; color: string; shape: LegendShape }>;
}

export interface ReportContent {
  text: ReportText;
  legend: readonly ReportLegendSection[];
  map: HTMLCanvasElement;
  /** The scale bar in units of the map frame as drawn (the bar's width already scaled). */
  scale: ScaleBar;
  /** The map's bearing in degrees (the north arrow turns by it). */
  bearing: number;
}

export interface PageFrame {
  width: number;
  height: number;
  margin: number;
  legendWidth: number;
  /** The map's frame on the page. */
  map: { x: number; y: number; width: number; height: number };
}

const TITLE: TextStyle = { size: 18, bold: true, color: '#1f2933' };
const SUBTITLE: TextStyle = { size: 9, color: '#4a5563' };
const HEADING: TextStyle = { size: 11, bold: true, color: '#1f2933' };
const LEGEND_TITLE: TextStyle = { size: 9, bold: true, color: '#1f2933' };
const BODY: TextStyle = { size: 9, color: '#1f2933' };
const SMALL: TextStyle = { size: 7.5, color: '#4a5563' };
const LINE_GAP = 1.35;
const GAP = 12;
/** Above the map: title and subtitle. */
export const HEADER_HEIGHT = 48;

/** Space under the map for the details and footer lines. */
export function footerHeight(text: ReportText): number {
  return GAP + text.details.length * BODY.size * LINE_GAP + 4 + text.footer.length * SMALL.size * LINE_GAP;
}

/** The frame of a page whose map keeps the live map's aspect, as large as the space allows. */
export function pageFrame(page: { width: number; height: number; margin: number; legendWidth: number }, text: ReportText, aspect: number): PageFrame {
  const maxWidth = page.width - 2 * page.margin - page.legendWidth - GAP;
  const maxHeight = page.height - 2 * page.margin - HEADER_HEIGHT - footerHeight(text);
  const width = Math.min(maxWidth, maxHeight * aspect);
  return { ...page, map: { x: page.margin, y: page.margin + HEADER_HEIGHT, width, height: width / aspect } };
}

/** Cuts text to a width, ending in '…'. */
function fit(painter: Painter, text: string, width: number, style: TextStyle): string {
  if (painter.textWidth(text, style) <= width) return text;
  let end = text.length;
  while (end > 1 && painter.textWidth(`${text.slice(0, end)}…`, style) > width) end -= 1;
  return `${text.slice(0, end)}…`;
}

function swatch(painter: Painter, shape: LegendShape, color: string, x: number, y: number) {
  if (shape === 'circle') painter.circle(x + 5, y - 3, 4, { fill: color, stroke: '#212121' });
  else if (shape === 'line') painter.line(x, y - 3, x + 12, y - 3, { color, width: 2.5 });
  else painter.rect(x, y - 8, 11, 10, { fill: color, stroke: '#555555', lineWidth: 0.5 });
}

function drawScaleBar(painter: Painter, frame: PageFrame['map'], scale: ScaleBar) {
  const x = frame.x + 10;
  const y = frame.y + frame.height - 12;
  painter.rect(x - 4, y - 14, scale.width + 8 + painter.textWidth(scale.label, SMALL) + 6, 20, { fill: '#ffffff' });
  painter.line(x, y, x + scale.width, y, { color: '#1f2933', width: 1.5 });
  painter.line(x, y - 5, x, y + 1, { color: '#1f2933', width: 1.5 });
  painter.line(x + scale.width, y - 5, x + scale.width, y + 1, { color: '#1f2933', width: 1.5 });
  painter.text(scale.label, x + scale.width + 6, y + 2, SMALL);
}

function drawNorthArrow(painter: Painter, frame: PageFrame['map'], bearing: number) {
  const cx = frame.x + frame.width - 22;
  const cy = frame.y + 28;
  const turn = (-bearing * Math.PI) / 180;
  const at = (dx: number, dy: number): [number, number] => [cx + dx * Math.cos(turn) - dy * Math.sin(turn), cy + dx * Math.sin(turn) + dy * Math.cos(turn)];
  painter.circle(cx, cy, 15, { fill: '#ffffff', stroke: '#9aa5b1' });
  painter.polygon([at(0, -11), at(6, 7), at(0, 3), at(-6, 7)], { fill: '#1f2933' });
  const [nx, ny] = at(0, -17);
  painter.rect(nx - 5, ny - 8, 10, 10, { fill: '#ffffff' });
  painter.text('N', nx - painter.textWidth('N', LEGEND_TITLE) / 2, ny + 1, LEGEND_TITLE);
}

/** Draws the whole report on a page. */
export function drawReport(painter: Painter, frame: PageFrame, content: ReportContent): void {
  const { text } = content;
  const { margin } = frame;
  const contentWidth = frame.width - 2 * margin;
  painter.rect(0, 0, frame.width, frame.height, { fill: '#ffffff' });
  painter.text(fit(painter, text.title, contentWidth, TITLE), margin, margin + TITLE.size, TITLE);
  painter.text(text.subtitle, margin, margin + TITLE.size + 16, SUBTITLE);

  const map = frame.map;
  painter.image(content.map, map.x, map.y, map.width, map.height);
  painter.rect(map.x, map.y, map.width, map.height, { stroke: '#9aa5b1', lineWidth: 0.75 });
  drawScaleBar(painter, map, content.scale);
  drawNorthArrow(painter, map, content.bearing);

  // The legend column, cut with a note when it runs past the page.
  const legendX = map.x + map.width + GAP;
  const legendWidth = frame.width - margin - legendX;
  const bottom = map.y + map.height;
  let y = map.y + HEADING.size;
  painter.text(text.legendHeading, legendX, y, HEADING);
  const rows = content.legend.flatMap((section) => [{ title: section.title }, ...section.items.map((item) => ({ item }))]);
  for (const [index, row] of rows.entries()) {
    const step = 'title' in row ? LEGEND_TITLE.size * 1.9 : BODY.size * 1.6;
    if (y + step > bottom - BODY.size * 2 && index < rows.length - 1) {
      y += BODY.size * 1.6;
      painter.text(text.legendMore(rows.length - index), legendX, y, SMALL);
      break;
    }
    y += step;
    if ('title' in row) painter.text(fit(painter, row.title, legendWidth, LEGEND_TITLE), legendX, y, LEGEND_TITLE);
    else {
      swatch(painter, row.item.shape, row.item.color, legendX, y);
      painter.text(fit(painter, row.item.label, legendWidth - 16, BODY), legendX + 16, y, BODY);
    }
  }

  y = map.y + map.height + GAP + BODY.size;
  for (const line of text.details) {
    painter.text(fit(painter, line, contentWidth, BODY), margin, y, BODY);
    y += BODY.size * LINE_GAP;
  }
  y += 4;
  for (const line of text.footer) {
    painter.text(fit(painter, line, contentWidth, SMALL), margin, y, SMALL);
    y += SMALL.size * LINE_GAP;
  }
}
