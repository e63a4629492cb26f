/** Where the identity provider sends the browser back after sign-in (registered at the provider). */
export const SIGN_IN_CALLBACK_PATH = '/auth/callback';
