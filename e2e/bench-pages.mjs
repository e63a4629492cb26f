#!/usr/bin/env node
// Analysis pages benchmark (part of `npm run bench`): serves the built portal with the e2e-sized
// dataset and, in Chromium, times each analysis page from navigation to its first chart drawn (the
// first chart card's <svg role="img">); the target is 1.5 s. Prints medians of
// BENCH_PAGES_RUNS cold navigations (default 5), each in a fresh browser context (empty cache).
import { median, startBenchPortal } from './support/benchPortal.mjs';

const PORT = Number(process.env.BENCH_PAGES_PORT || 19380);
const RUNS = Number(process.env.BENCH_PAGES_RUNS || 5);
/**
 * Pages with a chart by default. Time Series Comparisons draws after Submit: a bookmarked, submitted view
 * is timed (total phosphorus at CC-10 and CT-2 on the left, dissolved oxygen at CC-10 on the right).
 */
const PAGES = [
  '/explore/correlation-graph',
  '/explore/year-comparison-graph',
  '/explore/precipitation',
  '/water-quality-update/water-quality-parameter-viewer',
  '/explore/stream-logger-data',
  '/data-access/public-map-i-frame-stream-logger',
  '/water-quality-update/field-depth-profile',
  '/water-quality-update/nutrient-ratios',
  '/water-quality-update/wq-inflow-comparison',
  '/water-quality-update/ccr-inflow-concentrations',
  '/explore/time-series-comparison?startDate=2021-10-01&leftGroup=147&leftParameterId=28&leftLocationIds=68,83&rightGroup=152&rightParameterId=3&rightLocationIds=68&submitted=1',
];
const FIRST_CHART = '[data-part="chart"] svg[role="img"]';

async function timeToFirstChart(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  try {
    const start = Date.now();
    await page.goto(url);
    await page.waitForSelector(FIRST_CHART, { timeout: 60_000 });
    return Date.now() - start;
  } finally {
    await context.close();
  }
}

const { base, browser, stop } = await startBenchPortal({ port: PORT, dataDir: 'bench-pages-pglite' });
try {
  console.log(`\nAnalysis pages: navigation to the first chart drawn (Chromium, cold cache, medians of ${RUNS} runs; target 1500 ms)`);
  for (const path of PAGES) {
    const times = [];
    try {
      for (let run = 0; run < RUNS; run++) times.push(await timeToFirstChart(browser, `${base}${path}`));
      console.log(`  ${path.split('?')[0].padEnd(52)} median ${median(times)} ms, max ${Math.max(...times)} ms`);
    } catch (error) {
      console.log(`  ${path.split('?')[0].padEnd(52)} no chart: ${error.message.split('\n')[0]}`);
    }
  }
} finally {
  await stop();
}
