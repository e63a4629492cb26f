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

/**
 * Saves a chart as a PNG file: serialises the SVG, draws it on a canvas at `scale` times its size
 * (2x by default, sharp on high-density screens and in print) over a white background (a transparent
 * PNG is unreadable in dark viewers), and downloads it through a temporary anchor.
 */
export async function saveSvgAsPng(svg: SVGSVGElement, fileName: string, scale = 2): Promise<void> {
  const { width, height } = svgSize(svg);
  // A data URL rather than a blob URL: some browsers taint the canvas when drawing SVG from a blob URL.
  const image = await loadImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(serializeSvg(svg))}`);

  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw on a canvas.');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.scale(scale, scale);
  context.drawImage(image, 0, 0, width, height);

  const url = URL.createObjectURL(await canvasToBlob(canvas));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName.toLowerCase().endsWith('.png') ? fileName : `${fileName}.png`;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoked on the next task: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
