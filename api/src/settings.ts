// Settings from the environment, resolved once per process or app (explicit options win).
import { defaultPgliteDataDir } from './config';
import { DOWNLOAD_CAP } from './domain';
import type { DatabaseOptions } from './db';
import { DEFAULT_RECONNECT_WINDOW_MS } from './db/poolDatabase';

export interface DatabaseSettingsInput {
  databaseUrl?: string;
  dataDir?: string;
}

/**
 * Which database to open: an explicit URL, else an explicit PGlite directory, else DATABASE_URL,
 * else PGlite in PGLITE_DATA_DIR (default <repo>/.data/pglite).
 */
export function databaseSettings(input: DatabaseSettingsInput = {}, env: NodeJS.ProcessEnv = process.env): DatabaseOptions {
  if (input.databaseUrl) return { databaseUrl: input.databaseUrl, reconnectWindowMs: reconnectWindowMs(env) };
  if (input.dataDir) return { dataDir: input.dataDir };
  if (env.DATABASE_URL) return { databaseUrl: env.DATABASE_URL, reconnectWindowMs: reconnectWindowMs(env) };
  return { dataDir: defaultPgliteDataDir(env) };
}

/**
 * DATABASE_RECONNECT_MS (default 5000): how long a request waits for a PostgreSQL server that is out
 * of reach (a restart) before it is answered 503; 0 answers at once.
 */
export function reconnectWindowMs(env: NodeJS.ProcessEnv = process.env): number {
  const text = env.DATABASE_RECONNECT_MS;
  if (text === undefined || text === '') return DEFAULT_RECONNECT_WINDOW_MS;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) throw new Error(`DATABASE_RECONNECT_MS must be a whole number of milliseconds (0 or more), not '${text}'`);
  return value;
}

/** RESPONSE_CACHE_MB (default 64): memory for the response cache; 0 turns it off. */
export function responseCacheBytes(env: NodeJS.ProcessEnv = process.env): number {
  const megabytes = env.RESPONSE_CACHE_MB === undefined || env.RESPONSE_CACHE_MB === '' ? 64 : Number(env.RESPONSE_CACHE_MB);
  if (!Number.isFinite(megabytes) || megabytes < 0) throw new Error(`RESPONSE_CACHE_MB must be a number of megabytes (0 or more), not '${env.RESPONSE_CACHE_MB}'`);
  return Math.floor(megabytes * 1024 * 1024);
}

/** SUMMARY_PERIODS_MAX (default 24): computed summary periods kept besides the pinned ones (the baseline). */
export function summaryPeriodsMax(env: NodeJS.ProcessEnv = process.env): number {
  const count = env.SUMMARY_PERIODS_MAX === undefined || env.SUMMARY_PERIODS_MAX === '' ? 24 : Number(env.SUMMARY_PERIODS_MAX);
  if (!Number.isInteger(count) || count < 0) throw new Error(`SUMMARY_PERIODS_MAX must be a whole number (0 or more), not '${env.SUMMARY_PERIODS_MAX}'`);
  return count;
}

/** DOWNLOAD_RECORD_CAP (default the spec's 110,000): the most records one CSV download may hold. */
export function downloadRecordCap(env: NodeJS.ProcessEnv = process.env): number {
  const cap = env.DOWNLOAD_RECORD_CAP === undefined || env.DOWNLOAD_RECORD_CAP === '' ? DOWNLOAD_CAP : Number(env.DOWNLOAD_RECORD_CAP);
  if (!Number.isInteger(cap) || cap < 1) throw new Error(`DOWNLOAD_RECORD_CAP must be a whole number (1 or more), not '${env.DOWNLOAD_RECORD_CAP}'`);
  return cap;
}

/** What the API needs to verify bearer tokens (docs/api.md "Sign-in"); tests pass it to buildApp. */
export interface AuthOptions {
  /** The OpenID Connect authority (issuer URL): its discovery document names the signing keys. */
  authority: string;
  /** The `aud` an access token must carry. */
  audience: string;
  /** The `iss` a token must carry; default the discovery document's issuer. */
  issuer?: string;
  /** The claim holding the roles (default 'roles'). */
  rolesClaim?: string;
  /** Seconds of clock skew allowed on exp and nbf (default 30). */
  clockToleranceSeconds?: number;
  /** Least time between two fetches of the keys for an unknown key id (default 30 s; tests lower it). */
  jwksCooldownMs?: number;
}

export type AuthSettings = Required<Omit<AuthOptions, 'issuer'>> & Pick<AuthOptions, 'issuer'>;

/** The authority without a trailing slash: 'https://idp/' and 'https://idp' name the same issuer. */
export const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/** Fills the defaults of explicit auth options; throws for a setting that cannot work. */
export function authSettingsOf(options: AuthOptions): AuthSettings {
  let authority: URL;
  try {
    authority = new URL(options.authority);
  } catch {
    throw new Error(`AUTH_AUTHORITY must be a URL, not '${options.authority}'`);
  }
  if (authority.protocol !== 'https:' && authority.protocol !== 'http:') throw new Error(`AUTH_AUTHORITY must be an http(s) URL, not '${options.authority}'`);
  if (!options.audience) throw new Error('AUTH_AUDIENCE is required when AUTH_AUTHORITY is set: the audience access tokens for this API carry');
  const tolerance = options.clockToleranceSeconds ?? 30;
  if (!Number.isFinite(tolerance) || tolerance < 0) throw new Error(`AUTH_CLOCK_TOLERANCE_SECONDS must be a number of seconds (0 or more), not '${tolerance}'`);
  return {
    authority: withoutTrailingSlash(options.authority),
    audience: options.audience,
    issuer: options.issuer || undefined,
    rolesClaim: options.rolesClaim || 'roles',
    clockToleranceSeconds: tolerance,
    jwksCooldownMs: options.jwksCooldownMs ?? 30_000,
  };
}

/**
 * Sign-in from AUTH_AUTHORITY, AUTH_AUDIENCE, AUTH_ISSUER, AUTH_ROLES_CLAIM and
 * AUTH_CLOCK_TOLERANCE_SECONDS; null (sign-in off) without AUTH_AUTHORITY. AUTH_CLIENT_ID and
 * AUTH_SCOPES are the browser's.
 */
export function authSettings(env: NodeJS.ProcessEnv = process.env): AuthSettings | null {
  if (!env.AUTH_AUTHORITY) return null;
  const tolerance = env.AUTH_CLOCK_TOLERANCE_SECONDS === undefined || env.AUTH_CLOCK_TOLERANCE_SECONDS === '' ? undefined : Number(env.AUTH_CLOCK_TOLERANCE_SECONDS);
  if (tolerance !== undefined && (!Number.isFinite(tolerance) || tolerance < 0)) {
    throw new Error(`AUTH_CLOCK_TOLERANCE_SECONDS must be a number of seconds (0 or more), not '${env.AUTH_CLOCK_TOLERANCE_SECONDS}'`);
  }
  return authSettingsOf({
    authority: env.AUTH_AUTHORITY,
    audience: env.AUTH_AUDIENCE ?? '',
    issuer: env.AUTH_ISSUER,
    rolesClaim: env.AUTH_ROLES_CLAIM,
    clockToleranceSeconds: tolerance,
  });
}
