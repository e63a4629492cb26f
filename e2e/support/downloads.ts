import type { Download } from '@playwright/test';

/** The bytes of a download. */
export async function readDownload(download: Download): Promise<Buffer> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** A PNG that is more than a blank canvas (a blank chart compresses to a few KB). */
export function isDrawnPng(bytes: Buffer): boolean {
  return bytes.subarray(1, 4).toString() === 'PNG' && bytes.length > 10_000;
}
