import { saveSvgAsPng, serializeSvg } from './saveSvgAsPng';

function makeSvg(): SVGSVGElement {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('width', '300');
  svg.setAttribute('height', '150');
  svg.innerHTML = '<text x="10" y="20">TP &amp; TN</text>';
  document.body.append(svg);
  return svg;
}

describe('saveSvgAsPng', () => {
  const originalImage = global.Image;
  const context = { fillStyle: '', font: '', textBaseline: '', fillRect: jest.fn(), scale: jest.fn(), drawImage: jest.fn(), fillText: jest.fn(), measureText: jest.fn((text: string) => ({ width: text.length * 7 })) };
  let imageSource = '';

  beforeEach(() => {
    // jsdom neither loads images nor draws on canvases: stand-ins that behave like a browser's.
    global.Image = class {
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      set src(value: string) {
        imageSource = value;
        setTimeout(() => this.onload?.(), 0);
      }
    } as unknown as typeof Image;
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
    jest.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback) => callback(new Blob(['png'], { type: 'image/png' })));
    URL.createObjectURL = jest.fn(() => 'blob:png');
    URL.revokeObjectURL = jest.fn();
  });

  afterEach(() => {
    global.Image = originalImage;
    jest.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('serialises a standalone SVG with its namespace and size, leaving the page untouched', () => {
    const svg = makeSvg();
    const markup = serializeSvg(svg);
    expect(markup).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(markup).toContain('width="300"');
    expect(markup).toContain('TP &amp; TN');
    expect(svg.getAttribute('xmlns')).toBeNull();
  });

  it('draws the SVG at twice its size on white and downloads it as a PNG', async () => {
    const clicks: HTMLAnchorElement[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    await saveSvgAsPng(makeSvg(), 'cc-10 daily');
    expect(imageSource.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(context.scale).toHaveBeenCalledWith(2, 2);
    expect(context.fillStyle).toBe('#ffffff');
    expect(context.drawImage).toHaveBeenCalledWith(expect.anything(), 0, 0, 300, 150);
    expect(clicks).toHaveLength(1);
    expect(clicks[0]?.download).toBe('cc-10 daily.png');
    expect(clicks[0]?.href).toBe('blob:png');
    expect(document.querySelector('a')).toBeNull();
  });

  it("draws the legend under the chart, in rows of the chart's width", async () => {
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const heights: number[] = [];
    jest.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (this: HTMLCanvasElement, callback) {
      heights.push(this.height);
      callback(new Blob(['png'], { type: 'image/png' }));
    });
    const legend = document.createElement('ul');
    legend.innerHTML = ['CC-10 - Cherry Creek inflow', 'CT-2 - Cottonwood Creek inflow', 'CCR-1 - Reservoir station 1']
      .map((label) => `<li><svg width="24" height="14"><line x1="0" x2="24" y1="7" y2="7" stroke="#0072b2"/></svg><span>${label}</span></li>`)
      .join('');
    await saveSvgAsPng(makeSvg(), 'three sites', 2, legend);
    // 3 entries of about 24 + 6 + 190 px do not fit one 300 px row: three rows of 20 px and 8 px of margin.
    expect(heights).toEqual([(150 + 3 * 20 + 8) * 2]);
    expect(context.fillText.mock.calls.map((call) => call[0])).toEqual(['CC-10 - Cherry Creek inflow', 'CT-2 - Cottonwood Creek inflow', 'CCR-1 - Reservoir station 1']);
  });

  it('fails when the browser cannot draw on a canvas', async () => {
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    await expect(saveSvgAsPng(makeSvg(), 'graph.png')).rejects.toThrow('This browser cannot draw on a canvas.');
  });
});
