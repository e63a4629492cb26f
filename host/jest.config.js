// jsdom + @swc/jest through the workspace's browser preset (tooling/jest), plus the host's own setup.
const preset = require('../tooling/jest/browser-preset')(__dirname);

module.exports = {
  ...preset,
  setupFilesAfterEnv: [...(preset.setupFilesAfterEnv ?? []), '<rootDir>/jest.setup.js'],
};
