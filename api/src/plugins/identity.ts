// Who is calling (issue 16, docs/api.md "Sign-in"). The identity never comes from a field the client
// sends: a caller without an Authorization header is the anonymous 'public' user; a bearer token is
// verified here, once per request, against the identity provider's keys (OpenID Connect discovery at
// AUTH_AUTHORITY, then its JWKS), and its verified claims become `request.user`. A header that is not a
// valid token is 401 on every route, public ones too: the client must learn that its session broke,
// never be served as the public silently. Routes declare what they need in their config
// (`config: { auth: … }`, see RouteAuth); this plugin alone turns that into 401 and 403, and into the
// route's `security` in the OpenAPI document.
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { ANONYMOUS_USER, DATA_MANAGER_ROLES, rolesOf, type Role } from '../domain';
import { ApiProblem } from '../apiProblem';
import type { ApiMessage } from '../i18n/apiMessages';
import { ErrorResponseSchema } from '../schemas';
import { withoutTrailingSlash, type AuthSettings } from '../settings';

export { ANONYMOUS_USER };

/**
 * What a route needs of its caller:
 * - 'optional': anyone; the answer depends on who is signed in (never shared through a public cache);
 * - 'signed-in': a verified token (401 without one);
 * - `{ roles }`: a verified token carrying one of the roles (401 without a token, 403 without the role).
 * Routes without `auth` are public and the same for everyone (a bad token is still 401).
 */
export type RouteAuth = 'optional' | 'signed-in' | { roles: readonly Role[] };

/** The verified claims of a signed-in caller. */
export interface SignedInUser {
  sub: string;
  name?: string;
  roles: string[];
  scopes: string[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** 'public', or the verified `sub` of the bearer token. */
    identity: string;
    /** The verified caller; null when not signed in. */
    user: SignedInUser | null;
  }
  interface FastifyContextConfig {
    /** What the route needs of its caller (plugins/identity.ts). */
    auth?: RouteAuth;
  }
}

/** Route config of a staff action: role Administrator or Developer (docs/decisions.md "Sign-in"). */
export const STAFF_ONLY = { auth: { roles: DATA_MANAGER_ROLES } } satisfies { auth: RouteAuth };
/** Route config of a route whose answer depends on who is signed in (and is never publicly cached). */
export const CALLER_DEPENDENT = { auth: 'optional' } satisfies { auth: RouteAuth };
/** Route config of a route for signed-in callers only. */
export const SIGNED_IN = { auth: 'signed-in' } satisfies { auth: RouteAuth };

/** A token that is not valid: 401 invalid_token. `description` goes into WWW-Authenticate (no quotes). */
class TokenRejected extends Error {
  constructor(
    readonly reason: string,
    readonly description: string,
  ) {
    super(description);
  }
}

/** The identity provider could not be asked (down, unreachable, or answering nonsense): 503. */
class ProviderUnavailable extends Error {}

const ALGORITHMS = ['RS256', 'ES256'];
const DISCOVERY_TIMEOUT_MS = 5_000;

/** Why jose refused a token, in words a client may see. Errors of fetching the keys are not here (503). */
function rejection(error: unknown): TokenRejected | null {
  if (error instanceof errors.JWTExpired) return new TokenRejected('expired', 'the token has expired');
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'nbf') return new TokenRejected('not-yet-valid', 'the token is not valid yet');
    if (error.claim === 'iss') return new TokenRejected('wrong-issuer', 'the token was issued by another issuer');
    if (error.claim === 'aud') return new TokenRejected('wrong-audience', 'the token is not meant for this API');
    if (error.reason === 'missing') return new TokenRejected(`missing-${error.claim}`, `the token has no ${error.claim} claim`);
    return new TokenRejected(`invalid-${error.claim}`, `the token's ${error.claim} claim is invalid`);
  }
  if (error instanceof errors.JOSEAlgNotAllowed || error instanceof errors.JOSENotSupported) {
    return new TokenRejected('algorithm', 'the token is not signed with an accepted algorithm (RS256 or ES256)');
  }
  if (error instanceof errors.JWSSignatureVerificationFailed) return new TokenRejected('signature', 'the token signature is invalid');
  if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys) {
    return new TokenRejected('unknown-key', 'the token is signed by a key the identity provider does not publish');
  }
  if (error instanceof errors.JWSInvalid || error instanceof errors.JWTInvalid || error instanceof errors.JWKInvalid) {
    return new TokenRejected('malformed', 'the token is malformed');
  }
  return null;
}

