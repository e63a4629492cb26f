// Save PNG and Print PDF (spec 01 §2): the map redrawn offscreen at a higher resolution (2x for the PNG,
// 300 dpi for the PDF), with title, date (Denver time), legend, scale bar, north arrow, what the map
// shows and the credits. Loaded when the visitor exports, not with the page.
import { currentT, saveBlob } from '@basin/shared';
import type { MapEngine, MapInstance } from '@basin/shared/map';
import type { LocationPoint } from '../layers/locationPoints';
import { drawReport, footerHeight, HEADER_HEIGHT, pageFrame, type PageFrame, type ReportLegendSection } from './reportLayout';
import { canvasPainter, pdfPainter } from './painters';
import { attributionText, exportFileName, reportText, type ReportContext, type ReportText } from './reportText';
import { renderMapImage, type MapImageRequest } from './renderMapImage';
import { imperialScaleBar, metersPerPixel, type ScaleBar } from './scaleBar';

export interface MapExport {
  map: MapInstance;
  engine: MapEngine;
  /** What the map shows (the report's texts), without title, time and credits. */
  context: Omit<ReportContext, 'title' | 'printedAt' | 'attributions'>;
  legend: readonly ReportLegendSection[];
  /** The monitoring locations as drawn (deck.gl on screen, redrawn as a circle layer). */
  points: readonly LocationPoint[];
  large: boolean;
  /** The site labels as the map draws them (the map's own labels are text over it, not in its canvas). */
  labels?: MapImageRequest['labels'];
  /** Credits of the data sources shown, besides what the map's attribution control says. */
  attributions: readonly string[];
}

const POINTS_PER_CSS_PIXEL = 72 / 96;
/** Print resolution of the PDF's map. */
const PRINT_DPI = 300;
const PNG_PIXEL_RATIO = 2;
/** The longest the scale bar may be, in points (spec 01 §9 caps the map's at 250 px). */
const SCALE_BAR_MAX = 130;
const LEGEND_WIDTH = 180;
const MARGIN = 30;

/** What the map's attribution control shows (basemap and data credits). */
function controlAttribution(map: MapInstance): string[] {
  const element = map.getContainer().querySelector('.maplibregl-ctrl-attrib-inner, .mapboxgl-ctrl-attrib-inner');
  return element ? [attributionText(element.innerHTML)] : [];
}

function textOf(request: MapExport, title: string): ReportText {
  // Read when the visitor exports: the language of the moment.
  return reportText(currentT(), { ...request.context, title, printedAt: new Date(), attributions: [...controlAttribution(request.map), ...request.attributions] });
}

/** The scale bar for a copy of `cssWidth` CSS pixels drawn `frameWidth` units wide. */
function scaleOf(map: MapInstance, cssWidth: number, frameWidth: number): ScaleBar {
  const liveWidth = map.getContainer().clientWidth || cssWidth;
  const zoom = map.getZoom() + Math.log2(cssWidth / liveWidth);
  const unitsPerCssPixel = frameWidth / cssWidth;
  const bar = imperialScaleBar(metersPerPixel(map.getCenter().lat, zoom), SCALE_BAR_MAX / unitsPerCssPixel);
  return { label: bar.label, width: bar.width * unitsPerCssPixel };
}

function liveSize(map: MapInstance) {
  const element = map.getContainer();
  return { width: Math.max(element.clientWidth, 1), height: Math.max(element.clientHeight, 1) };
}

async function reportContent(request: MapExport, text: ReportText, frame: PageFrame, cssWidth: number, pixelRatio: number) {
  const cssHeight = Math.round((cssWidth * frame.map.height) / frame.map.width);
  const image = await renderMapImage(request.map, request.engine, { width: Math.round(cssWidth), height: cssHeight, pixelRatio, points: request.points, large: request.large, labels: request.labels });
  return { text, legend: request.legend, map: image, scale: scaleOf(request.map, cssWidth, frame.map.width), bearing: request.map.getBearing() };
}

/** The PNG: the map at twice its screen size (in CSS pixels), the legend beside it, texts around it. */
export async function renderMapPng(request: MapExport, title: string): Promise<{ canvas: HTMLCanvasElement; text: ReportText }> {
  const text = textOf(request, title);
  const live = liveSize(request.map);
  const mapWidth = live.width * POINTS_PER_CSS_PIXEL;
  const mapHeight = live.height * POINTS_PER_CSS_PIXEL;
  const page = { width: 2 * MARGIN + mapWidth + 12 + LEGEND_WIDTH, height: 2 * MARGIN + HEADER_HEIGHT + mapHeight + footerHeight(text), margin: MARGIN, legendWidth: LEGEND_WIDTH };
  const frame = pageFrame(page, text, live.width / live.height);
  const content = await reportContent(request, text, frame, live.width, PNG_PIXEL_RATIO);
  const scale = PNG_PIXEL_RATIO / POINTS_PER_CSS_PIXEL;
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(page.width * scale);
  canvas.height = Math.round(page.height * scale);
  drawReport(canvasPainter(canvas.getContext('2d')!, scale), frame, content);
  return { canvas, text };
}

export async function saveMapPng(request: MapExport, title = ''): Promise<void> {
  const { canvas, text } = await renderMapPng(request, title);
  const png = await new Promise<Blob>((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The map picture could not be encoded as PNG'))), 'image/png'));
  saveBlob(png, exportFileName(text.title, 'png'));
}

/**
 * Loads the PDF library ahead of the click that saves the file (the Print PDF dialog calls it when it
 * opens), so the file follows the click without waiting for a download.
 */
export function preloadPdfLibrary(): Promise<typeof import('jspdf')> {
  return import('jspdf');
}

/** A one-page landscape letter PDF; its map at 300 dpi, every text real PDF text. */
export async function printMapPdf(request: MapExport, title: string): Promise<void> {
  const { jsPDF } = await preloadPdfLibrary();
  const pdf = new jsPDF({ orientation: 'landscape', unit: 'pt', format: 'letter' });
  const text = textOf(request, title);
  const live = liveSize(request.map);
  const page = { width: pdf.internal.pageSize.getWidth(), height: pdf.internal.pageSize.getHeight(), margin: MARGIN, legendWidth: LEGEND_WIDTH };
  const frame = pageFrame(page, text, live.width / live.height);
  // The copy is the frame's size in CSS pixels (96 per inch), drawn at 300 dpi.
  const content = await reportContent(request, text, frame, frame.map.width / POINTS_PER_CSS_PIXEL, PRINT_DPI / 96);
  pdf.setProperties({ title: text.title, subject: text.details.join(' '), creator: 'Basin Water Portal' });
  drawReport(pdfPainter(pdf), frame, content);
  pdf.save(exportFileName(text.title, 'pdf'));
}
