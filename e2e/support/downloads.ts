import type { Download, Page } from '@playwright/test';

/** The bytes of a download. */
export async function readDownload(download: Download): Promise<Buffer> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/**
 * A saved PNG decoded in the page: its size and how many of its pixels are painted (neither
 * transparent nor near white). A blank or failed export has next to none.
 */
export async function paintedPixels(page: Page, png: Buffer): Promise<{ count: number; width: number; height: number }> {
  if (png.subarray(1, 4).toString() !== 'PNG') return { count: 0, width: 0, height: 0 };
  return page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let count = 0;
    for (let index = 0; index < data.length; index += 4) {
      if (data[index + 3]! > 0 && (data[index]! < 240 || data[index + 1]! < 240 || data[index + 2]! < 240)) count += 1;
    }
    return { count, width: canvas.width, height: canvas.height };
  }, png.toString('base64'));
}
