// A stand-in OpenID Connect provider for the tests: an http server on 127.0.0.1 serving the discovery
// document and the JWKS (an RS256 and an ES256 key, made by jose), and helpers that sign tokens with any
// claims and header, including the broken ones an attacker or a stale browser would send.
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWK, type JWTPayload, type CryptoKey } from 'jose';
import type { AuthOptions } from '../settings';

export const TEST_AUDIENCE = 'basin-api';

interface SigningKey {
  kid: string;
  alg: 'RS256' | 'ES256';
  privateKey: CryptoKey;
  jwk: JWK;
}

async function signingKey(kid: string, alg: 'RS256' | 'ES256'): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair(alg);
  return { kid, alg, privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg, use: 'sig' } };
}

const base64url = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

export interface TokenOptions {
  /** Claims over the defaults (sub, iss, aud, iat, exp in an hour); `undefined` removes one. */
  claims?: Record<string, unknown>;
  /** Which published key signs: 'rs' (default) or 'es'; or a key the provider does not publish. */
  key?: 'rs' | 'es' | SigningKey;
}

export class TestIdentityProvider {
  /** Requests the provider has answered, by path (the tests count key fetches). */
  readonly requests: string[] = [];
  /** When false, the provider answers 503 to everything (an outage). */
  up = true;
  private published: SigningKey[];

  private constructor(
    private readonly server: http.Server,
    readonly rs: SigningKey,
    readonly es: SigningKey,
  ) {
    this.published = [rs, es];
  }

  static async start(): Promise<TestIdentityProvider> {
    const server = http.createServer();
    const provider = new TestIdentityProvider(server, await signingKey('rs-1', 'RS256'), await signingKey('es-1', 'ES256'));
    server.on('request', (request, response) => provider.answer(request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return provider;
  }

  get authority(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** buildApp's auth options for this provider. */
  authOptions(overrides: Partial<AuthOptions> = {}): AuthOptions {
    return { authority: this.authority, audience: TEST_AUDIENCE, jwksCooldownMs: 0, ...overrides };
  }

  private answer(request: http.IncomingMessage, response: http.ServerResponse) {
    this.requests.push(request.url ?? '');
    const json = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (!this.up) return json(503, { error: 'down' });
    if (request.url === '/.well-known/openid-configuration') {
      return json(200, { issuer: this.authority, jwks_uri: `${this.authority}/jwks`, authorization_endpoint: `${this.authority}/auth`, token_endpoint: `${this.authority}/token` });
    }
    if (request.url === '/jwks') return json(200, { keys: this.published.map((key) => key.jwk) });
    return json(404, { error: 'not found' });
  }

  /** A key the provider does not publish (yet): a forger's, or the next one of a rotation. */
  static unpublishedKey(kid = 'other-1'): Promise<SigningKey> {
    return signingKey(kid, 'RS256');
  }

  /** Publishes one more key (a rotation): tokens it signs verify once the API fetches the keys again. */
  publish(key: SigningKey): void {
    this.published.push(key);
  }

  private claimsOf(claims: Record<string, unknown> = {}): JWTPayload {
    const now = Math.floor(Date.now() / 1000);
    const all: Record<string, unknown> = { sub: 'user-a', iss: this.authority, aud: TEST_AUDIENCE, iat: now, exp: now + 3600, ...claims };
    for (const [name, value] of Object.entries(all)) if (value === undefined) delete all[name];
    return all as JWTPayload;
  }

  /** A token signed as the provider signs (RS256 by default) with the claims given over the defaults. */
  async token({ claims, key = 'rs' }: TokenOptions = {}): Promise<string> {
    const signer = key === 'rs' ? this.rs : key === 'es' ? this.es : key;
    return new SignJWT(this.claimsOf(claims)).setProtectedHeader({ alg: signer.alg, kid: signer.kid, typ: 'JWT' }).sign(signer.privateKey);
  }

  /** An unsigned token (`alg: none`), built by hand as an attacker would. */
  unsignedToken(claims?: Record<string, unknown>): string {
    return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(this.claimsOf(claims))}.`;
  }

  /** An HS256 token with a guessed secret (the algorithm-confusion attack uses the public key's bytes). */
  hmacToken(secret = 'secret', claims?: Record<string, unknown>): string {
    const input = `${base64url({ alg: 'HS256', typ: 'JWT', kid: this.rs.kid })}.${base64url(this.claimsOf(claims))}`;
    return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
  }

  /** A valid token with one character of its signature changed. */
  async tamperedToken(): Promise<string> {
    const token = await this.token();
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const bytes = Buffer.from(signature, 'base64url');
    bytes[0] = bytes[0]! ^ 0xff;
    return `${header}.${payload}.${bytes.toString('base64url')}`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
