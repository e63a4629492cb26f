// The provider's own pages: plain, accessible HTML with no external resources (the provider also runs
// offline and in tests). Every value that reaches a page passes through escapeHtml.
import { TEST_USERS } from './users.mjs';

export const PRODUCT = 'Basin Water Portal (development)';

export function escapeHtml(value) {
  return String(value ?? '').replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;padding:2rem 1rem;background:#f4f6f8;color:#1b1f24}
main{max-width:26rem;margin:0 auto;background:#fff;padding:1.5rem;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.2)}
h1{font-size:1.4rem;margin-top:0}label{display:block;margin-top:1rem;font-weight:600}
input{display:block;width:100%;box-sizing:border-box;margin-top:.25rem;padding:.5rem;font-size:1rem;border:1px solid #6b7280;border-radius:4px}
button{margin-top:1.25rem;padding:.6rem 1.2rem;font-size:1rem;border:0;border-radius:4px;background:#0b5cad;color:#fff;cursor:pointer}
:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
[role=alert]{margin:1rem 0 0;padding:.75rem;border-radius:4px;background:#fdecea;color:#8a1c12;border:1px solid #8a1c12}
.note{margin-top:1.5rem;font-size:.9rem;color:#374151}.note h2{font-size:1rem}code{font-size:.95em}`;

function page(title, body) {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

function testUsersList() {
  const items = TEST_USERS.map((user) => `<li><code>${escapeHtml(user.username)}</code> / <code>${escapeHtml(user.password)}</code>: ${escapeHtml(user.name)}, ${escapeHtml(user.roles.join(', '))}</li>`);
  return `<ul>\n${items.join('\n')}\n</ul>`;
}

/**
 * The provider's home page: where a browser accepts the self-signed certificate once (README), then goes
 * back to the portal.
 */
export function homePage({ portalOrigins }) {
  const links = portalOrigins.map((origin) => `<li><a href="${escapeHtml(origin)}/">${escapeHtml(origin)}</a></li>`).join('\n');
  return page(`Identity provider: ${PRODUCT}`, `<h1>Development identity provider</h1>
<p>This browser now trusts the provider's certificate. Sign in from the portal:</p>
<ul>
${links}
</ul>
<section class="note" aria-labelledby="test-users">
<h2 id="test-users">Test users</h2>
<p>User name / password: name, role. Never used in production.</p>
${testUsersList()}
</section>`);
}

/** The sign-in page of an interaction; `error` (wrong credentials) is announced in role=alert. */
export function loginPage({ action, username = '', error }) {
  return page(`Sign in: ${PRODUCT}`, `<h1>Sign in to the Basin Water Portal</h1>
${error ? `<p role="alert" id="sign-in-error">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}" novalidate>
<label for="username">User name</label>
<input id="username" name="username" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" required value="${escapeHtml(username)}"${error ? ' aria-describedby="sign-in-error"' : ''} autofocus>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button>
</form>
<section class="note" aria-labelledby="test-users">
<h2 id="test-users">Development identity provider</h2>
<p>This is the portal's development sign-in, never used in production. Test users (user name / password: name, role):</p>
${testUsersList()}
</section>`);
}

/**
 * The RP-initiated logout page: oidc-provider's `form` (its action and xsrf token) submitted at once with
 * logout=yes, so the portal's sign-out needs no confirmation click; the button serves without JavaScript.
 */
export function logoutPage(form) {
  return page(`Signing out: ${PRODUCT}`, `<h1>Signing out…</h1>
${form}
<input type="hidden" name="logout" value="yes" form="op.logoutForm">
<noscript><button type="submit" form="op.logoutForm">Sign out</button></noscript>
<script>document.forms['op.logoutForm'].submit();</script>`);
}

/** Shown after a logout that named no post_logout_redirect_uri. */
export function signedOutPage() {
  return page(`Signed out: ${PRODUCT}`, '<h1>You are signed out</h1>\n<p>You can close this page.</p>');
}

/** An error the provider cannot send back to the portal (e.g. an unknown redirect_uri). */
export function errorPage({ error, error_description: description }) {
  return page(`Error: ${PRODUCT}`, `<h1>Sign-in failed</h1>
<p role="alert"><strong>${escapeHtml(error)}</strong>${description ? `: ${escapeHtml(description)}` : ''}</p>
<p>Go back to the portal and sign in again.</p>`);
}
