// One autocannon run, with the latency of every response (autocannon's own summary has no p95).
import autocannon from 'autocannon';

export interface LoadOptions {
  url: string;
  method?: string;
  body?: string;
  headers?: Record<string, string>;
  connections: number;
  seconds: number;
}

export interface LoadResult {
  /** Milliseconds, sorted. */
  latencies: number[];
  rps: number;
  failures: number;
}

export function loadTest({ url, method = 'GET', body, headers, connections, seconds }: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    const instance = autocannon({ url, method: method as 'GET', body, headers, duration: seconds, connections }, (error, result) => {
      if (error) reject(error);
      else resolve({ latencies: latencies.sort((a, b) => a - b), rps: result.requests.average, failures: result.non2xx + result.errors + result.timeouts });
    });
    instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => latencies.push(ms));
  });
}

export const percentile = (sorted: number[], p: number) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!);
