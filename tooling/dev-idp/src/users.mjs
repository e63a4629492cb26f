// The development provider's test users: one per role of the spec. The roles reach the portal and the
// API in the `roles` claim, as an Entra ID app role assignment would. Passwords are public on purpose
// (tooling/dev-idp/README.md lists them): this provider never runs in production.

/** @typedef {{ username: string, password: string, sub: string, name: string, email: string, roles: string[] }} TestUser */

/** @type {readonly TestUser[]} */
export const TEST_USERS = Object.freeze([
  { username: 'developer', password: 'developer-password', sub: 'test-developer', name: 'Dana Developer', email: 'dana.developer@basinwater.example.org', roles: ['Developer'] },
  { username: 'admin', password: 'admin-password', sub: 'test-admin', name: 'Alex Administrator', email: 'alex.administrator@basinwater.example.org', roles: ['Administrator'] },
  { username: 'user', password: 'user-password', sub: 'test-user', name: 'Uma User', email: 'uma.user@basinwater.example.org', roles: ['User'] },
].map((user) => Object.freeze({ ...user, roles: Object.freeze([...user.roles]) })));

/** The user with this subject (the provider's account id), or undefined. */
export function findUserBySub(sub) {
  return TEST_USERS.find((user) => user.sub === sub);
}

/** The user these credentials sign in, or undefined (user names are not case-sensitive). */
export function authenticate(username, password) {
  const user = TEST_USERS.find((candidate) => candidate.username === String(username ?? '').trim().toLowerCase());
  return user && user.password === password ? user : undefined;
}
