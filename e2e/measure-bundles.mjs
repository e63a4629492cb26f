#!/usr/bin/env node
// Measures the JavaScript a page loads: every script response while the page settles, gzip-compressed
// (level 9, as a deployment's compression would serve it). Usage (with the portal running):
//   node e2e/measure-bundles.mjs [baseUrl] [path ...]     e.g. node e2e/measure-bundles.mjs http://localhost:8080 / /tools/site-summary-table
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const [baseUrl = 'http://localhost:8080', ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-background-networking'] });
try {
  for (const path of paths.length ? paths : ['/']) {
    const page = await browser.newPage();
    const scripts = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body().catch(() => null);
      if (body) scripts.push({ url: response.url(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
    });
    await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const total = scripts.reduce((sum, script) => ({ raw: sum.raw + script.raw, gzip: sum.gzip + script.gzip }), { raw: 0, gzip: 0 });
    console.log(`${path}: ${scripts.length} scripts, ${(total.raw / 1024).toFixed(1)} KB raw, ${(total.gzip / 1024).toFixed(1)} KB gzip`);
    for (const script of scripts.sort((a, b) => b.gzip - a.gzip).slice(0, Number(process.env.TOP || 8))) {
      console.log(`  ${(script.gzip / 1024).toFixed(1).padStart(7)} KB  ${script.url}`);
    }
    await page.close();
  }
} finally {
  await browser.close();
}