/** OAuth scopes of `scp` (Entra ID) or `scope` (RFC 9068): a space-separated string, or a list. */
const scopesOf = (value: unknown): string[] => (typeof value === 'string' ? value.split(/\s+/).filter(Boolean) : rolesOf(value));

/** The verified caller of a token's claims: roles from the configured claim, scopes from scp or scope. */
export function userOf(payload: JWTPayload, rolesClaim: string): SignedInUser {
  const scopes = payload.scp ?? payload.scope;
  return {
    sub: payload.sub!,
    ...(typeof payload.name === 'string' ? { name: payload.name } : {}),
    roles: rolesOf(payload[rolesClaim]),
    scopes: scopesOf(scopes),
  };
}

/** Verifies bearer tokens against the provider of the settings; discovery and keys are fetched when first needed. */
export class TokenVerifier {
  private discovery: Promise<{ issuer: string; keys: JWTVerifyGetKey }> | null = null;

  constructor(private readonly settings: AuthSettings) {}

  private async discover(): Promise<{ issuer: string; keys: JWTVerifyGetKey }> {
    const url = `${this.settings.authority}/.well-known/openid-configuration`;
    let document: { issuer?: unknown; jwks_uri?: unknown };
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS), headers: { accept: 'application/json' } });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      document = (await response.json()) as typeof document;
    } catch (error) {
      throw new ProviderUnavailable(`the identity provider's discovery document could not be read (${error instanceof Error ? error.message : String(error)})`);
    }
    if (typeof document.issuer !== 'string' || typeof document.jwks_uri !== 'string') {
      throw new ProviderUnavailable(`${url} names no issuer or jwks_uri`);
    }
    if (!this.settings.issuer && withoutTrailingSlash(document.issuer) !== this.settings.authority) {
      throw new ProviderUnavailable(`the discovery document's issuer ${document.issuer} is not AUTH_AUTHORITY ${this.settings.authority}`);
    }
    return {
      issuer: this.settings.issuer ?? document.issuer,
      keys: createRemoteJWKSet(new URL(document.jwks_uri), { cooldownDuration: this.settings.jwksCooldownMs }),
    };
  }

  /** The provider's issuer and keys: discovered once; a failed discovery is tried again by the next token. */
  private provider(): Promise<{ issuer: string; keys: JWTVerifyGetKey }> {
    if (!this.discovery) {
      this.discovery = this.discover();
      this.discovery.catch(() => (this.discovery = null));
    }
    return this.discovery;
  }

  /** The token's verified caller; throws TokenRejected (401) or ProviderUnavailable (503). */
  async verify(token: string): Promise<SignedInUser> {
    let issuer = '';
    // The key function runs only for a well-formed token with an accepted algorithm, so garbage is
    // refused without asking the provider.
    const keys: JWTVerifyGetKey = async (header, input) => {
      const provider = await this.provider();
      issuer = provider.issuer;
      return provider.keys(header, input);
    };
    const expected = this.settings.issuer ?? this.settings.authority;
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, keys, {
        issuer: this.settings.issuer ?? [expected, `${expected}/`],
        audience: this.settings.audience,
        algorithms: ALGORITHMS,
        clockTolerance: this.settings.clockToleranceSeconds,
        requiredClaims: ['sub', 'exp'],
      }));
    } catch (error) {
      if (error instanceof ProviderUnavailable) throw error;
      const rejected = rejection(error);
      if (rejected) throw rejected;
      // Fetching the keys failed: time-out, network, an answer that is not a key set.
      throw new ProviderUnavailable(`the identity provider's keys could not be read (${error instanceof Error ? error.message : String(error)})`);
    }
    // The exact issuer of the discovery document (jose accepted it with or without a trailing slash).
    if (payload.iss !== issuer) throw new TokenRejected('wrong-issuer', 'the token was issued by another issuer');
    if (typeof payload.sub !== 'string' || payload.sub === '') throw new TokenRejected('missing-sub', 'the token has no sub claim');
    return userOf(payload, this.settings.rolesClaim);
  }
}

