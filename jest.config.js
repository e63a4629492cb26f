// Unit tests of the browser packages; the API has its own config (run per database engine).
module.exports = {
  projects: ['<rootDir>/shared', '<rootDir>/host', '<rootDir>/remote-map', '<rootDir>/remote-explore', '<rootDir>/remote-wq-update', '<rootDir>/remote-tools'].filter(
    (dir) => require('node:fs').existsSync(require('node:path').join(dir.replace('<rootDir>', __dirname), 'jest.config.js')),
  ),
};
