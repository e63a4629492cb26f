// A steady load through the proxy while something goes wrong behind it (the smoke test's fault runs):
// requests leave at a fixed rate whatever the answers take (an open loop, as visitors arrive), each on
// a keep-alive https connection, and every answer is counted by status and kind. At most MAX_IN_FLIGHT
// wait at once: a request due while that many wait is not sent (counted as skipped), so a slow machine
// gets a lower rate, not a queue that outlasts the run. A visitor-visible
// error is a 5xx, an HTML page where JSON was asked for, or a request that failed outright (reset,
// cut short).
import https from 'node:https';

const MAX_IN_FLIGHT = 64;

/**
 * Sends `ratePerSecond` requests a second, drawn in turn from `mix` (each { name, method, path, body?,
 * headers? }), until `seconds` have passed and `during()` (the fault) has ended. Resolves with the counts.
 */
export async function runLoad({ origin, ca, mix, ratePerSecond, seconds, during }) {
  const agent = new https.Agent({ keepAlive: true, maxSockets: MAX_IN_FLIGHT, ca });
  const counts = { sent: 0, skipped: 0, answered: 0, byStatus: {}, byKind: {}, stale: 0, visibleErrors: 0, failures: [] };
  const inFlight = new Set();
  let next = 0;
  const note = (failure) => {
    counts.visibleErrors += 1;
    if (counts.failures.length < 10) counts.failures.push(failure);
  };
  const send = (entry) => {
    counts.sent += 1;
    const payload = entry.body === undefined ? undefined : Buffer.from(JSON.stringify(entry.body));
    const started = Date.now();
    const done = new Promise((resolve) => {
      const request = https.request(`${origin}${entry.path}`, {
        method: entry.method ?? 'GET',
        agent,
        headers: { accept: 'application/json', ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}), ...entry.headers },
      }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          if (!response.complete) {
            note(`${entry.name}: the answer was cut short (status ${response.statusCode}, after ${Date.now() - started} ms)`);
            return resolve();
          }
          counts.answered += 1;
          const status = response.statusCode;
          counts.byStatus[status] = (counts.byStatus[status] ?? 0) + 1;
          const kind = (counts.byKind[entry.name] ??= {});
          kind[status] = (kind[status] ?? 0) + 1;
          if (response.headers['x-response-cache'] === 'stale') counts.stale += 1;
          const html = /text\/html/i.test(String(response.headers['content-type']));
          if (status >= 500 || html) note(`${entry.name}: ${status} ${response.headers['content-type'] ?? ''} ${Buffer.concat(chunks).toString('utf8').slice(0, 160).replace(/\s+/g, ' ')}`);
          resolve();
        });
        response.on('error', (error) => {
          note(`${entry.name}: ${error.message}`);
          resolve();
        });
      });
      request.on('error', (error) => {
        note(`${entry.name}: ${error.message}`);
        resolve();
      });
      request.end(payload);
    });
    inFlight.add(done);
    void done.then(() => inFlight.delete(done));
  };

  const started = Date.now();
  let faultDone = false;
  const fault = during().finally(() => {
    faultDone = true;
  });
  const intervalMs = 1000 / ratePerSecond;
  while (Date.now() - started < seconds * 1000 || !faultDone) {
    // As many requests as the clock says are due (a late timer sends the missed ones at once).
    const due = Math.floor((Date.now() - started) / intervalMs) - counts.sent - counts.skipped;
    for (let index = 0; index < due; index += 1) {
      if (inFlight.size < MAX_IN_FLIGHT) send(mix[next++ % mix.length]);
      else counts.skipped += 1;
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  let faultResult;
  try {
    faultResult = await fault;
  } finally {
    await Promise.all(inFlight);
    agent.destroy();
  }
  return { ...counts, seconds: (Date.now() - started) / 1000, fault: faultResult };
}

/** One line of counts: requests, answers by status, stale answers, visible errors. */
export function describeCounts(counts) {
  const statuses = Object.entries(counts.byStatus).map(([status, count]) => `${count.toLocaleString('en-US')}× ${status}`).join(', ');
  const skipped = counts.skipped > 0 ? ` (${counts.skipped.toLocaleString('en-US')} more were due but ${MAX_IN_FLIGHT} waited already)` : '';
  return `${counts.sent.toLocaleString('en-US')} requests in ${counts.seconds.toFixed(1)} s (${Math.round(counts.sent / counts.seconds)}/s)${skipped}: ${statuses}; ` +
    `${counts.stale.toLocaleString('en-US')} stale answers; ${counts.visibleErrors} visitor-visible errors`;
}
