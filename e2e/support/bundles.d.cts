import type { Browser, Page } from '@playwright/test';

export interface Script {
  url: string;
  /** bytes as served (uncompressed) */
  raw: number;
  /** bytes after gzip level 9 */
  gzip: number;
}

export interface PageMeasurement {
  url: string;
  /** every script the page loaded, largest (gzip) first */
  scripts: Script[];
  raw: number;
  gzip: number;
}

export interface TablePage {
  path: string;
  measurement?: PageMeasurement;
  error?: string;
}

export declare const HOME_BUDGET_BYTES: number;
export declare const SETTLE_MS: number;
export declare function kb(bytes: number): string;
export declare function measurePage(
  browser: Browser,
  url: string,
  options?: { ready?: (page: Page) => Promise<void>; timeout?: number; settleMs?: number },
): Promise<PageMeasurement>;
export declare function ownScripts(measurement: PageMeasurement, baseline: PageMeasurement): Script[];
export declare function scriptLabel(scriptUrl: string, portalUrl: string): string;
export declare function formatTable(pages: TablePage[], portalUrl: string): string;
export declare function formatScripts(measurement: PageMeasurement, portalUrl: string, top?: number): string;
