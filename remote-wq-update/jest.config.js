module.exports = require('../tooling/jest/browser-preset')(__dirname);
