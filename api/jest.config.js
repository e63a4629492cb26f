// API tests (jest + @swc/jest). `TEST_DB=pglite|postgres` picks the engine (see src/test-support).
// Dependencies that ship only ES modules (typebox; jose, the token verifier; intl-messageformat, the API's messages; cookie and content-disposition, used by fastify's
// inject and @fastify/static) are compiled to CommonJS like the sources: jest's module loader cannot
// require() ES modules on Node 20.
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  // Jest 30 "soft deletes" what a test file left on the global scope, replacing each property with an
  // accessor whose setter calls itself (jest-util deleteProperty): the next file of the same worker that
  // sets it overflows the stack. Sentry keeps its carrier there (global __SENTRY__), set again by every
  // file whose app loads the SDK, so the cleanup is off.
  testEnvironmentOptions: { globalsCleanup: 'off' },
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
  transform: {
    '^.+\\.(ts|js|mjs)$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(typebox|content-disposition|cookie|jose|intl-messageformat|@formatjs)[@/+])'],
  globalSetup: '<rootDir>/src/test-support/global-setup.ts',
  globalTeardown: '<rootDir>/src/test-support/global-teardown.ts',
  testTimeout: 120_000,
};
