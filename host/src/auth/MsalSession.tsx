// Keeps the portal's session (the shared store, which every remote reads) in step with MSAL.
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { EventType, InteractionStatus, InteractionType, type PublicClientApplication } from '@azure/msal-browser';
import { MsalProvider, useMsal } from '@azure/msal-react';
import { currentT, notify, useBasinStore, type AuthConfig } from '@basin/shared';
import { msalInstance, userOf } from './msal';
import { SIGN_IN_CALLBACK_PATH } from './paths';
import { notifySignInError } from './signInError';
import { clearSessionHint, setSessionHint } from './sessionHint';


function SessionSync({ auth }: { auth: AuthConfig }) {
  const { instance, accounts, inProgress } = useMsal();
  // A ref, not an effect dependency: the navigate function changes with every route, and a rerun of the
  // effect below on /auth/logout would sign the leaving user in again.
  const navigate = useRef(useNavigate());

  useEffect(() => {
    const id = instance.addEventCallback((event) => {
      // A sign-in the provider refused or the visitor cancelled comes back as a failed redirect.
      if (event.eventType === EventType.ACQUIRE_TOKEN_FAILURE && event.interactionType === InteractionType.Redirect) notifySignInError('failed', event.error);
    });
    return () => {
      if (id) instance.removeEventCallback(id);
    };
  }, [instance]);

  useEffect(() => {
    if (inProgress !== InteractionStatus.None) return;
    const account = instance.getActiveAccount() ?? accounts[0] ?? null;
    const store = useBasinStore.getState();
    if (!account) {
      clearSessionHint();
      store.signOut();
      // A callback that brought no account (sign-in cancelled or refused) has nothing to return to.
      if (window.location.pathname === SIGN_IN_CALLBACK_PATH) navigate.current('/', { replace: true });
      return;
    }
    instance.setActiveAccount(account);
    setSessionHint();
    let ended = false;
    const expire = () => {
      if (ended) return;
      ended = true;
      clearSessionHint();
      useBasinStore.getState().signOut();
      void instance.clearCache({ account });
      notify({ message: currentT()('host.account.sessionExpired'), severity: 'warning' });
    };
    const getAccessToken = async () => {
      if (ended) return null;
      try {
        // From the cache while valid; renewed with the refresh token (no page leaves) when not.
        return (await instance.acquireTokenSilent({ scopes: auth.scopes, account })).accessToken;
      } catch {
        expire();
        return null;
      }
    };
    store.signIn(userOf(account, auth.rolesClaim), { getAccessToken, expire });
  }, [instance, accounts, inProgress, auth]);

  return null;
}

/** MSAL's provider (it completes a redirect sign-in on load) with the session kept in the store. */
export default function MsalSession({ auth }: { auth: AuthConfig }) {
  const [client, setClient] = useState<PublicClientApplication | null>(null);
  useEffect(() => {
    let live = true;
    msalInstance(auth)
      .then((loaded) => live && setClient(loaded))
      .catch((error: Error) => {
        clearSessionHint();
        useBasinStore.getState().signOut();
        notifySignInError('unavailable', error);
      });
    return () => {
      live = false;
    };
  }, [auth]);
  if (!client) return null;
  return (
    <MsalProvider instance={client}>
      <SessionSync auth={auth} />
    </MsalProvider>
  );
}
