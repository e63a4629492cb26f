#!/usr/bin/env node
// Map explorer benchmark (part of `npm run bench`): serves the built portal with a small seeded
// dataset on its own ports, then in Chromium (software WebGL) measures
//   1. navigation to the map's first 'idle' with every location drawn, with the real locations;
//   2. the same with 10,000 locations (the real ones replicated with jittered coordinates);
//   3. applying a filter change with those 10,000 locations: from the click on 'Is Active', and on a
//      location type, until the page has re-filtered, re-coloured and handed deck.gl the new points
//      (the map canvas's data-locations attribute changes); the target is one frame, 16 ms. Also the
//      time until the next animation frame starts after the click (deck.gl draws the new points in
//      it): the change is within a frame when that frame is the first or second after the click.
// Prints the medians of BENCH_MAP_RUNS runs (default 5). Builds what changed first.
import { median, startBenchPortal } from './support/benchPortal.mjs';

const PORT = Number(process.env.BENCH_MAP_PORT || 19280);
const RUNS = Number(process.env.BENCH_MAP_RUNS || 5);
const SYNTHETIC = 10_000;

function syntheticWells(wells) {
  const out = [];
  for (let index = 0; index < SYNTHETIC; index++) {
    const source = wells[index % wells.length];
    const jitter = (seed) => (((Math.sin(index * 12.9898 + seed) * 43758.5453) % 1) - 0.5) * 0.4;
    const longitude = source.longitude_dd + jitter(1);
    const latitude = source.latitude_dd + jitter(2);
    out.push({ ...source, locationid: 1_000_000 + index, location_name: `${source.location_name}-${index}`, longitude_dd: longitude, latitude_dd: latitude, location_geometry: { type: 'Point', coordinates: [longitude, latitude] } });
  }
  return out;
}

async function timeToIdle(browser, base, wellsBody) {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await page.addInitScript(() => sessionStorage.setItem('basin-map-disclaimer-accepted', '1'));
  if (wellsBody) await page.route('**/api/public-map/wells', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: wellsBody }));
  const start = Date.now();
  await page.goto(`${base}/tools/map`);
  await page.waitForSelector('[data-map-state=idle]', { state: 'attached', timeout: 120_000 });
  const elapsed = Date.now() - start;
  const drawn = Number(await page.getAttribute('[data-testid=map-canvas]', 'data-locations'));
  return { page, elapsed, drawn };
}

/** The two kinds of filter control: a switch (More Filters) and a checkbox list (Loc Types). */
const FILTER_CONTROLS = [
  { name: "'Is Active' (More Filters)", popover: /More Filters/, target: '[role=switch][aria-label="Is Active"]' },
  { name: "the first location type (Loc Types)", popover: /Loc Types/, target: '[role=group][aria-label="Loc Types"] input[type=checkbox]' },
];

async function filterChangeMs(page, control) {
  // A filter the row has no room for is in the filter bar's More menu.
  const button = page.getByRole('button', { name: control.popover });
  if (!(await button.isVisible())) await page.getByRole('group', { name: 'Map filters' }).getByRole('button', { name: 'More', exact: true }).click();
  await button.click();
  await page.locator(control.target).first().waitFor();
  const times = [];
  const frames = [];
  for (let run = 0; run < 10; run++) {
    times.push(
      await page.evaluate(
        (target) =>
          new Promise((resolve) => {
            const canvas = document.querySelector('[data-testid=map-canvas]');
            const before = canvas.getAttribute('data-locations');
            const start = performance.now();
            const observer = new MutationObserver(() => {
              if (canvas.getAttribute('data-locations') === before) return;
              observer.disconnect();
              const handed = performance.now() - start;
              // The frame deck.gl draws the new points in.
              requestAnimationFrame(() => resolve({ handed, frame: performance.now() - start }));
            });
            observer.observe(canvas, { attributes: true, attributeFilter: ['data-locations'] });
            document.querySelector(target).click();
          }),
        control.target,
      ).then(({ handed, frame }) => {
        frames.push(frame);
        return handed;
      }),
    );
  }
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  return { times, frames };
}

const { base, browser, stop } = await startBenchPortal({ port: PORT, dataDir: 'bench-map-pglite' });
try {
  const wells = await (await fetch(`${base}/api/public-map/wells`)).json();
  const synthetic = JSON.stringify(syntheticWells(wells));
  const real = [];
  const large = [];
  let drawnReal = 0;
  let drawnLarge = 0;
  const filterTimes = FILTER_CONTROLS.map(() => ({ times: [], frames: [] }));
  for (let run = 0; run < RUNS; run++) {
    const first = await timeToIdle(browser, base, null);
    real.push(first.elapsed);
    drawnReal = first.drawn;
    await first.page.close();
    const second = await timeToIdle(browser, base, synthetic);
    large.push(second.elapsed);
    drawnLarge = second.drawn;
    // Ten changes of each control on the first run's page; the later runs only time navigation.
    if (run === 0) for (const [index, control] of FILTER_CONTROLS.entries()) filterTimes[index] = await filterChangeMs(second.page, control);
    await second.page.close();
  }
  console.log(`\nMap explorer (Chromium, software WebGL, medians of ${RUNS} runs)`);
  console.log(`  navigation to map idle, ${wells.length} locations (${drawnReal} drawn): ${median(real)} ms`);
  console.log(`  navigation to map idle, ${SYNTHETIC} locations (${drawnLarge} drawn): ${median(large)} ms`);
  for (const [index, control] of FILTER_CONTROLS.entries()) {
    const { times, frames } = filterTimes[index];
    console.log(`  filter change with ${SYNTHETIC} locations, ${control.name} (click to new points handed to deck.gl): median ${median(times).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms (target 16 ms)`);
    console.log(`    click to the start of the frame that draws them: median ${median(frames).toFixed(1)} ms, max ${Math.max(...frames).toFixed(1)} ms`);
  }
} finally {
  await stop();
}
