import type { AccountInfo } from '@azure/msal-browser';
import { msalConfiguration, signInScopes, userOf } from './msal';

const auth = { authority: 'https://login.example.org/tenant/v2.0', clientId: 'portal', scopes: ['api://basin/access_as_user'], rolesClaim: 'roles' };

describe('msalConfiguration', () => {
  it('speaks plain OpenID Connect to the configured authority and caches tokens in localStorage', () => {
    const config = msalConfiguration(auth, 'https://portal.example.org');
    expect(config.system?.protocolMode).toBe('OIDC');
    expect(config.auth).toMatchObject({
      clientId: 'portal',
      authority: auth.authority,
      knownAuthorities: ['login.example.org'],
      redirectUri: 'https://portal.example.org/auth/callback',
      postLogoutRedirectUri: 'https://portal.example.org/',
      OIDCOptions: { defaultScopes: ['openid', 'profile'] },
    });
    expect(config.cache?.cacheLocation).toBe('localStorage');
  });

  it('asks for the API scopes and a refresh token at sign-in', () => {
    expect(signInScopes(auth)).toEqual(['api://basin/access_as_user', 'offline_access']);
  });
});

describe('userOf', () => {
  const account = (claims: Record<string, unknown>) => ({ localAccountId: 'local', username: 'dana@example.org', name: 'Dana', idTokenClaims: claims }) as unknown as AccountInfo;

  it('takes the subject, the name and the roles of the configured claim', () => {
    expect(userOf(account({ sub: 'abc', roles: ['Developer', 7] }), 'roles')).toEqual({ sub: 'abc', name: 'Dana', roles: ['Developer'] });
    expect(userOf(account({ sub: 'abc', groups: 'Administrator' }), 'groups').roles).toEqual(['Administrator']);
  });

  it('has no roles when the claim is missing', () => {
    expect(userOf(account({ sub: 'abc' }), 'roles').roles).toEqual([]);
  });
});
