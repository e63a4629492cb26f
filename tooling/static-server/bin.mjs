#!/usr/bin/env node
// Usage: basin-static-server --dir dist --port 8081   (PORT env works too)
// The production image's server of every app, the host's and each remote's alike: the same files, /config.json
// and security headers (security-headers.mjs: pages only in frames of their own origin and PORTAL_URL's).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startStaticServer } from './server.mjs';

const { values } = parseArgs({ options: { dir: { type: 'string', default: 'dist' }, port: { type: 'string' } } });
const port = Number(values.port ?? process.env.PORT ?? 8080);
const root = path.resolve(values.dir);
const app = await startStaticServer({ root, port, logger: { level: process.env.LOG_LEVEL || 'info' } });
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => app.close().then(() => process.exit(0)));
