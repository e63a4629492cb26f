// Asks a source's service for its answer: Node's fetch with a timeout, a second try when the first got
// no answer or a server error, and the USGS Water Data API's pages followed through their `next` links.
import { setTimeout as sleep } from 'node:timers/promises';
import type { FeedFormat } from '../formats';
import { nextPageUrl } from '../readers/usgsWaterData';
import { shownUrl } from './sources';

export interface FetchSettings {
  /** How long one request (answer and body) may take. */
  timeoutMs: number;
  /** The wait before the second try. */
  retryDelayMs: number;
  /** Pages of one answer at most: a service that pages on and on is a failure, not a loop. */
  maxPages: number;
}

export const DEFAULT_FETCH_SETTINGS: FetchSettings = { timeoutMs: 60_000, retryDelayMs: 2_000, maxPages: 500 };

const USER_AGENT = 'basin-water-portal feed refresher (docs/feeds.md)';
/** The start of a refused answer that a report quotes. */
const QUOTED_CHARACTERS = 200;

/** A source's service did not answer, or answered with an error: the source fails, the run goes on. */
export class FeedFetchError extends Error {}

/** Formats whose answers come in pages linked by `next`. */
const PAGED_FORMATS: ReadonlySet<FeedFormat> = new Set(['usgsWaterDataContinuous', 'usgsWaterDataDaily']);

type Attempt = { text: string } | { failure: string; retry: boolean };

/**
 * Why fetch threw, in words: a timeout, or the network's reason (ECONNREFUSED, ENOTFOUND, ...). Read by
 * shape: fetch's errors come from Node's own realm (not always `instanceof Error` where this code runs).
 */
function fetchFailure(error: unknown, timeoutMs: number): string {
  const { name, message, cause } = (typeof error === 'object' && error !== null ? error : {}) as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  if (name === 'TimeoutError') return `no answer within ${timeoutMs / 1000} s`;
  const reason = cause?.code ?? cause?.message;
  return `${message ?? String(error)}${reason ? ` (${reason})` : ''}`;
}

async function attempt(url: string, { timeoutMs }: FetchSettings): Promise<Attempt> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { 'user-agent': USER_AGENT } });
    const text = await response.text();
    if (response.ok) return { text };
    const quoted = text.trim().slice(0, QUOTED_CHARACTERS).replace(/\s+/g, ' ');
    return {
      failure: `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}${quoted ? `: ${quoted}` : ''}`,
      // A server's trouble, a timeout or a rate limit may pass; a refused request (400, 404) will not.
      retry: response.status >= 500 || response.status === 408 || response.status === 429,
    };
  } catch (error) {
    return { failure: fetchFailure(error, timeoutMs), retry: true };
  }
}

/** One request's text, tried a second time after a wait when the first got no answer or a server error. */
export async function fetchText(url: string, settings: FetchSettings): Promise<string> {
  const first = await attempt(url, settings);
  if ('text' in first) return first.text;
  if (!first.retry) throw new FeedFetchError(`${shownUrl(url)}: ${first.failure}`);
  await sleep(settings.retryDelayMs);
  const second = await attempt(url, settings);
  if ('text' in second) return second.text;
  throw new FeedFetchError(`${shownUrl(url)}: ${second.failure} (tried twice)`);
}

/** The answer's pages, in order: one, or for the Water Data API each page its predecessor links as next. */
export async function fetchPages(url: string, format: FeedFormat, settings: FetchSettings): Promise<string[]> {
  const pages: string[] = [];
  const asked = new Set<string>();
  for (let next: string | null = url; next !== null; ) {
    if (asked.has(next)) throw new FeedFetchError(`${shownUrl(next)}: the service links a page it gave already as the next one`);
    if (pages.length === settings.maxPages) throw new FeedFetchError(`${shownUrl(url)}: more than ${settings.maxPages} pages; ask for fewer sites or a shorter period`);
    asked.add(next);
    const text = await fetchText(next, settings);
    pages.push(text);
    next = PAGED_FORMATS.has(format) ? nextPageUrl(text) : null;
  }
  return pages;
}
