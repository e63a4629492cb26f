// Save PNG and Print PDF (spec 01 §2). The map canvas keeps its drawing buffer (engine option), so
// it can be read after it was drawn; the map renders once more first so the image is current.
import type { MapInstance } from '@basin/shared/map';
import type { LegendEntry } from '../logic/locationColors';

function renderedCanvas(map: MapInstance): Promise<HTMLCanvasElement> {
  return new Promise((resolve) => {
    map.once('render', () => resolve(map.getCanvas()));
    map.triggerRepaint();
  });
}

function download(href: string, fileName: string) {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

export async function saveMapPng(map: MapInstance, fileName = 'basin-map.png'): Promise<void> {
  const canvas = await renderedCanvas(map);
  download(canvas.toDataURL('image/png'), fileName);
}

export interface MapReport {
  title: string;
  legendTitle: string;
  legend: readonly LegendEntry[];
  /** Lines describing the filters in force, printed under the map. */
  details: readonly string[];
}

/**
 * Loads the PDF library ahead of the click that saves the file (the Print PDF dialog calls it when it
 * opens): browsers allow a download only shortly after the user's click, and a library still loading
 * then could let that window pass.
 */
export function preloadPdfLibrary(): Promise<typeof import('jspdf')> {
  return import('jspdf');
}

/** A one-page landscape letter PDF: title, date, the map, its legend and the filters. */
export async function printMapPdf(map: MapInstance, report: MapReport, fileName = 'basin-map.pdf'): Promise<void> {
  const [{ jsPDF }, canvas] = await Promise.all([preloadPdfLibrary(), renderedCanvas(map)]);
  const pdf = new jsPDF({ orientation: 'landscape', unit: 'pt', format: 'letter' });
  const pageWidth = pdf.internal.pageSize.getWidth();
  const margin = 36;
  pdf.setFontSize(18);
  pdf.text(report.title || 'Basin Water Portal map', margin, margin + 8);
  pdf.setFontSize(9);
  pdf.text(`Basin Water Portal, printed ${new Date().toLocaleString('en-US')}. For information only; not for legal, engineering or surveying use.`, margin, margin + 24);
  const legendWidth = 170;
  const mapWidth = pageWidth - 2 * margin - legendWidth - 12;
  const mapHeight = Math.min((canvas.height / canvas.width) * mapWidth, 430);
  pdf.addImage(canvas.toDataURL('image/png'), 'PNG', margin, margin + 36, mapWidth, mapHeight);
  const legendX = margin + mapWidth + 12;
  let y = margin + 48;
  pdf.setFontSize(11);
  pdf.text(report.legendTitle, legendX, y);
  pdf.setFontSize(9);
  for (const entry of report.legend) {
    y += 15;
    pdf.setFillColor(entry.color);
    pdf.circle(legendX + 5, y - 3, 4, 'F');
    pdf.text(entry.label, legendX + 14, y);
  }
  y = margin + 36 + mapHeight + 18;
  for (const line of report.details) {
    pdf.text(line, margin, y);
    y += 12;
  }
  pdf.save(fileName);
}
