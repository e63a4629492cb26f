import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/** The built portal runs once for the whole run on its own ports, with a small seeded dataset. */
export const PORTAL_PORT = Number(process.env.E2E_PORT || 18080);
export const PORTAL_URL = `http://localhost:${PORTAL_PORT}`;
/** The data service on an empty database (tests/empty-portal.spec.ts sends the portal's API calls there). */
export const EMPTY_API_URL = `http://127.0.0.1:${PORTAL_PORT + 10}`;
/** The data service on the small test basin package (tests/basin-package.spec.ts); its Shapefile and GeoPackage layers need GDAL's ogr2ogr. */
export const HAS_GDAL = spawnSync('ogr2ogr', ['--version']).status === 0;
export const SMALL_BASIN_API_URL = `http://127.0.0.1:${PORTAL_PORT + 11}`;
const repo = path.resolve(__dirname, '..');

/** A data service started on a basin package (support/basinApi.mjs), in a fresh embedded database. */
const basinApi = (portalData: string, port: number, dataDir: string) => ({
  command: `node ${path.join(repo, 'e2e/support/basinApi.mjs')}`,
  url: `http://127.0.0.1:${port}/api/health`,
  timeout: 120_000,
  reuseExistingServer: false,
  stdout: 'pipe' as const,
  stderr: 'pipe' as const,
  env: { PORTAL_DATA: portalData, API_PORT: String(port), PGLITE_DATA_DIR: path.join(repo, dataDir), LOG_LEVEL: 'warn' },
});

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  outputDir: path.join(repo, 'test-results'),
  reporter: [['list'], ['json']],
  use: {
    baseURL: PORTAL_URL,
    // Visitors who ask for less motion get maps that jump instead of flying and draw without fades
    // (shared/src/map/motion.ts), and no CSS transitions: the tests wait for a settled page sooner.
    // Tests that check an animation itself set reducedMotion: 'no-preference'.
    reducedMotion: 'reduce',
    // The development identity provider that the portal server starts is https with a self-signed
    // certificate (MSAL refuses a plain-http authority): the browser accepts it (README "Sign-in").
    ignoreHTTPSErrors: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--use-angle=swiftshader',
        '--enable-unsafe-swiftshader',
        // Pages are composited in software; the maps' WebGL still draws with SwiftShader. Compositing
        // through SwiftShader took a third of the suite's processor time on a two-core machine.
        '--disable-gpu-compositing',
      ],
    },
  },
  webServer: [
    {
      command: `node ${path.join(repo, 'scripts/serve.mjs')}`,
      url: `${PORTAL_URL}/api/health`,
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: String(PORTAL_PORT),
        PGLITE_DATA_DIR: path.join(repo, '.data/e2e-pglite'),
        SEED_SCALE: '0.05',
        REMOTE_TIMEOUT_MS: '4000',
        LOG_LEVEL: 'warn',
        // Below the small dataset's whole record, so Query & Download's cap is exercised (default 110,000).
        DOWNLOAD_RECORD_CAP: '20000',
        // Every test's visitor comes from 127.0.0.1: the per-IP limits are for real visitors (their own API
        // tests cover them), not for a whole suite sharing one address.
        RATE_LIMIT_DOWNLOADS: '1000',
        RATE_LIMIT_RECORD_COUNTS: '10000',
        // CI has no internet: the portal's own offline basemaps (not the USGS tiles of production).
        BASEMAP_PROVIDER: 'offline',
        // The PRF tool's dashboard: a stand-in its spec serves (page.route). Configured on the server, so
        // the pages' Content-Security-Policy (frame-src) allows the frame as it would in production.
        LINK_PRF_DASHBOARD: 'https://prf-dashboard.example/',
      },
    },
    basinApi('empty', PORTAL_PORT + 10, '.data/e2e-empty-pglite'),
    ...(HAS_GDAL ? [basinApi(path.join(repo, 'api/src/basin/fixtures/small-basin'), PORTAL_PORT + 11, '.data/e2e-small-basin-pglite')] : []),
  ],
});
