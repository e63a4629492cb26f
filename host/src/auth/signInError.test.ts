import { currentT } from '@basin/shared';
import { signInErrorMessage as messageOf, type SignInError } from './signInError';

const signInErrorMessage = (kind: 'unavailable' | 'failed', error: SignInError | null | undefined) => messageOf(currentT(), kind, error);

describe('signInErrorMessage', () => {
  it('says in words that the provider could not be reached, with the code, not MSAL\'s docs link', () => {
    const message = signInErrorMessage('unavailable', {
      message: 'endpoints_resolution_error: See https://aka.ms/msal.js.errors#endpoints_resolution_error for details',
      errorCode: 'endpoints_resolution_error',
      errorMessage: 'See https://aka.ms/msal.js.errors#endpoints_resolution_error for details',
    });
    expect(message).toBe('Sign-in is not available: the identity provider could not be reached (endpoints_resolution_error). Try again later. The public pages work without signing in.');
  });

  it("gives the provider's own description of a refusal", () => {
    expect(signInErrorMessage('failed', { errorCode: 'invalid_grant', errorMessage: 'grant request is invalid' })).toBe(
      'Sign-in failed: grant request is invalid (invalid_grant). The public pages work without signing in.',
    );
    expect(signInErrorMessage('failed', { errorCode: 'state_mismatch', errorMessage: 'See https://aka.ms/msal.js.errors#state_mismatch for details' })).toBe(
      'Sign-in failed: the identity provider refused it (state_mismatch). The public pages work without signing in.',
    );
  });

  it('a cancelled sign-in is only that', () => {
    expect(signInErrorMessage('failed', { errorCode: 'access_denied', errorMessage: 'The user denied access' })).toBe('Sign-in was cancelled.');
  });

  it('a plain error (the sign-in code did not load) keeps its message', () => {
    expect(signInErrorMessage('unavailable', new Error('Loading chunk 12 failed'))).toBe('Sign-in is not available: Loading chunk 12 failed. The public pages work without signing in.');
    expect(signInErrorMessage('failed', null)).toBe('Sign-in failed: the identity provider refused it. The public pages work without signing in.');
  });
});
