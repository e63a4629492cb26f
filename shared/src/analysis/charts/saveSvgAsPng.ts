import { saveBlob } from '../../ui/saveBlob';

const SVG_NS = 'http://www.w3.org/2000/svg';

/** The drawn size of an SVG: its width/height attributes, else its layout box. */
function svgSize(svg: SVGSVGElement): { width: number; height: number } {
  const width = Number.parseFloat(svg.getAttribute('width') ?? '') || svg.getBoundingClientRect().width;
  const height = Number.parseFloat(svg.getAttribute('height') ?? '') || svg.getBoundingClientRect().height;
  return { width, height };
}

/**
 * The SVG as a standalone document. A copy, so the page's chart is untouched; the namespace and size
 * are set explicitly because an <img> needs them to draw an SVG outside the page.
 */
export function serializeSvg(svg: SVGSVGElement): string {
  const { width, height } = svgSize(svg);
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('xmlns', SVG_NS);
  copy.setAttribute('width', String(width));
  copy.setAttribute('height', String(height));
  return new XMLSerializer().serializeToString(copy);
}

function loadImage(source: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The graph could not be drawn as an image.'));
    image.src = source;
  });
}

function canvasToBlob(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The graph could not be encoded as PNG.'))), 'image/png');
  });
}

// A data URL rather than a blob URL: some browsers taint the canvas when drawing SVG from a blob URL.
const svgImage = (svg: SVGSVGElement) => loadImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(serializeSvg(svg))}`);

const LEGEND_FONT = '13px sans-serif';
const LEGEND_ROW = 20;
const LEGEND_GAP = 16;

interface LegendEntry {
  swatch: HTMLImageElement | null;
  swatchWidth: number;
  label: string;
  width: number;
}

/** The legend's entries (each `<li>`: a swatch `<svg>` and its words), laid out in rows of the chart's width. */
async function legendRows(legend: HTMLElement, context: CanvasRenderingContext2D, width: number): Promise<LegendEntry[][]> {
  context.font = LEGEND_FONT;
  const entries = await Promise.all(
    [...legend.querySelectorAll('li')].map(async (item) => {
      const swatch = item.querySelector('svg');
      const label = item.textContent?.trim() ?? '';
      const swatchWidth = swatch ? svgSize(swatch).width : 0;
      return { swatch: swatch ? await svgImage(swatch) : null, swatchWidth, label, width: swatchWidth + 6 + context.measureText(label).width };
    }),
  );
  const rows: LegendEntry[][] = [[]];
  let used = 0;
  for (const entry of entries) {
    if (used > 0 && used + entry.width > width) {
      rows.push([]);
      used = 0;
    }
    rows.at(-1)!.push(entry);
    used += entry.width + LEGEND_GAP;
  }
  return rows.filter((row) => row.length > 0);
}

/** The legend rows under the chart, `top` px down: each entry's swatch and words. */
function drawLegend(context: CanvasRenderingContext2D, rows: LegendEntry[][], top: number) {
  context.font = LEGEND_FONT;
  context.fillStyle = '#1f2933';
  context.textBaseline = 'middle';
  rows.forEach((row, index) => {
    const middle = top + 4 + index * LEGEND_ROW + LEGEND_ROW / 2;
    let x = 8;
    for (const entry of row) {
      if (entry.swatch) context.drawImage(entry.swatch, x, middle - entry.swatch.height / 2, entry.swatchWidth, entry.swatch.height);
      context.fillText(entry.label, x + entry.swatchWidth + 6, middle);
      x += entry.width + LEGEND_GAP;
    }
  });
}

/**
 * Saves a chart as a PNG file: serialises the SVG, draws it on a canvas at `scale` times its size
 * (2x by default, sharp on high-density screens and in print) over a white background (a transparent
 * PNG is unreadable in dark viewers), with the chart's HTML legend (when given) drawn in rows below it,
 * and downloads it through a temporary anchor.
 */
export async function saveSvgAsPng(svg: SVGSVGElement, fileName: string, scale = 2, legend?: HTMLElement | null): Promise<void> {
  const { width, height } = svgSize(svg);
  const image = await svgImage(svg);

  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw on a canvas.');
  const rows = legend ? await legendRows(legend, context, width) : [];
  const legendHeight = rows.length > 0 ? rows.length * LEGEND_ROW + 8 : 0;
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round((height + legendHeight) * scale);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.scale(scale, scale);
  context.drawImage(image, 0, 0, width, height);
  if (rows.length > 0) drawLegend(context, rows, height);

  saveBlob(await canvasToBlob(canvas), fileName.toLowerCase().endsWith('.png') ? fileName : `${fileName}.png`);
}
