#!/usr/bin/env node
// Measures the JavaScript a page loads: every script response while the page settles, gzip-compressed
// (level 9, as a deployment's compression would serve it). Usage (with the portal running):
//   node e2e/measure-bundles.mjs [baseUrl] [path ...]     e.g. node e2e/measure-bundles.mjs http://localhost:8080 / /tools/site-summary-table
// Prints each page's total and largest scripts (TOP=8), then a table of every page with its own chunks
// (the scripts it loads beyond the first path). `npm test` checks the home page's budget with the same code
// (e2e/tests/bundle-budget.spec.ts, e2e/support/bundles.cjs).
import { chromium } from '@playwright/test';
import bundles from './support/bundles.cjs';

const { measurePage, formatScripts, formatTable, kb } = bundles;
const [baseUrl = 'http://localhost:8080', ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-background-networking'] });
try {
  const pages = [];
  for (const path of paths.length ? paths : ['/']) {
    const measurement = await measurePage(browser, baseUrl + path);
    pages.push({ path, measurement });
    console.log(`${path}: ${measurement.scripts.length} scripts, ${kb(measurement.raw)} raw, ${kb(measurement.gzip)} gzip`);
    console.log(formatScripts(measurement, baseUrl, Number(process.env.TOP || 8)));
  }
  if (pages.length > 1) console.log(`\n${formatTable(pages, baseUrl)}`);
} finally {
  await browser.close();
}
