// A stand-in OpenID Connect provider for the smoke test: discovery and JWKS over http on 127.0.0.1, and
// RS256 access tokens signed with node:crypto, so the test can call a staff route (the import) through
// the proxy as a signed-in Administrator. The API verifies them as it verifies Entra ID's (AUTH_*).
import crypto from 'node:crypto';
import http from 'node:http';

const AUDIENCE = 'basin-api';
const KEY_ID = 'proxy-smoke-1';

const base64url = (value) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

export async function startIdentityProvider() {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid: KEY_ID, alg: 'RS256', use: 'sig' };
  const server = http.createServer((request, response) => {
    const documents = {
      '/.well-known/openid-configuration': { issuer: authority, jwks_uri: `${authority}/jwks` },
      '/jwks': { keys: [jwk] },
    };
    const document = documents[request.url ?? ''];
    response.writeHead(document ? 200 : 404, { 'content-type': 'application/json' });
    response.end(JSON.stringify(document ?? { error: 'not found' }));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const authority = `http://127.0.0.1:${server.address().port}`;
  return {
    /** The API's environment for this provider. */
    apiEnv: { AUTH_AUTHORITY: authority, AUTH_AUDIENCE: AUDIENCE },
    /** An access token of `sub` with `roles`, valid for an hour. */
    token(sub, roles) {
      const now = Math.floor(Date.now() / 1000);
      const unsigned = `${base64url({ alg: 'RS256', typ: 'JWT', kid: KEY_ID })}.${base64url({ iss: authority, aud: AUDIENCE, sub, roles, iat: now, nbf: now, exp: now + 3600 })}`;
      return `${unsigned}.${crypto.sign('sha256', Buffer.from(unsigned), privateKey).toString('base64url')}`;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
