// The workspace's browser preset (jsdom, @swc/jest with TSX and the automatic React runtime,
// jest-dom, the polyfills of jsdom's gaps).
module.exports = require('../tooling/jest/browser-preset')(__dirname);
