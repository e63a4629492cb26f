#!/usr/bin/env node
// Starts the development identity provider on its own (scripts/serve.mjs starts it beside the portal).
// Environment: DEV_IDP_PORT (8085), DEV_IDP_DATA_DIR (<repo>/.data/dev-idp), DEV_IDP_PORTAL_ORIGINS
// (comma-separated, http://localhost:8080), DEV_IDP_ACCESS_TOKEN_TTL (seconds, 3600), HOST (127.0.0.1).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_USERS, startDevIdp } from './index.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const env = process.env;
const idp = await startDevIdp({
  port: Number(env.DEV_IDP_PORT || 8085),
  host: env.HOST || '127.0.0.1',
  dataDir: path.resolve(env.DEV_IDP_DATA_DIR || path.join(repo, '.data/dev-idp')),
  portalOrigins: (env.DEV_IDP_PORTAL_ORIGINS || 'http://localhost:8080').split(',').map((origin) => origin.trim()).filter(Boolean),
  accessTokenTtlSeconds: Number(env.DEV_IDP_ACCESS_TOKEN_TTL || 3600),
});
console.log(`Development identity provider: ${idp.issuer} (certificate ${idp.certPath})`);
console.log(`  test users: ${TEST_USERS.map((user) => `${user.username} (${user.roles.join(', ')})`).join(', ')}; see tooling/dev-idp/README.md`);
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => idp.close().then(() => process.exit(0)));
