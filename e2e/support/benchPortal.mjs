// What the browser benchmarks share: the built portal served on its own ports with the small
// seeded dataset, Chromium from Debian, and the median.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { buildIfChanged } from '../../scripts/workspace.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function waitForHealth(base, deadline = Date.now() + 300_000) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The portal did not start');
}

/** Builds what changed, serves the portal on `port` with its own database, opens Chromium; `stop()` ends both. */
export async function startBenchPortal({ port, dataDir }) {
  buildIfChanged();
  const base = `http://localhost:${port}`;
  const server = spawn(process.execPath, [path.join(repo, 'scripts/serve.mjs')], {
    // The offline basemap (as the e2e tests): the numbers are the portal's, not a tile server's, and a
    // machine without internet would otherwise wait on tiles that never come (the map never goes idle).
    env: { ...process.env, PORT: String(port), PGLITE_DATA_DIR: path.join(repo, '.data', dataDir), SEED_SCALE: '0.05', LOG_LEVEL: 'warn', BASEMAP_PROVIDER: process.env.BASEMAP_PROVIDER ?? 'offline' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-background-networking', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'],
  });
  try {
    await waitForHealth(base);
  } catch (error) {
    await browser.close();
    server.kill('SIGINT');
    throw error;
  }
  return {
    base,
    browser,
    stop: async () => {
      await browser.close();
      server.kill('SIGINT');
    },
  };
}
