// A real OpenID Connect provider (oidc-provider) for development and tests, never for production: the
// portal signs in against it exactly as against Microsoft Entra ID (MSAL, authorization code + PKCE,
// refresh tokens, RP-initiated logout) and the API verifies its JWT access tokens the same way.
import fs from 'node:fs';
import https from 'node:https';
import { ensureDevCertificate, readProviderSecrets } from './secrets.mjs';
import { homePage, loginPage, logoutPage, signedOutPage, errorPage } from './pages.mjs';
import { TEST_USERS, authenticate, findUserBySub } from './users.mjs';

export { TEST_USERS, ensureDevCertificate };

export const DEV_IDP_DEFAULTS = Object.freeze({ clientId: 'basin-portal', audience: 'basin-api', apiScope: 'api.access', rolesClaim: 'roles' });

// oidc-provider requires resource indicators to be absolute URIs; the access token's `aud` is the plain
// audience (getResourceServerInfo), which is what the API checks.
const API_RESOURCE = `api://${DEV_IDP_DEFAULTS.audience}`;
const HOUR = 60 * 60;
const DAY = 24 * HOUR;
const INTERACTION_PATH = /^\/interaction\/([\w-]+)$/;
const MAX_FORM_BYTES = 16 * 1024;

/** The provider's account for a test user: every claim; oidc-provider keeps those the scopes grant. */
function accountFor(user) {
  return {
    accountId: user.sub,
    claims: () => ({
      sub: user.sub,
      name: user.name,
      preferred_username: user.username,
      email: user.email,
      email_verified: true,
      [DEV_IDP_DEFAULTS.rolesClaim]: [...user.roles],
    }),
  };
}

/**
 * The portal is a first-party client, so the provider never asks for consent: the grant of a sign-in
 * holds whatever the request asked for (its OpenID scopes and claims, and api.access for the API).
 */
async function grantEverythingRequested(ctx) {
  const { oidc } = ctx;
  const grantId = oidc.result?.consent?.grantId || oidc.session.grantIdFor(oidc.client.clientId);
  let grant = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
  if (!grant || grant.accountId !== oidc.account.accountId) {
    grant = new oidc.provider.Grant({ clientId: oidc.client.clientId, accountId: oidc.account.accountId });
  }
  grant.addOIDCScope([...oidc.requestParamOIDCScopes].join(' '));
  grant.addOIDCClaims([...oidc.requestParamClaims]);
  for (const [indicator, resourceServer] of Object.entries(oidc.resourceServers)) {
    const scopes = [...oidc.requestParamScopes].filter((scope) => resourceServer.scopes.has(scope));
    if (scopes.length) grant.addResourceScope(indicator, scopes.join(' '));
  }
  await grant.save();
  return grant;
}

/**
 * oidc-provider's policy (login, consent) plus prompt=select_account, which MSAL sends to let the user
 * switch accounts and Entra ID supports: it shows the sign-in page even with a session.
 */
function interactionPolicyWithSelectAccount({ Prompt, base }) {
  const policy = base();
  policy.add(new Prompt({ name: 'select_account', requestable: true }), 0);
  return policy;
}

