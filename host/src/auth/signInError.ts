// What a failed sign-in tells the visitor. MSAL's errors read "endpoints_resolution_error: See
// https://aka.ms/msal.js.errors#endpoints_resolution_error for details": a code and a link to its
// developer docs, not a sentence. This module reads the error's fields by duck typing, so the entry
// bundle (the Sign in button) stays without MSAL's code.
import { notify } from '@basin/shared';

/** The fields of an MSAL AuthError the message uses; a plain Error has only `message`. */
export interface SignInError {
  message?: string;
  errorCode?: string;
  errorMessage?: string;
}

/** The provider (its discovery document, its token endpoint) did not answer. */
const UNREACHABLE = new Set(['endpoints_resolution_error', 'openid_config_error', 'no_network_connectivity', 'network_error', 'get_request_failed', 'post_request_failed']);
/** The visitor left the provider's page or refused there. */
const CANCELLED = new Set(['user_cancelled', 'access_denied']);
/** MSAL's own errors carry a link to its docs in place of a description. */
const DOCS_POINTER = /^See https:\/\/aka\.ms\//;

const PUBLIC_STILL_WORKS = 'The public pages work without signing in.';

/**
 * The toast of a sign-in that could not start ('unavailable') or came back refused ('failed'): what
 * happened in words, the provider's own description when it gave one, and the error code for support.
 */
export function signInErrorMessage(kind: 'unavailable' | 'failed', error: SignInError | null | undefined): string {
  const code = error?.errorCode;
  const lead = kind === 'unavailable' ? 'Sign-in is not available' : 'Sign-in failed';
  if (code && CANCELLED.has(code)) return 'Sign-in was cancelled.';
  if (code && UNREACHABLE.has(code)) return `${lead}: the identity provider could not be reached (${code}). Try again later. ${PUBLIC_STILL_WORKS}`;
  const described = error?.errorMessage && !DOCS_POINTER.test(error.errorMessage) ? error.errorMessage : undefined;
  if (code) return `${lead}: ${described ?? 'the identity provider refused it'} (${code}). ${PUBLIC_STILL_WORKS}`;
  return `${lead}: ${error?.message || 'the identity provider refused it'}. ${PUBLIC_STILL_WORKS}`;
}

/** Shows the sign-in error as a toast that stays until the visitor closes it: read at their own pace (WCAG 2.2.1). */
export function notifySignInError(kind: 'unavailable' | 'failed', error: SignInError | null | undefined): void {
  notify({ message: signInErrorMessage(kind, error), severity: 'error', persistent: true });
}