/** RFC 6750: the scheme (any case), one space or more, a b64token. */
const BEARER = /^Bearer +([A-Za-z0-9._~+/-]+=*)$/i;

/** A 401 with its RFC 6750 challenge. */
const unauthorized = (challenge: string, message: ApiMessage) => new ApiProblem(401, message, { headers: { 'WWW-Authenticate': challenge } });

const needsSignIn = (auth: RouteAuth | undefined) => auth === 'signed-in' || typeof auth === 'object';

export default fp(
  async (app) => {
    const settings = app.config.auth;
    const verifier = settings ? new TokenVerifier(settings) : null;
    if (settings) app.log.info({ authority: settings.authority, audience: settings.audience }, 'sign-in on: bearer tokens are verified');
    else app.log.info('sign-in off (no AUTH_AUTHORITY): every caller is public');
    app.decorateRequest('identity', ANONYMOUS_USER);
    app.decorateRequest('user', null);

    // The OpenAPI document: routes that need a token require bearerAuth; caller-dependent ones accept it.
    app.addHook('onRoute', (route) => {
      const auth = route.config?.auth;
      if (!auth || !route.schema || route.schema.hide) return;
      const schema = route.schema as { security?: unknown; response?: Record<string, unknown> };
      schema.security = needsSignIn(auth) ? [{ bearerAuth: [] }] : [{}, { bearerAuth: [] }];
      if (schema.response && needsSignIn(auth)) {
        schema.response[401] ??= ErrorResponseSchema;
        if (typeof auth === 'object') schema.response[403] ??= ErrorResponseSchema;
      }
    });

    // The description is the challenge's (RFC 6750: ASCII, for the client's code), in English in every language.
    const reject = (request: FastifyRequest, reason: string, description: string) => {
      request.log.warn({ event: 'auth.rejected', reason, route: request.routeOptions.url ?? null, ip: request.ip }, 'bearer token rejected');
      return unauthorized(`Bearer error="invalid_token", error_description="${description}"`, { id: 'auth.tokenRejected', values: { description } });
    };

    app.addHook('onRequest', async (request, reply) => {
      const header = request.headers.authorization;
      if (header !== undefined) {
        if (!verifier) throw reject(request, 'sign-in-off', 'sign-in is not configured on this server');
        const token = BEARER.exec(header)?.[1];
        if (!token) throw reject(request, 'not-bearer', 'the Authorization header must be Bearer followed by a token');
        try {
          request.user = await verifier.verify(token);
          request.identity = request.user.sub;
        } catch (error) {
          if (error instanceof TokenRejected) throw reject(request, error.reason, error.description);
          request.log.error({ event: 'auth.provider-unavailable', detail: error instanceof Error ? error.message : String(error) }, 'identity provider unavailable');
          throw new ApiProblem(503, { id: 'auth.providerUnavailable' });
        }
      }
      const auth = request.routeOptions.config.auth;
      if (!needsSignIn(auth)) return;
      if (!request.user) {
        request.log.warn({ event: 'auth.rejected', reason: 'no-token', route: request.routeOptions.url ?? null, ip: request.ip }, 'sign-in required');
        throw unauthorized('Bearer', { id: 'auth.signInRequired' });
      }
      if (typeof auth === 'object' && !auth.roles.some((role) => request.user!.roles.includes(role))) {
        request.log.warn({ event: 'auth.forbidden', reason: 'missing-role', route: request.routeOptions.url ?? null, ip: request.ip, sub: request.user.sub }, 'role required');
        throw new ApiProblem(403, { id: 'auth.roleRequired', values: { roles: auth.roles.join(' or ') } });
      }
    });

    // An answer that depends on the caller is never kept by a shared cache for someone else.
    app.addHook('onSend', async (request, reply, payload) => {
      if (!request.routeOptions.config.auth && !request.user) return payload;
      const vary = reply.getHeader('Vary');
      if (!vary) reply.header('Vary', 'Authorization');
      else if (!/\bauthorization\b/i.test(String(vary))) reply.header('Vary', `${String(vary)}, Authorization`);
      const cacheControl = String(reply.getHeader('Cache-Control') ?? '');
      if (request.user && !cacheControl.includes('no-store')) reply.header('Cache-Control', 'private, no-cache');
      return payload;
    });
  },
  { name: 'identity', dependencies: ['env'] },
);
