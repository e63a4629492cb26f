// The development provider end to end, the way MSAL drives it in the browser: discovery, authorization
// code + PKCE, the sign-in page, the token request from the portal's origin, refresh and logout.
// Requests go through node:https trusting the generated certificate (no global TLS switch).
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DEV_IDP_DEFAULTS, TEST_USERS, startDevIdp } from './index.mjs';

// jose, as the API verifies tokens: not a dependency of this package, but of oidc-provider.
const requireFromProvider = createRequire(fileURLToPath(import.meta.resolve('oidc-provider')));
const jose = await import(pathToFileURL(requireFromProvider.resolve('jose')).href);

const PORTAL = 'http://localhost:8080';
const REDIRECT_URI = `${PORTAL}/auth/callback`;
const SCOPES = 'openid profile offline_access api.access';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** One https request trusting `ca`; no redirects followed. Resolves { status, headers, body }. */
function request(url, { ca, method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = https.request(url, { method, headers, ca }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** A browser's cookie jar, enough for one host: name=value pairs from Set-Cookie. */
class CookieJar {
  cookies = new Map();
  store(response) {
    for (const line of response.headers['set-cookie'] ?? []) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      const value = pair.slice(at + 1);
      if (value && !/expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.set(pair.slice(0, at), value);
      else this.cookies.delete(pair.slice(0, at));
    }
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

const formBody = (fields) => new URLSearchParams(fields).toString();
const FORM = 'application/x-www-form-urlencoded';

/** A JWT's payload, unverified (verifyWithJwks checks signatures). */
function jwtPayload(token) {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url'));
}

describe('development identity provider', () => {
  let dataDir;
  let idp;
  let ca;
  let discovery;

  /**
   * A browser tab: follows the provider's redirects with its cookies until it leaves the provider, and
   * submits the forms its pages submit by script (oidc-provider ends the previous session that way when
   * another user signs in).
   */
  async function browse(jar, url, options = {}) {
    let response = await request(url, { ca, ...options, headers: { ...options.headers, cookie: jar.header() } });
    let location = url;
    for (let hops = 0; hops < 10; hops += 1) {
      jar.store(response);
      const autoSubmit = /document\.forms\[0\]\.submit\(\)/.test(response.body) && /<form method="post" action="([^"]+)">/.exec(response.body);
      if (response.status === 200 && autoSubmit) {
        const fields = Object.fromEntries([...response.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map(([, name, value]) => [name, value]));
        location = autoSubmit[1];
        response = await request(location, { ca, method: 'POST', headers: { 'content-type': FORM, cookie: jar.header() }, body: formBody(fields) });
        continue;
      }
      if (![302, 303].includes(response.status)) return { response, location };
      location = new URL(response.headers.location, location).href;
      if (!location.startsWith(idp.issuer)) return { response, location };
      response = await request(location, { ca, headers: { cookie: jar.header() } });
    }
    throw new Error('too many redirects');
  }

  function authorizationUrl(verifier, extra = {}) {
    const url = new URL(discovery.authorization_endpoint);
    url.search = new URLSearchParams({
      ...extra,
      client_id: DEV_IDP_DEFAULTS.clientId,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      response_mode: 'query',
      scope: SCOPES,
      state: crypto.randomUUID(),
      nonce: crypto.randomUUID(),
      code_challenge: crypto.createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
    }).toString();
    return url.href;
  }

  /** Signs in as `username` (in `jar`'s session) and returns the token response and the jar. */
  async function signIn(username, password, { jar = new CookieJar(), prompt } = {}) {
    const verifier = crypto.randomBytes(32).toString('base64url');
    const { response: loginPage, location: loginUrl } = await browse(jar, authorizationUrl(verifier, prompt ? { prompt } : {}));
    assert.equal(loginPage.status, 200);
    assert.match(loginUrl, /\/interaction\/[\w-]+$/);
    const { location, response } = await browse(jar, loginUrl, { method: 'POST', headers: { 'content-type': FORM }, body: formBody({ username, password }) });
    assert.ok(location.startsWith(`${REDIRECT_URI}?`), `redirected to ${location}: ${response.status}`);
    const code = new URL(location).searchParams.get('code');
    const token = await request(discovery.token_endpoint, {
      ca,
      method: 'POST',
      headers: { 'content-type': FORM, origin: PORTAL },
      body: formBody({ grant_type: 'authorization_code', client_id: DEV_IDP_DEFAULTS.clientId, code, redirect_uri: REDIRECT_URI, code_verifier: verifier }),
    });
    return { token, jar };
  }

  /** Verifies a token the way the API does (jose, keys from jwks_uri, issuer, audience, RS256/ES256); returns its payload. */
  async function verifyWithJwks(jwt, audience) {
    const jwks = JSON.parse((await request(discovery.jwks_uri, { ca })).body);
    assert.ok(jwks.keys.every((key) => key.d === undefined), 'the JWKS publishes no private key');
    const { payload, protectedHeader } = await jose.jwtVerify(jwt, jose.createLocalJWKSet(jwks), { issuer: idp.issuer, audience, algorithms: ['RS256', 'ES256'] });
    assert.equal(protectedHeader.alg, 'RS256');
    assert.ok(jwks.keys.some((key) => key.kid === protectedHeader.kid), 'signed with a key of the JWKS');
    return payload;
  }

  before(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-idp-test-'));
    idp = await startDevIdp({ port: await freePort(), dataDir, portalOrigins: [PORTAL], accessTokenTtlSeconds: 600, logger: { error: () => {} } });
    ca = fs.readFileSync(idp.certPath);
    discovery = JSON.parse((await request(`${idp.issuer}/.well-known/openid-configuration`, { ca, headers: { origin: PORTAL } })).body);
  });

  after(async () => {
    await idp?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('discovery describes the issuer over https, readable from the portal', async () => {
    const response = await request(`${idp.issuer}/.well-known/openid-configuration`, { ca, headers: { origin: PORTAL } });
    assert.equal(response.status, 200);
    assert.ok(response.headers['access-control-allow-origin'], 'discovery allows cross-origin reads');
    assert.equal(discovery.issuer, idp.issuer);
    assert.match(idp.issuer, /^https:\/\/localhost:\d+$/);
    assert.ok(discovery.code_challenge_methods_supported.includes('S256'));
    assert.ok(discovery.grant_types_supported.includes('refresh_token'));
    assert.ok(discovery.end_session_endpoint);
    const jwks = await request(discovery.jwks_uri, { ca, headers: { origin: PORTAL } });
    assert.ok(jwks.headers['access-control-allow-origin'], 'the JWKS allows cross-origin reads');
  });

  test('the home page, where a browser accepts the certificate, links to the portal', async () => {
    const response = await request(`${idp.issuer}/`, { ca });
    assert.equal(response.status, 200);
    assert.match(response.body, /<html lang="en">/);
    assert.ok(response.body.includes(`<a href="${PORTAL}/">`));
  });

  test('the sign-in page is accessible and lists the test users', async () => {
    const jar = new CookieJar();
    const { response } = await browse(jar, authorizationUrl(crypto.randomBytes(32).toString('base64url')));
    assert.match(response.body, /<html lang="en">/);
    assert.match(response.body, /<title>Sign in: Basin Water Portal \(development\)<\/title>/);
    assert.match(response.body, /<h1>/);
    assert.match(response.body, /<label for="username">[^<]+<\/label>\s*<input id="username"[^>]*autocomplete="username"/);
    assert.match(response.body, /<label for="password">[^<]+<\/label>\s*<input id="password"[^>]*type="password"[^>]*autocomplete="current-password"/);
    assert.match(response.body, /<button type="submit">Sign in<\/button>/);
    assert.doesNotMatch(response.body, /(src|href)="https?:/, 'no external resources');
    for (const user of TEST_USERS) assert.ok(response.body.includes(`<code>${user.username}</code>`));
    assert.doesNotMatch(response.body, /role="alert"/);
  });

  test('a wrong password shows an alert and issues no code', async () => {
    const jar = new CookieJar();
    const { location } = await browse(jar, authorizationUrl(crypto.randomBytes(32).toString('base64url')));
    const { response, location: stayedAt } = await browse(jar, location, { method: 'POST', headers: { 'content-type': FORM }, body: formBody({ username: 'developer', password: 'wrong' }) });
    assert.equal(response.status, 401);
    assert.match(response.body, /role="alert"[^>]*>[^<]*wrong/);
    assert.match(response.body, /value="developer"/, 'the user name stays filled in');
    assert.equal(stayedAt, location, 'stays on the sign-in page, no code');
  });

  test('code + PKCE gives an ID token, a JWT access token for the API and a refresh token; refresh and logout work', async () => {
    const { token, jar } = await signIn('developer', 'developer-password');
    assert.equal(token.status, 200, token.body);
    assert.equal(token.headers['access-control-allow-origin'], PORTAL, 'the token endpoint allows the portal origin');
    const tokens = JSON.parse(token.body);

    const idToken = jwtPayload(tokens.id_token);
    assert.equal(idToken.iss, idp.issuer);
    assert.equal(idToken.aud, DEV_IDP_DEFAULTS.clientId);
    assert.equal(idToken.sub, 'test-developer');
    assert.deepEqual(idToken.roles, ['Developer']);
    assert.equal(idToken.name, 'Dana Developer');
    assert.equal(idToken.preferred_username, 'developer');
    assert.equal(idToken.email, 'dana.developer@basinwater.example.org');
    assert.ok(idToken.nonce);
    await verifyWithJwks(tokens.id_token, DEV_IDP_DEFAULTS.clientId);

    assert.equal(tokens.access_token.split('.').length, 3, 'the access token is a JWT');
    const access = jwtPayload(tokens.access_token);
    assert.equal(access.aud, DEV_IDP_DEFAULTS.audience);
    assert.equal(access.iss, idp.issuer);
    assert.equal(access.sub, 'test-developer');
    assert.deepEqual(access.roles, ['Developer']);
    assert.equal(access.name, 'Dana Developer');
    assert.ok(access.scope.split(' ').includes(DEV_IDP_DEFAULTS.apiScope));
    assert.equal(access.exp - access.iat, 600, 'the access token lives accessTokenTtlSeconds');
    assert.equal(tokens.expires_in, 600);
    await verifyWithJwks(tokens.access_token, DEV_IDP_DEFAULTS.audience);
    assert.ok(tokens.refresh_token, 'a refresh token for silent renewal');

    const refreshed = await request(discovery.token_endpoint, {
      ca,
      method: 'POST',
      headers: { 'content-type': FORM, origin: PORTAL },
      body: formBody({ grant_type: 'refresh_token', client_id: DEV_IDP_DEFAULTS.clientId, refresh_token: tokens.refresh_token, scope: SCOPES }),
    });
    assert.equal(refreshed.status, 200, refreshed.body);
    const renewed = JSON.parse(refreshed.body);
    assert.notEqual(renewed.access_token, tokens.access_token);
    const renewedAccess = await verifyWithJwks(renewed.access_token, DEV_IDP_DEFAULTS.audience);
    assert.deepEqual(renewedAccess.roles, ['Developer']);
    assert.ok(renewed.refresh_token, 'the refresh token rotates');

    const preflight = await request(discovery.token_endpoint, { ca, method: 'OPTIONS', headers: { origin: PORTAL, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers['access-control-allow-origin'], PORTAL);
    const elsewhere = await request(discovery.token_endpoint, {
      ca,
      method: 'POST',
      headers: { 'content-type': FORM, origin: 'http://elsewhere.example' },
      body: formBody({ grant_type: 'refresh_token', client_id: DEV_IDP_DEFAULTS.clientId, refresh_token: renewed.refresh_token }),
    });
    assert.equal(elsewhere.status, 400, 'another origin may not use the token endpoint');
    assert.equal(elsewhere.headers['access-control-allow-origin'], undefined);

    const logoutUrl = new URL(discovery.end_session_endpoint);
    logoutUrl.search = new URLSearchParams({ id_token_hint: tokens.id_token, post_logout_redirect_uri: `${PORTAL}/`, state: 'bye' }).toString();
    const { response: logoutPage } = await browse(jar, logoutUrl.href);
    assert.equal(logoutPage.status, 200);
    assert.match(logoutPage.body, /<noscript><button type="submit" form="op.logoutForm">/);
    assert.match(logoutPage.body, /name="logout" value="yes"/);
    // What the page's script submits: oidc-provider's form (its action and xsrf) plus logout=yes.
    const action = /<form[^>]*id="op.logoutForm"[^>]*action="([^"]+)"/.exec(logoutPage.body)[1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(logoutPage.body)[1];
    const { location } = await browse(jar, new URL(action, idp.issuer).href, { method: 'POST', headers: { 'content-type': FORM }, body: formBody({ xsrf, logout: 'yes' }) });
    assert.equal(location, `${PORTAL}/?state=bye`);

    // Signed out: the next authorization asks for a password again.
    const { location: again } = await browse(jar, authorizationUrl(crypto.randomBytes(32).toString('base64url')));
    assert.match(again, /\/interaction\//);
  });

  test('with a session, a new authorization needs no password; prompt=select_account and prompt=login ask again', async () => {
    const { jar } = await signIn('admin', 'admin-password');
    const { location } = await browse(jar, authorizationUrl(crypto.randomBytes(32).toString('base64url')));
    assert.ok(new URL(location).searchParams.get('code'), 'silent sign-in with the session');
    const { token } = await signIn('user', 'user-password', { jar, prompt: 'select_account' });
    assert.deepEqual(jwtPayload(JSON.parse(token.body).access_token).roles, ['User'], 'switched account');
    const { token: again } = await signIn('user', 'user-password', { jar, prompt: 'login' });
    assert.equal(again.status, 200);
  });

  test('each test user gets their role', async () => {
    for (const user of TEST_USERS) {
      const { token } = await signIn(user.username, user.password);
      const { access_token: accessToken, id_token: idToken } = JSON.parse(token.body);
      assert.deepEqual(jwtPayload(accessToken).roles, user.roles);
      assert.deepEqual(jwtPayload(idToken).roles, user.roles);
    }
  });

  test('a restart reuses the certificate and the signing key', async () => {
    const certificate = new crypto.X509Certificate(ca);
    assert.ok(certificate.checkHost('localhost'));
    assert.ok(certificate.checkIP('127.0.0.1'));
    const keysBefore = JSON.parse((await request(discovery.jwks_uri, { ca })).body).keys;
    const port = await freePort();
    const second = await startDevIdp({ port, dataDir, portalOrigins: [PORTAL] });
    try {
      assert.equal(new crypto.X509Certificate(fs.readFileSync(second.certPath)).fingerprint256, certificate.fingerprint256);
      const keysAfter = JSON.parse((await request(`${second.issuer}/jwks`, { ca })).body).keys;
      assert.deepEqual(keysAfter, keysBefore);
    } finally {
      await second.close();
    }
  });
});
