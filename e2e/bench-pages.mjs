#!/usr/bin/env node
// Analysis pages benchmark (part of `npm run bench`): serves the built portal with the e2e-sized
// dataset and, in Chromium, times each analysis page from navigation to the frame that draws its first
// chart (the first chart card's <svg role="img">); the issues' target is 1.5 s. Prints medians of
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

/**
 * Milliseconds from the navigation's start (the page's time origin) to the frame that paints the first
 * chart: a MutationObserver installed before the page's scripts sees the chart's <svg> the moment it is
 * committed, and the next animation frame is the one that draws it. Measured in the page, so a long
 * task right after (the table, the map) cannot delay the reading as polling from outside would.
 */
async function timeToFirstChart(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  await context.addInitScript((selector) => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector(selector)) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        window.firstChartPaintedAt = performance.now();
      });
    });
    observer.observe(document, { childList: true, subtree: true });
  }, FIRST_CHART);
  const page = await context.newPage();
  try {
    await page.goto(url);
    const handle = await page.waitForFunction(() => window.firstChartPaintedAt, undefined, { timeout: 60_000 });
    return Math.round(await handle.jsonValue());
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
