// Unit tests of the browser packages; the API has its own config (run per database engine).
module.exports = {
  // A global option: with `projects`, jest ignores each project's own testTimeout (browser-preset.js's 30 s),
  // and `npm test` runs this beside the API suites on a small machine, where a lazy import can take seconds.
  testTimeout: 30_000,
  projects: ['<rootDir>/shared', '<rootDir>/host', '<rootDir>/remote-map', '<rootDir>/remote-explore', '<rootDir>/remote-wq-update', '<rootDir>/remote-tools'].filter(
    (dir) => require('node:fs').existsSync(require('node:path').join(dir.replace('<rootDir>', __dirname), 'jest.config.js')),
  ),
};
