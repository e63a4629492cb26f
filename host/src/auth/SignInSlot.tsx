/**
 * Where sign-in (@azure/msal-react) goes in the top bar. Sign-in is a later issue; until then the
 * slot renders nothing rather than a button that does not work.
 */
export function SignInSlot() {
  return null;
}
