/**
 * The portal's /config.json, requested as the page starts: beside the federation's negotiation and the
 * app's chunks instead of after them, since the first render waits for it (largest contentful paint).
 */
export const configRequest: Promise<Response> = fetch('/config.json', { cache: 'no-store' });
// Awaited by bootstrap; a failure is reported there, not as an unhandled rejection meanwhile.
configRequest.catch(() => undefined);