function providerConfiguration({ errors, interactionPolicy, clientId, portalOrigins, accessTokenTtlSeconds, jwks, cookieSecret }) {
  const { audience, apiScope, rolesClaim } = DEV_IDP_DEFAULTS;
  return {
    clients: [{
      client_id: clientId,
      client_name: 'Basin Water Portal',
      application_type: 'web',
      token_endpoint_auth_method: 'none', // a public client: the browser holds no secret, PKCE protects the code
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      redirect_uris: portalOrigins.map((origin) => `${origin}/auth/callback`),
      post_logout_redirect_uris: portalOrigins.map((origin) => `${origin}/`),
    }],
    jwks,
    cookies: { keys: [cookieSecret] },
    findAccount: (_ctx, sub) => {
      const user = findUserBySub(sub);
      return user ? accountFor(user) : undefined;
    },
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    // The roles come with `openid`: MSAL asks for openid and profile only, and the portal needs the roles.
    claims: {
      openid: ['sub', rolesClaim],
      profile: ['name', 'preferred_username', 'email'],
      email: ['email', 'email_verified'],
    },
    // Put the scopes' claims into the ID token of the code flow too (by default only the userinfo
    // endpoint has them); MSAL reads the account's name and roles from the ID token.
    conformIdTokenClaims: false,
    loadExistingGrant: grantEverythingRequested,
    // By default a refresh token needs offline_access, which oidc-provider keeps only with prompt=consent
    // (MSAL never sends it); MSAL renews its tokens with the refresh token.
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // The API's roles come from the access token, as with Entra ID's app roles; so does the user's name
    // (Entra ID's access tokens carry `name`), which the API records as who imported (docs/import.md).
    extraTokenClaims: (_ctx, token) => {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const user = findUserBySub(token.accountId);
      return user ? { [rolesClaim]: [...user.roles], name: user.name } : undefined;
    },
    // The SPA calls the token endpoint with fetch from the portal's origins.
    clientBasedCORS: (_ctx, origin, client) => client.clientId === clientId && portalOrigins.includes(origin),
    interactions: {
      policy: interactionPolicyWithSelectAccount(interactionPolicy),
      url: (_ctx, interaction) => `/interaction/${interaction.uid}`,
    },
    features: {
      devInteractions: { enabled: false },
      // MSAL sends scopes, never a `resource`: every token request is for the API, and the access token
      // is a JWT the API verifies with the JWKS (opaque tokens would need introspection).
      resourceIndicators: {
        enabled: true,
        defaultResource: () => API_RESOURCE,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resourceIndicator) => {
          if (resourceIndicator !== API_RESOURCE) throw new errors.InvalidTarget();
          return { scope: apiScope, audience, accessTokenFormat: 'jwt', accessTokenTTL: accessTokenTtlSeconds, jwt: { sign: { alg: 'RS256' } } };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => { ctx.type = 'html'; ctx.body = logoutPage(form); },
        postLogoutSuccessSource: (ctx) => { ctx.type = 'html'; ctx.body = signedOutPage(); },
      },
    },
    renderError: (ctx, out) => { ctx.type = 'html'; ctx.body = errorPage(out); },
    ttl: {
      AccessToken: accessTokenTtlSeconds,
      AuthorizationCode: 60,
      IdToken: HOUR,
      Interaction: HOUR,
      Grant: DAY,
      Session: DAY,
      // A day from sign-in, like Entra ID's refresh tokens of single-page apps: a rotated token keeps
      // the remaining lifetime of the one it replaces.
      RefreshToken: (ctx) => ctx?.oidc?.entities.RotatedRefreshToken?.remainingTTL ?? DAY,
    },
  };
}

function readForm(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_FORM_BYTES) reject(new Error('form too large'));
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
    req.on('error', reject);
  });
}

/**
 * MSAL repeats the sign-in's scopes, offline_access included, when it renews tokens. oidc-provider drops
 * offline_access at the authorization endpoint unless prompt=consent (OpenID Connect Core 11), so the
 * refresh token never holds it and the renewal would fail with invalid_scope. The portal always gets
 * refresh tokens (issueRefreshToken), so the scope means nothing in a renewal: it is removed. The body
 * read here reaches oidc-provider as req.body (it warns once about the upstream parser).
 */
async function dropOfflineAccessFromRenewals(ctx, next) {
  if (ctx.method === 'POST' && ctx.path === '/token' && ctx.is('application/x-www-form-urlencoded')) {
    const form = await readForm(ctx.req);
    if (form.get('grant_type') === 'refresh_token' && form.has('scope')) {
      const scopes = form.get('scope').split(' ').filter((scope) => scope && scope !== 'offline_access');
      if (scopes.length) form.set('scope', scopes.join(' '));
      else form.delete('scope');
    }
    ctx.req.body = form.toString();
  }
  await next();
}

