// Starts a worker thread from TypeScript sources (used by jest, which compiles the main thread but
// not worker threads): .ts files are compiled with @swc/core as they are required. The compiled
// build (dist/) never uses this file.
const fs = require('node:fs');
const { workerData } = require('node:worker_threads');
const { transformSync } = require('@swc/core');

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    module: { type: 'commonjs' },
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
  });
  module._compile(code, filename);
};

require(workerData.entry);
