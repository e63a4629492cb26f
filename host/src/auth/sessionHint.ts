/**
 * Whether this browser has (or is completing) a sign-in. The sign-in library is large, so the host
 * loads it only for browsers that use it: those with this mark, the sign-in callback, and a click on
 * Sign in. The mark holds no identity or token (MSAL keeps its tokens in localStorage itself, as the
 * spec asks); the API trusts only the verified token.
 */
const SESSION_HINT_KEY = 'basin-portal-signed-in';

export function hasSessionHint(): boolean {
  try {
    return localStorage.getItem(SESSION_HINT_KEY) !== null;
  } catch {
    return false; // storage blocked: no remembered session
  }
}

export function setSessionHint(): void {
  try {
    localStorage.setItem(SESSION_HINT_KEY, '1');
  } catch {
    // Storage blocked: the session still works until the page is left.
  }
}

export function clearSessionHint(): void {
  try {
    localStorage.removeItem(SESSION_HINT_KEY);
  } catch {
    // nothing to clear
  }
}
