// What a failed sign-in tells the visitor. MSAL's errors read "endpoints_resolution_error: See
// https://aka.ms/msal.js.errors#endpoints_resolution_error for details": a code and a link to its
// developer docs, not a sentence. This module reads the error's fields by duck typing, so the entry
// bundle (the Sign in button) stays without MSAL's code.
import { currentT, notify, type Translate } from '@basin/shared';

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

/**
 * The toast of a sign-in that could not start ('unavailable') or came back refused ('failed'): what
 * happened in words, the provider's own description when it gave one, and the error code for support.
 */
export function signInErrorMessage(t: Translate, kind: 'unavailable' | 'failed', error: SignInError | null | undefined): string {
  const code = error?.errorCode;
  const lead = kind === 'unavailable' ? t('host.signInError.unavailable') : t('host.signInError.failed');
  if (code && CANCELLED.has(code)) return t('host.signInError.cancelled');
  if (code && UNREACHABLE.has(code)) return t('host.signInError.unreachable', { lead, code });
  const described = error?.errorMessage && !DOCS_POINTER.test(error.errorMessage) ? error.errorMessage : undefined;
  if (code) return t('host.signInError.withCode', { lead, reason: described ?? t('host.signInError.refused'), code });
  return t('host.signInError.withoutCode', { lead, reason: error?.message || t('host.signInError.refused') });
}

/** Shows the sign-in error as a toast that stays until the visitor closes it: read at their own pace (WCAG 2.2.1). */
export function notifySignInError(kind: 'unavailable' | 'failed', error: SignInError | null | undefined): void {
  notify({ message: signInErrorMessage(currentT(), kind, error), severity: 'error', persistent: true });
}