function sendHtml(res, status, html) {
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(html);
}

/** GET shows the sign-in page of an interaction; POST checks the credentials and resumes the authorization. */
async function handleInteraction(provider, req, res, uid) {
  let details;
  try {
    details = await provider.interactionDetails(req, res);
  } catch (error) {
    // Expired or unknown (e.g. the provider restarted): the portal starts a new sign-in.
    return sendHtml(res, 400, errorPage({ error: 'Sign-in expired', error_description: error.error_description || error.message }));
  }
  if (details.uid !== uid) return sendHtml(res, 400, errorPage({ error: 'Sign-in does not match this page' }));
  const prompt = details.prompt.name;
  if (prompt !== 'login' && prompt !== 'select_account') {
    // The grant covers every request (grantEverythingRequested), so consent is never prompted.
    return sendHtml(res, 400, errorPage({ error: `Unexpected prompt: ${prompt}` }));
  }
  const action = `/interaction/${uid}`;
  if (req.method === 'GET') return sendHtml(res, 200, loginPage({ action }));
  if (req.method !== 'POST') return sendHtml(res, 405, errorPage({ error: 'Method not allowed' }));
  const form = await readForm(req);
  const user = authenticate(form.get('username'), form.get('password'));
  if (!user) return sendHtml(res, 401, loginPage({ action, username: form.get('username'), error: 'The user name or password is wrong. Try again.' }));
  // Signing in here also answers prompt=select_account: the user chose the account they signed in with.
  const result = { login: { accountId: user.sub }, ...(prompt === 'select_account' ? { select_account: {} } : {}) };
  await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
}

/**
 * Starts the development provider over https on `port`.
 * @param {{ port: number, host?: string, dataDir: string, portalOrigins: string[], accessTokenTtlSeconds?: number,
 *   logger?: { error: (...args: unknown[]) => void } }} options
 * @returns {Promise<{ issuer: string, certPath: string, close: () => Promise<void> }>}
 */
export async function startDevIdp({ port, host = '127.0.0.1', dataDir, portalOrigins, accessTokenTtlSeconds = HOUR, logger = console }) {
  // Loaded here, not at import: the defaults and test users stay cheap to import (the parent process
  // of scripts/serve.mjs, tests), and oidc-provider prints its notices only where it runs.
  const { default: Provider, errors, interactionPolicy } = await import('oidc-provider');
  const { certPath, keyPath } = await ensureDevCertificate(dataDir);
  const issuer = `https://localhost:${port}`;
  const origins = portalOrigins.map((origin) => new URL(origin).origin);
  const provider = new Provider(issuer, providerConfiguration({
    errors,
    interactionPolicy,
    clientId: DEV_IDP_DEFAULTS.clientId,
    portalOrigins: origins,
    accessTokenTtlSeconds,
    ...readProviderSecrets(dataDir),
  }));
  provider.use(dropOfflineAccessFromRenewals);
  provider.on('server_error', (_ctx, error) => logger.error('dev-idp: server error', error));
  const handleProvider = provider.callback();

  const server = https.createServer({ cert: fs.readFileSync(certPath), key: fs.readFileSync(keyPath) }, (req, res) => {
    const { pathname } = new URL(req.url, issuer);
    if (pathname === '/' && req.method === 'GET') return sendHtml(res, 200, homePage({ portalOrigins: origins }));
    const interaction = INTERACTION_PATH.exec(pathname);
    if (!interaction) return handleProvider(req, res);
    handleInteraction(provider, req, res, interaction[1]).catch((error) => {
      logger.error('dev-idp: interaction failed', error);
      if (!res.headersSent) sendHtml(res, 500, errorPage({ error: 'Sign-in failed', error_description: error.message }));
      else res.end();
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return {
    issuer,
    certPath,
    close: () => new Promise((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
  };
}
