// The sign-in library (MSAL) and the portal's use of it. Loaded on demand (see sessionHint.ts): its
// chunk is as large as the home page's own JavaScript.
import { BrowserCacheLocation, ProtocolMode, PublicClientApplication, type AccountInfo, type Configuration } from '@azure/msal-browser';
import { rolesOf } from '@basin/api/domain';
import type { AuthConfig, SessionUser } from '@basin/shared';
import { SIGN_IN_CALLBACK_PATH } from './paths';


/**
 * MSAL for any OpenID Connect provider (protocolMode OIDC): the authority is trusted as given
 * (knownAuthorities, so MSAL skips Microsoft's instance discovery), only openid and profile are asked
 * by default (OIDC scopes MSAL would add for Entra ID are not every provider's), tokens are cached in
 * localStorage (spec 02 §6) and renewed silently with the refresh token.
 */
export function msalConfiguration(auth: AuthConfig, origin = window.location.origin): Configuration {
  return {
    auth: {
      clientId: auth.clientId,
      authority: auth.authority,
      knownAuthorities: [new URL(auth.authority).host],
      redirectUri: `${origin}${SIGN_IN_CALLBACK_PATH}`,
      postLogoutRedirectUri: `${origin}/`,
      OIDCOptions: { defaultScopes: ['openid', 'profile'] },
    },
    cache: { cacheLocation: BrowserCacheLocation.LocalStorage },
    system: { protocolMode: ProtocolMode.OIDC },
  };
}

let instance: Promise<PublicClientApplication> | undefined;

/** The one MSAL instance of the page, initialised (MSAL must be before any other call). */
export function msalInstance(auth: AuthConfig): Promise<PublicClientApplication> {
  instance ??= (async () => {
    const client = new PublicClientApplication(msalConfiguration(auth));
    await client.initialize();
    return client;
  })();
  return instance;
}

/** The scopes of a sign-in: the API's, and offline_access for the refresh token. */
export const signInScopes = (auth: AuthConfig) => [...auth.scopes, 'offline_access'];

export async function signInRedirect(auth: AuthConfig, returnTo: string): Promise<void> {
  const client = await msalInstance(auth);
  await client.loginRedirect({ scopes: signInScopes(auth), redirectStartPage: returnTo });
}

/** Signs out at the provider too (end session with id_token_hint), then the provider returns home. */
export async function signOutRedirect(auth: AuthConfig): Promise<void> {
  const client = await msalInstance(auth);
  const account = client.getActiveAccount() ?? client.getAllAccounts()[0];
  if (!account) return;
  await client.logoutRedirect({ account, idTokenHint: account.idToken, postLogoutRedirectUri: `${window.location.origin}/` });
}

/** The session user of an MSAL account: its subject, name and roles (from the configured claim). */
export function userOf(account: AccountInfo, rolesClaim: string): SessionUser {
  const claims = (account.idTokenClaims ?? {}) as Record<string, unknown>;
  return {
    sub: typeof claims.sub === 'string' ? claims.sub : account.localAccountId,
    name: account.name ?? account.username,
    roles: rolesOf(claims[rolesClaim]),
  };
}
