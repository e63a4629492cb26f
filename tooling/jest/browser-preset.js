// Jest config for a browser package (host, remotes): jsdom, swc for TS/TSX, antd polyfills.
'use strict';
const path = require('node:path');

module.exports = function browserPreset(dirname) {
  return {
    displayName: path.basename(dirname),
    rootDir: dirname,
    testEnvironment: 'jsdom',
    roots: ['<rootDir>/src'],
    transform: {
      '^.+\\.[cm]?[jt]sx?$': [
        require.resolve('@swc/jest'),
        { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
      ],
    },
    transformIgnorePatterns: ['/node_modules/(?!(@basin)/)'],
    setupFilesAfterEnv: [path.join(__dirname, 'browser-setup.js')],
  };
};
