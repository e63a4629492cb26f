// API tests (jest + @swc/jest). `TEST_DB=pglite|postgres` picks the engine (see src/test-support).
// Dependencies that ship only ES modules (typebox; jose, the token verifier; intl-messageformat, the API's messages; cookie and content-disposition, used by fastify's
// inject and @fastify/static) are compiled to CommonJS like the sources: jest's module loader cannot
// require() ES modules on Node 20.
const fs = require('node:fs');
const path = require('node:path');

/** What a test file that opens a database names (test-support/databases.ts and its helpers). */
const DATABASE_USE = /\b(testEngines|useSeededApp|createTestDatabase|emptyPortal)\b|TEST_DB/;

/** The test files that need no database: parsers, statistics, the generator's own checks. */
function databaseFreeTests(directory) {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) return databaseFreeTests(file);
    return entry.name.endsWith('.test.ts') && !DATABASE_USE.test(fs.readFileSync(file, 'utf8')) ? [file] : [];
  });
}

// `npm test` runs this suite once per engine, side by side: with TEST_DATABASE_ONLY=1 (the PGlite run,
// when PostgreSQL runs too) the files that open no database are left to the other run, not done twice.
const escape = (file) => file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const databaseOnly = process.env.TEST_DATABASE_ONLY === '1' ? databaseFreeTests(path.join(__dirname, 'src')).map(escape) : [];

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
  testPathIgnorePatterns: ['/node_modules/', ...databaseOnly],
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
