// Jest config for a browser package (host, remotes): jsdom, swc for TS/TSX, antd polyfills.
'use strict';
const path = require('node:path');

module.exports = function browserPreset(dirname) {
  return {
    displayName: path.basename(dirname),
    rootDir: dirname,
    testEnvironment: 'jsdom',
    // `npm test` runs the unit and API suites side by side on a small machine: a render can wait its turn.
    testTimeout: 30_000,
    roots: ['<rootDir>/src'],
    transform: {
      '^.+\\.[cm]?[jt]sx?$': [
        require.resolve('@swc/jest'),
        { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
      ],
    },
    // The workspace's shared package, by name (shared's own modules import it by name too).
    moduleNameMapper: {
      '^@basin/shared$': path.join(__dirname, '../../shared/src/index.ts'),
      '^@basin/shared/results-table$': path.join(__dirname, '../../shared/src/results-table/index.ts'),
      '^@basin/shared/map$': path.join(__dirname, '../../shared/src/map/index.ts'),
      '^@basin/shared/links$': path.join(__dirname, '../../shared/src/links/index.ts'),
      '^@basin/shared/glossary$': path.join(__dirname, '../../shared/src/glossary/index.ts'),
      '^@basin/shared/search$': path.join(__dirname, '../../shared/src/search/index.ts'),
      '^@basin/shared/layout$': path.join(__dirname, '../../shared/src/ui/layout/index.ts'),
      '^@basin/shared/no-monitoring-data$': path.join(__dirname, '../../shared/src/ui/no-monitoring-data/index.ts'),
      '^@basin/shared/status$': path.join(__dirname, '../../shared/src/status/index.ts'),
      '^@basin/shared/map/basemaps$': path.join(__dirname, '../../shared/src/map/basemaps.ts'),
      '^@basin/shared/map/test-locations$': path.join(__dirname, '../../shared/src/map/testLocations.ts'),
      '^@basin/shared/analysis$': path.join(__dirname, '../../shared/src/analysis/index.ts'),
      '^@basin/shared/analysis/url$': path.join(__dirname, '../../shared/src/analysis/url/index.ts'),
      '^@basin/shared/analysis/testing$': path.join(__dirname, '../../shared/src/analysis/testing/renderPage.tsx'),
      '\\.css$': path.join(__dirname, 'style-stub.js'),
    },
    // ESM-only packages are transformed too (pnpm keeps them under node_modules/.pnpm/<name>@<version>).
    transformIgnorePatterns: ['/node_modules/(?!(@basin/|nuqs/|\\.pnpm/nuqs@|@formatjs/|intl-messageformat/|\\.pnpm/@formatjs\\+|\\.pnpm/intl-messageformat@))'],
    setupFilesAfterEnv: [path.join(__dirname, 'browser-setup.js')],
  };
};
