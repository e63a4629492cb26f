// The workspace's browser preset (jsdom, @swc/jest with TSX and the automatic React runtime,
// jest-dom, matchMedia/ResizeObserver polyfills) plus this package's own jsdom gap below.
const preset = require('../tooling/jest/browser-preset')(__dirname);

module.exports = {
  ...preset,
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/jest.setup.js'],
};
